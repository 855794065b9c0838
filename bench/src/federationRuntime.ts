// Stands in for @module-federation/enhanced/runtime in the monolith build (webpack alias): the areas are
// part of the build, so "loading a remote" is a static import() and there are no remotes to register. The
// shell and shared-ui run unchanged, and the federation runtime's bytes stay out of the comparison.
import { exposedModules } from './areaModules';

export function registerRemotes(): void {}

/** The shell's run-time host (shell/src/federation/federationHost.ts) starts with this: nothing to set up. */
export function init() {
  return { registerRemotes, loadRemote };
}

export async function loadRemote<T>(id: string): Promise<T | null> {
  const load = exposedModules[id];
  if (!load) throw new Error(`The monolith build has no module ${id}`);
  return (await load()) as T;
}
