// The deployed areas the federation runtime loads code from, and how long it waits for them.
import { createStore } from 'zustand/vanilla';
import { withTimeout } from './withTimeout';

/** One deployed area as the federation runtime knows it: its federation name and mf-manifest.json URL. */
export interface FederatedArea {
  name: string;
  entry: string;
}

export interface FederationConfig {
  areas: Record<string, FederatedArea>;
  /** How long to wait for an area's code before its fallback shows. */
  remoteTimeoutMs: number;
}

export const DEFAULT_REMOTE_TIMEOUT_MS = 8000;

/** What the site needs of the federation runtime: pointing an area at a build, and loading its modules. */
export interface FederationRuntime {
  registerRemotes(remotes: FederatedArea[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

/**
 * The runtime, loaded with the first area a page needs, never before: the shell passes its own host
 * (made at run time, with the shell's shared libraries); a standalone area page has its build's own.
 */
export type FederationRuntimeLoader = () => Promise<FederationRuntime>;

const buildRuntime: FederationRuntimeLoader = () => import('@module-federation/enhanced/runtime');
let loadRuntime: FederationRuntimeLoader = buildRuntime;
let runtime: Promise<FederationRuntime> | undefined;

// The areas the runtime knows: a known one is pointed elsewhere only on purpose (force: a switch, a Retry).
const registered = new Set<string>();

/** Registers builds with the runtime: copies, since it rewrites them (absolute entry, share scope, type). */
function register(started: FederationRuntime, builds: FederatedArea[], force = false): void {
  const remotes = builds.filter(({ name }) => force || !registered.has(name));
  for (const { name } of remotes) registered.add(name);
  const copies = remotes.map(({ name, entry }) => ({ name, entry }));
  if (force) started.registerRemotes(copies, { force });
  else if (copies.length > 0) started.registerRemotes(copies);
}

/** The runtime, started once, with every area of the site pointed at its current build. */
function federationRuntime(): Promise<FederationRuntime> {
  runtime ??= loadRuntime().then(
    (started) => {
      register(started, Object.values(federationStore.getState().areas));
      return started;
    },
    (error: unknown) => {
      // Not loaded (offline, a failed download): the next load, or Retry, tries again.
      runtime = undefined;
      throw error;
    },
  );
  return runtime;
}

/** Points one area at a build: now if the runtime has started, else when it starts (from the store). */
function pointAreaAt(build: FederatedArea): void {
  void runtime?.then((started) => register(started, [build], true));
}

// A vanilla store: shared-ui is a federation singleton, so the shell (or a standalone area) configures it
// once and every area's embedded components see the same areas and timeout.
export const federationStore = createStore<FederationConfig>(() => ({
  areas: {},
  remoteTimeoutMs: DEFAULT_REMOTE_TIMEOUT_MS,
}));

const loaded = new Map<string, Promise<unknown>>();
const attempts = new Map<string, number>();

/** Registers the site's areas with the federation runtime (nothing is loaded yet; nothing loaded is kept). */
export function configureFederation({
  areas,
  remoteTimeoutMs,
  runtime: loader,
}: {
  areas: Record<string, FederatedArea>;
  remoteTimeoutMs?: number;
  runtime?: FederationRuntimeLoader;
}): void {
  loaded.clear();
  // One runtime per page: once started it stays, and learns the areas it does not know yet.
  if (!runtime) loadRuntime = loader ?? buildRuntime;
  federationStore.setState({ areas, remoteTimeoutMs: remoteTimeoutMs ?? DEFAULT_REMOTE_TIMEOUT_MS });
  void runtime?.then((started) => register(started, Object.values(areas)));
}

function areaOf(area: string): FederatedArea {
  const entry = federationStore.getState().areas[area];
  if (!entry) throw new Error(`The ${area} area is not part of this site`);
  return entry;
}

/**
 * One exposed module of an area ("./routes", "./BillComparison"), loaded once and bounded by the remote
 * timeout: the federation runtime itself never gives up on a remote that does not answer.
 */
export function loadExposed<T>(area: string, module: string): Promise<T> {
  const key = `${area}:${module}`;
  let loading = loaded.get(key) as Promise<T> | undefined;
  if (!loading) {
    // An area missing from the site is a failed load (fallback and Retry), never a thrown render.
    loading = Promise.resolve()
      .then(() =>
        withTimeout(
          federationRuntime().then((started) =>
            started.loadRemote<T>(`${areaOf(area).name}/${module.replace(/^\.\//, '')}`),
          ),
          federationStore.getState().remoteTimeoutMs,
          `The ${area} area`,
        ),
      )
      .then((exposed) => {
        if (!exposed) throw new Error(`The ${area} area has no module ${module}`);
        return exposed;
      });
    loading.catch(() => undefined);
    loaded.set(key, loading);
  }
  return loading;
}

/** Whether this page has loaded (or is loading) any module of the area: its code is then fixed until reload. */
export function isAreaLoaded(area: string): boolean {
  return [...loaded.keys()].some((key) => key.startsWith(`${area}:`));
}

/**
 * Points an area whose code this page has not loaded yet at another build (released or rolled back since
 * the page opened), so its first load gets the live version.
 */
export function switchAreaBuild(area: string, build: FederatedArea): void {
  if (isAreaLoaded(area)) throw new Error(`The ${area} area is already loaded in this page`);
  federationStore.setState(({ areas }) => ({ areas: { ...areas, [area]: build } }));
  pointAreaAt(build);
}

/**
 * Drops everything cached about a failed area so that Retry really tries again: a hung <script> never
 * settles and the runtime keeps waiting on it, so re-register the area under a fresh URL.
 */
export function resetAreaBuild(area: string): void {
  const { name, entry } = areaOf(area);
  for (const key of loaded.keys()) if (key.startsWith(`${area}:`)) loaded.delete(key);
  const attempt = (attempts.get(area) ?? 0) + 1;
  attempts.set(area, attempt);
  const base = new URL('.', new URL(entry, document.baseURI)).href;
  document.querySelectorAll<HTMLScriptElement>('script[src]').forEach((script) => {
    if (script.src.startsWith(base)) script.remove();
  });
  const fresh = new URL(entry, document.baseURI);
  fresh.searchParams.set('attempt', String(attempt));
  federationStore.setState(({ areas }) => ({ areas: { ...areas, [area]: { name, entry: fresh.href } } }));
  pointAreaAt({ name, entry: fresh.href });
}
