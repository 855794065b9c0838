// Stands in for @module-federation/enhanced/runtime in the monolith build (webpack alias): there is nothing
// to share, and the federation runtime's bytes stay out of the comparison.

/** The shell's run-time host (shell/src/federation/federationHost.ts) starts with this: no share scopes. */
export function init() {
  return { shareScopeMap: {} };
}

// What shared-ui's own default runtime (an area's standalone page) would use: the same static table.
export { registerRemotes, loadRemote } from './areaContainers';
