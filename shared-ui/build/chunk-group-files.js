// Writes the script files of a named chunk group (a dynamic import's webpackChunkName) as JSON beside the
// build: the shell's federation host is split into several chunks, and the site server names them all with a
// page that does not load them itself, for the service worker to keep (site-server/src/render/areaPreloads.ts).
const PLUGIN = 'ChunkGroupFilesPlugin';

class ChunkGroupFilesPlugin {
  /** `group`: the chunk name given in the import; `file`: the JSON file written, { "files": [...] }. */
  constructor(group, file) {
    this.group = group;
    this.file = file;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // At the report stage the files carry their final content hashes.
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const group = compilation.namedChunkGroups.get(this.group);
          if (!group) {
            compilation.errors.push(new Error(`${PLUGIN}: no chunk group named "${this.group}"`));
            return;
          }
          const files = group.getFiles().filter((file) => file.endsWith('.js'));
          compilation.emitAsset(this.file, new sources.RawSource(JSON.stringify({ files })));
        },
      );
    });
  }
}

module.exports = { ChunkGroupFilesPlugin };
