// The service worker (shell/src/offline/worker/sw.ts) is its own small build: one file, /sw.js at the site's
// root (its scope is every page), never part of the shell's main.js. The same build emits the web app
// manifest and its icons (shell/src/offline/static/), which nothing imports.
const fs = require('node:fs');
const path = require('node:path');
const { sources } = require('webpack');

const worker = path.join(__dirname, 'src', 'offline', 'worker');
const staticDir = path.join(__dirname, 'src', 'offline', 'static');

class EmitStaticFiles {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitStaticFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitStaticFiles', stage: compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const entry of fs.readdirSync(staticDir, { withFileTypes: true, recursive: true })) {
            if (!entry.isFile()) continue;
            const file = path.join(entry.parentPath, entry.name);
            compilation.emitAsset(
              path.relative(staticDir, file).split(path.sep).join('/'),
              new sources.RawSource(fs.readFileSync(file)),
            );
          }
        },
      );
    });
  }
}

/** `dependsOn`: the shell's browser build cleans dist/ first, so this one runs after it. */
module.exports = (production, dependsOn) => ({
  mode: production ? 'production' : 'development',
  name: 'service-worker',
  dependencies: [dependsOn],
  context: __dirname,
  target: 'webworker',
  entry: { sw: path.join(worker, 'sw.ts') },
  devtool: false,
  output: { path: path.join(__dirname, 'dist'), filename: '[name].js', clean: false },
  resolve: { extensions: ['.ts', '.js'] },
  // Type-checked here: the worker's types (WebWorker) differ from the pages' (DOM), see its tsconfig.json.
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        use: {
          loader: require.resolve('ts-loader'),
          options: { configFile: path.join(worker, 'tsconfig.json') },
        },
      },
    ],
  },
  plugins: [new EmitStaticFiles()],
  performance: { hints: false },
  stats: 'errors-warnings',
  infrastructureLogging: { level: 'warn' },
});
