// The areas' containers, loaded by the host itself through the container interface every remoteEntry.js
// exposes (init with the host's share scope, then get a module's factory). The runtime keeps only sharing:
// its remote loader (manifests, snapshots, preloading) is built out of the shell (disableRemote,
// shell/webpack.config.js), since the host knows each container's URL from the site manifest.
import type { FederatedArea, FederationRuntime } from '@gpa/shared-ui';

/** An area's federation container, beside the mf-manifest.json the site manifest names (its build's filename). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * Where the host loads an area from: its container itself. The host reads no mf-manifest.json (its build
 * leaves the runtime's manifest snapshots out, shell/webpack.config.js): one request less before an area's code.
 */
export const containerOf = ({ name, entry }: FederatedArea): FederatedArea => ({
  name,
  // The file name only: a Retry's query (?attempt=2) stays, so the browser asks again.
  entry: entry.replace(/[^/?#]+\.json(?=[?#]|$)/, REMOTE_ENTRY_FILE),
});

/** What an area's remoteEntry.js puts on its global: the container interface. */
export interface AreaContainer {
  init(shareScope: object, initScope: unknown[], options: object): unknown;
  get(module: string): Promise<() => unknown>;
}

/** The share scopes of the host's runtime instance, which every container joins. */
export type ShareScopeMap = Record<string, object>;

const SHARE_SCOPE = 'default';

function isContainer(value: unknown): value is AreaContainer {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<AreaContainer>).init === 'function' &&
    typeof (value as Partial<AreaContainer>).get === 'function'
  );
}

/** Runs one remoteEntry.js and reads the container it defines on its global (the area's federation name). */
export function loadContainerScript(name: string, url: string): Promise<AreaContainer> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      script.remove();
      const container = (globalThis as Record<string, unknown>)[name];
      if (isContainer(container)) resolve(container);
      else reject(new Error(`${url} did not define the ${name} container`));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`${url} did not load`));
    };
    document.head.append(script);
  });
}

/**
 * The site's federation runtime over the host's share scopes: each area's container beside the manifest it
 * was last pointed at, started once (a failed one is tried again on the next load).
 */
export function containerRuntime(
  shareScopeMap: ShareScopeMap,
  loadScript: typeof loadContainerScript = loadContainerScript,
): FederationRuntime {
  const entries = new Map<string, string>();
  const started = new Map<string, Promise<AreaContainer>>();

  function startContainer(name: string, url: string): Promise<AreaContainer> {
    let container = started.get(url);
    if (!container) {
      container = loadScript(name, url).then(async (loaded) => {
        const shareScope = (shareScopeMap[SHARE_SCOPE] ??= {});
        // What the runtime itself passes: the scope's name, and the host's whole map (not enumerable).
        const options = Object.defineProperty({ version: '', shareScopeKeys: SHARE_SCOPE }, 'shareScopeMap', {
          value: shareScopeMap,
          enumerable: false,
        });
        await loaded.init(shareScope, [], options);
        return loaded;
      });
      container.catch(() => started.delete(url));
      started.set(url, container);
    }
    return container;
  }

  return {
    registerRemotes(remotes: FederatedArea[], options?: { force?: boolean }) {
      for (const { name, entry } of remotes.map(containerOf))
        if (options?.force || !entries.has(name)) entries.set(name, entry);
    },
    async loadRemote<T>(id: string): Promise<T | null> {
      const [name = '', ...path] = id.split('/');
      const url = entries.get(name);
      if (!url) throw new Error(`No area is registered as ${name}`);
      const container = await startContainer(name, url);
      const factory = await container.get(`./${path.join('/')}`);
      return factory() as T;
    },
  };
}
