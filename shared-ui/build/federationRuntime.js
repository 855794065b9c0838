// One federation runtime per page. An area's production build is made with experiments.externalRuntime:
// its remoteEntry.js leaves @module-federation/runtime-core out and reads it from this global instead.
// This is the very module instance the shell's own runtime uses (the ESM build, as the shell imports it;
// the runtime-tools plugin behind provideExternalRuntime would add a second, CommonJS copy).
import * as runtimeCore from '@module-federation/runtime-core';

export function provideRuntimeCore() {
  globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
}

/** The shell's runtime plugin: the runtime is there before any area's remoteEntry.js runs. */
export default function provideFederationRuntime() {
  return {
    name: 'provide-federation-runtime',
    beforeInit(args) {
      provideRuntimeCore();
      return args;
    },
  };
}
