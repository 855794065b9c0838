// One federation runtime per page. An area's production build is made with experiments.externalRuntime:
// its remoteEntry.js leaves @module-federation/runtime-core out and reads it from this global instead. On the
// site the shell's run-time host sets it (shell/src/federation/federationHost.ts); an area's standalone QA
// page, which has no shell, loads standaloneRuntime.js first.
import * as runtimeCore from '@module-federation/runtime-core';

export function provideRuntimeCore() {
  globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
}
