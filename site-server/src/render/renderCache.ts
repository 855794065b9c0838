// The rendered pages, kept so that no visitor waits behind a render the site already has and no burst of
// new addresses can pile up renders (the same rules as the content cache):
//   - fresh for `ttlMs`; after that the stored page is still served at once while ONE background render
//     refreshes it (stale-while-revalidate), for up to `staleMs`; a failed refresh keeps the stored page;
//   - one render per key at a time: everyone asking meanwhile shares it (single flight);
//   - at most `maxRenders` renders at once, and none while `overloaded()` says the process has no time to
//     spare: a request beyond that is answered "busy" at once (the caller sends the client-rendered page),
//     never queued (requests waiting for the event loop are a queue too: renders must not fill it);
//   - a request that would start a new render first asks `admitRender()` (the per-client limit), before
//     the bound above.
// `ttlMs` 0 keeps nothing (every request renders). Least recently used pages go first past `maxEntries`.

export type RenderOutcome<Result> =
  | { state: 'hit' | 'revalidating' | 'miss'; result: Result }
  | { state: 'busy' | 'limited' }
  | { state: 'failed'; error: unknown };

export interface RenderCacheOptions {
  ttlMs: number;
  staleMs: number;
  maxRenders: number;
  overloaded?: () => boolean;
  maxEntries?: number;
  now?: () => number;
}

export interface ReadOptions<Result> {
  /** The per-client limit: whether this request may start a new render. */
  admitRender?: () => boolean;
  /** Whether a result may be stored (a page showing a failed content read is not). */
  keep?: (result: Result) => boolean;
}

export function createRenderCache<Result>({
  ttlMs,
  staleMs,
  maxRenders,
  overloaded = () => false,
  maxEntries = 500,
  now = Date.now,
}: RenderCacheOptions) {
  const entries = new Map<string, { result: Result; freshUntil: number; staleUntil: number }>();
  const inFlight = new Map<string, Promise<Result>>();
  let active = 0;
  // Bumped by invalidate(): a render started before it must not store a page made from older content.
  let generation = 0;

  function store(key: string, result: Result) {
    entries.delete(key);
    entries.set(key, { result, freshUntil: now() + ttlMs, staleUntil: now() + ttlMs + staleMs });
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
  }

  function start(
    key: string,
    render: () => Promise<Result>,
    keep: (result: Result) => boolean,
  ): Promise<Result> {
    active += 1;
    const startedIn = generation;
    const rendering = (async () => {
      try {
        const result = await render();
        if (ttlMs > 0 && startedIn === generation && keep(result)) store(key, result);
        return result;
      } finally {
        active -= 1;
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, rendering);
    return rendering;
  }

  async function settle(rendering: Promise<Result>): Promise<RenderOutcome<Result>> {
    try {
      return { state: 'miss', result: await rendering };
    } catch (error) {
      return { state: 'failed', error };
    }
  }

  const canStart = () => active < maxRenders && !overloaded();

  function read(
    key: string,
    render: () => Promise<Result>,
    { admitRender = () => true, keep = () => true }: ReadOptions<Result> = {},
  ): Promise<RenderOutcome<Result>> {
    const entry = entries.get(key);
    const at = now();
    if (entry && at < entry.staleUntil) {
      entries.delete(key); // most recently used last
      entries.set(key, entry);
      if (at < entry.freshUntil) return Promise.resolve({ state: 'hit', result: entry.result });
      if (!inFlight.has(key) && canStart()) start(key, render, keep).catch(() => undefined);
      return Promise.resolve({ state: 'revalidating', result: entry.result });
    }
    const shared = inFlight.get(key);
    if (shared) return settle(shared);
    // The per-client limit first: a flood from one address gets its paused answers even when the site is busy.
    if (!admitRender()) return Promise.resolve({ state: 'limited' });
    if (!canStart()) return Promise.resolve({ state: 'busy' });
    return settle(start(key, render, keep));
  }

  /** Drops every stored page (content changed); renders already running do not store theirs. */
  function invalidate() {
    generation += 1;
    entries.clear();
  }

  return { read, invalidate };
}
