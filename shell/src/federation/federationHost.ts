// The site as a federation host, made at run time when a page first needs an area's code: the runtime is
// no part of main.js, so a visitor pays for it only with the area it loads. The areas get the shell's own
// copies of the shared singletons (shared-ui/build/federation.js names them; a unit test holds the two lists
// equal): one React, one theme, one shared-ui, and with it one router and one query cache.
import * as sharedUi from '@gpa/shared-ui';
import sharedUiPackage from '@gpa/shared-ui/package.json';
import * as emotionReact from '@emotion/react';
import emotionReactPackage from '@emotion/react/package.json';
import * as emotionStyled from '@emotion/styled';
import emotionStyledPackage from '@emotion/styled/package.json';
import { init } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import reactPackage from 'react/package.json';
import * as ReactDOM from 'react-dom';
import reactDomPackage from 'react-dom/package.json';
import * as zustand from 'zustand';
import zustandPackage from 'zustand/package.json';
import type { FederationRuntime } from '@gpa/shared-ui';
import { containerRuntime } from './areaContainers';

const SHELL_NAME = 'shell';
/**
 * Each shared singleton: the shell's module (or, for what only an area's development build consumes, how to
 * load it) and the version it was built with.
 */
type Singleton = { version: string } & ({ module: object } | { load: () => Promise<object> });

export const SHELL_SINGLETONS: Record<string, Singleton> = {
  react: { module: React, version: reactPackage.version },
  'react-dom': { module: ReactDOM, version: reactDomPackage.version },
  'react/jsx-runtime': { module: jsxRuntime, version: reactPackage.version },
  'react/jsx-dev-runtime': { load: () => import('react/jsx-dev-runtime'), version: reactPackage.version },
  '@emotion/react': { module: emotionReact, version: emotionReactPackage.version },
  '@emotion/styled': { module: emotionStyled, version: emotionStyledPackage.version },
  zustand: { module: zustand, version: zustandPackage.version },
  '@gpa/shared-ui': { module: sharedUi, version: sharedUiPackage.version },
};

/**
 * Starts the host: the runtime the areas' remoteEntry.js files leave out (they read it from this global,
 * experiments.externalRuntime), and the shell's singletons, most already loaded, so they win over an area's own
 * copy at the same version. The host loads each area's container itself (areaContainers.ts).
 */
export function startFederationHost(): FederationRuntime {
  (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = runtimeCore;
  const host = init({
    name: SHELL_NAME,
    remotes: [],
    shared: Object.fromEntries(
      Object.entries(SHELL_SINGLETONS).map(([name, singleton]) => [
        name,
        {
          version: singleton.version,
          ...('load' in singleton
            ? { get: () => singleton.load().then((loaded) => () => loaded) }
            : { lib: () => singleton.module }),
          shareConfig: { singleton: true, requiredVersion: `^${singleton.version}` },
        },
      ]),
    ),
  });
  return containerRuntime(host.shareScopeMap);
}
