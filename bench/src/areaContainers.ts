// Stands in for the shell's container loader (shell/src/federation/areaContainers.ts) in the monolith build
// (webpack's NormalModuleReplacementPlugin): the areas are part of the build, so "loading a remote" is a static
// import() and there are no containers to start. The shell and shared-ui run unchanged.
import type { FederationRuntime } from '@gpa/shared-ui';
import { exposedModules } from './areaModules';

export function registerRemotes(): void {}

export async function loadRemote<T>(id: string): Promise<T | null> {
  const load = exposedModules[id];
  if (!load) throw new Error(`The monolith build has no module ${id}`);
  return (await load()) as T;
}

export function containerRuntime(): FederationRuntime {
  return { registerRemotes, loadRemote };
}
