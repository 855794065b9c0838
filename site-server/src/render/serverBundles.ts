// Loads the server builds of the live releases: the shell's (dist/server/shell.js, copied to
// <site>/server/shell.js) and each area version's (<site>/areas/<area>/<version>/server/routes.js).
// Each file is loaded once per change of its modification time, so releasing or rolling back one area
// (a manifest edit) or the shell (new files) changes what renders without restarting the server.
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { AreaServerBuild, ShellServerBuild } from '@gpa/contracts';
import { areaVersionDir } from '../releases/siteManifest';

export const SHELL_BUNDLE = path.join('server', 'shell.js');
export const AREA_BUNDLE = path.join('server', 'routes.js');

type Exports = Record<string, unknown>;
type ModuleWrapper = (
  this: Exports,
  exports: Exports,
  require: (name: string) => unknown,
  module: { exports: Exports },
  filename: string,
  dirname: string,
) => void;

/** A module function from a file, evaluated with our own `require` (Node's wrapper, as for any CommonJS file). */
function evaluate(file: string, requireShared: (name: string) => unknown): Exports {
  const code = fs.readFileSync(file, 'utf8');
  const wrapper = vm.runInThisContext(Module.wrap(code), { filename: file }) as ModuleWrapper;
  const module = { exports: {} as Exports };
  wrapper.call(module.exports, module.exports, requireShared, module, file, path.dirname(file));
  return module.exports;
}

/** The shell's build has the three members the contract names (their types are checked as the shell compiles). */
function isShellServerBuild(exports: Exports): exports is Exports & ShellServerBuild {
  const { renderPage, pageAddress, sharedModules } = exports;
  return (
    typeof renderPage === 'function' &&
    typeof pageAddress === 'function' &&
    typeof sharedModules === 'object' &&
    sharedModules !== null
  );
}

function isAreaServerBuild(exports: Exports): exports is Exports & AreaServerBuild {
  return Array.isArray(exports.routes);
}

export function createServerBundles(siteDir: string) {
  const loaded = new Map<string, { mtimeMs: number; requires: unknown; exports: Exports }>();

  /** `requires`: the exports the file was evaluated against (an area's: the shell's); a change reloads it. */
  function load(file: string, evaluateFile: (file: string) => Exports, requires: unknown = null): Exports {
    const { mtimeMs } = fs.statSync(file);
    const known = loaded.get(file);
    if (known && known.mtimeMs === mtimeMs && known.requires === requires) return known.exports;
    const exports = evaluateFile(file);
    loaded.set(file, { mtimeMs, requires, exports });
    return exports;
  }

  /** The shell's render function and the singletons it provides to the areas. Throws when not built. */
  function shell(): ShellServerBuild {
    // Node's own require for the shell: it bundles everything but Node's built-in modules.
    const file = path.join(siteDir, SHELL_BUNDLE);
    const build = load(file, (bundle) => evaluate(bundle, Module.createRequire(bundle)));
    if (!isShellServerBuild(build))
      throw new Error(`${file} is not a shell server build (renderPage, pageAddress, sharedModules)`);
    return build;
  }

  /**
   * An area version's ./routes module, its singletons answered with the shell's copies: evaluated again
   * when the shell's build changes, or it would keep rendering with the old shell's React.
   */
  function area(areaName: string, version: string): AreaServerBuild {
    const shellExports = shell();
    const { sharedModules } = shellExports;
    const requireShared = (name: string) => {
      if (Object.hasOwn(sharedModules, name)) return sharedModules[name];
      throw new Error(`The ${areaName} area's server build needs "${name}", which is not a shared singleton`);
    };
    const file = path.join(areaVersionDir(siteDir, areaName, version), AREA_BUNDLE);
    const build = load(file, (bundle) => evaluate(bundle, requireShared), shellExports);
    if (!isAreaServerBuild(build))
      throw new Error(`The ${areaName} area's server build (${file}) has no route table`);
    return build;
  }

  return { shell, area };
}
