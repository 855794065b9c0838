// The cache of content lists in front of Strapi, built so that a visitor never waits on Strapi for a list the
// site already has, and so that no burst of new URLs can pile up requests on Strapi:
//   - fresh for `ttlMs`; after that the stored answer is still served at once while ONE background request
//     refreshes it (stale-while-revalidate), for up to `maxStaleMs`;
//   - when the refresh fails (Strapi down, 5xx, timeout) the last good answer keeps being served, marked
//     `stale` (stale-if-error);
//   - identical misses share one upstream request (single flight);
//   - at most `maxUpstream` upstream requests at once; a miss beyond that gets a quick "busy" instead of a
//     place in a queue (the caller answers 503 with Retry-After); the site's own renders, bounded by their
//     time budget, may wait for `freeSlot()` and ask again; background work (the search index) asks with a
//     `reserve`: it is busy already when fewer than that many slots are free, which stay for visitors;
//   - a miss that would start a new upstream request first asks `admitMiss()` (the per-client limit);
//   - `invalidate(collection)` (the content service said it changed) drops that collection's copies, and an
//     upstream answer already on its way from before the change is not stored;
//   - a copy older than `maxRevalidateMs` (a quiet period: no visitor asked, so no background refresh ran)
//     is refreshed while the visitor waits, so nobody gets an old copy while Strapi answers, even if a change
//     notice was missed; when that refresh fails the copy is served `stale` as before;
//   - an answer with an `expiresAt` (the next start or end of a scheduled entry in it, schedules.ts) is never
//     served from that time on, not even stale: the next read waits for a new one.
// Bounded in entries and bytes; least recently used entries go first.
// Each stored answer gets a strong ETag computed once from its body: any change of the list (even one of the
// same length, "4:00" to "5:00") changes it, so the service worker can tell a stored answer is superseded.
import { createHash } from 'node:crypto';

/** An upstream answer: status, the headers to send on, and the body (null when Strapi never answered). */
export interface UpstreamAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer | null;
  error?: unknown;
  /** From this time the answer is wrong (an entry in it starts or ends): never served after it. */
  expiresAt?: number;
}

/** A stored answer (always a 200 with a body), its validator and when it was fetched. */
export interface CacheEntry extends UpstreamAnswer {
  body: Buffer;
  etag: string;
  fetchedAt: number;
  refreshAfter: number;
  failed: boolean;
}

export type CacheOutcome =
  | { state: 'hit' | 'revalidating' | 'stale' | 'miss'; entry: CacheEntry }
  | { state: 'upstream'; answer: UpstreamAnswer }
  | { state: 'limited' }
  | { state: 'busy' };

export interface ContentCacheOptions {
  fetchUpstream: (key: string) => Promise<UpstreamAnswer & { body: Buffer }>;
  ttlMs?: number;
  maxRevalidateMs?: number;
  maxStaleMs?: number;
  maxUpstream?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

/** A strong validator of a body: the first 128 bits of its SHA-256, quoted as HTTP writes an ETag. */
export const etagOf = (body: Buffer): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

type StoreOptions = Required<
  Pick<ContentCacheOptions, 'ttlMs' | 'maxStaleMs' | 'maxEntries' | 'maxBytes' | 'now'>
>;

/** The stored answers: bounded in entries and bytes (least recently used out first), none older than `maxStaleMs`. */
function createEntryStore({ ttlMs, maxStaleMs, maxEntries, maxBytes, now }: StoreOptions) {
  const entries = new Map<string, CacheEntry>();
  let bytes = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  }

  /** An answer served once and not kept (fetched across an invalidation). */
  const unstored = (answer: UpstreamAnswer & { body: Buffer }): CacheEntry => ({
    ...answer,
    etag: etagOf(answer.body),
    fetchedAt: now(),
    refreshAfter: now(),
    failed: false,
  });

  function store(key: string, answer: UpstreamAnswer & { body: Buffer }): CacheEntry {
    drop(key);
    const entry = {
      ...answer,
      etag: etagOf(answer.body),
      fetchedAt: now(),
      refreshAfter: Math.min(now() + ttlMs, answer.expiresAt ?? Infinity),
      failed: false,
    };
    if (answer.body.length > maxBytes / 16) return entry; // too big to keep: served once, not cached
    entries.set(key, entry);
    bytes += answer.body.length;
    for (const [oldest] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(oldest);
    }
    return entry;
  }

  /** The entry if it is not too old to serve nor expired, moved to the end of the least-recently-used order. */
  function usable(key: string): CacheEntry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now() - entry.fetchedAt > maxStaleMs || now() >= (entry.expiresAt ?? Infinity)) {
      drop(key);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  return {
    get: (key: string) => entries.get(key),
    keys: () => [...entries.keys()],
    size: () => entries.size,
    drop,
    store,
    unstored,
    usable,
  };
}

const collectionOf = (key: string) => /\/api\/([^/?]+)/.exec(key)?.[1];

/** Per collection, how many times it was invalidated: an answer fetched across an invalidation is stale. */
function createGenerations() {
  const generations = new Map<string | undefined, number>();
  return {
    of: (key: string) => generations.get(collectionOf(key)) ?? 0,
    bump: (collection: string) => void generations.set(collection, (generations.get(collection) ?? 0) + 1),
  };
}

/** Who waits for an upstream slot: all are woken when a request ends (and read again). */
function createWaiters() {
  let waiters: (() => void)[] = [];
  return {
    wait: () => new Promise<void>((resolve) => waiters.push(resolve)),
    wakeAll: () => {
      const woken = waiters;
      waiters = [];
      woken.forEach((wake) => wake());
    },
  };
}

/** A failed refresh keeps the last good answer (marked stale) and retries no sooner than one TTL later. */
function failedRefresh(
  entries: ReturnType<typeof createEntryStore>,
  key: string,
  answer: UpstreamAnswer,
  { ttlMs, now }: { ttlMs: number; now: () => number },
): CacheOutcome {
  const entry = entries.get(key);
  if (entry && answer.status >= 500) {
    entry.failed = true;
    entry.refreshAfter = now() + ttlMs;
    return { state: 'stale', entry };
  }
  return { state: 'upstream', answer };
}

/** Outcome `state`: hit | revalidating | stale | miss | limited | busy | upstream (an uncached answer). */
export function createContentCache({
  fetchUpstream,
  ttlMs = 5000,
  maxRevalidateMs = 60_000,
  maxStaleMs = 24 * 3600_000,
  maxUpstream = 8,
  maxEntries = 1000,
  maxBytes = 64 * 1024 * 1024,
  now = Date.now,
}: ContentCacheOptions) {
  const entries = createEntryStore({ ttlMs, maxStaleMs, maxEntries, maxBytes, now });
  const inFlight = new Map<string, Promise<CacheOutcome>>();
  let upstreamActive = 0;
  const slotWaiters = createWaiters();
  const generations = createGenerations();

  /** Starts the one upstream request for `key`; everyone who asks meanwhile gets the same promise. */
  function fetchOnce(key: string): Promise<CacheOutcome> {
    upstreamActive += 1;
    const generation = generations.of(key);
    // Compared in `finally`: only this request's own entry is removed from inFlight.
    let request: Promise<CacheOutcome> | undefined = undefined;
    request = (async (): Promise<CacheOutcome> => {
      try {
        const answer = await fetchUpstream(key);
        if (answer.status === 200 && generation !== generations.of(key))
          return { state: 'miss', entry: entries.unstored(answer) };
        if (answer.status === 200) return { state: 'miss', entry: entries.store(key, answer) };
        if (answer.status < 500) entries.drop(key); // the list is gone or the query is refused now: forget it
        return failedRefresh(entries, key, answer, { ttlMs, now });
      } catch (error) {
        return failedRefresh(entries, key, { status: 502, headers: {}, body: null, error }, { ttlMs, now });
      } finally {
        upstreamActive -= 1;
        if (inFlight.get(key) === request) inFlight.delete(key);
        slotWaiters.wakeAll();
      }
    })();
    inFlight.set(key, request);
    return request;
  }

  function invalidate(collection: string) {
    generations.bump(collection);
    for (const key of entries.keys()) if (collectionOf(key) === collection) entries.drop(key);
    // Waiters on a request from before the change get a new one.
    for (const key of [...inFlight.keys()]) if (collectionOf(key) === collection) inFlight.delete(key);
  }

  /** A copy too old to hand out while revalidating: the visitor waits for the refresh (a failed one serves it `stale`). */
  async function refreshNow(key: string, entry: CacheEntry): Promise<CacheOutcome> {
    if (!inFlight.has(key) && upstreamActive >= maxUpstream) return { state: 'revalidating', entry };
    return inFlight.get(key) ?? fetchOnce(key);
  }

  return {
    /**
     * `admitMiss`: whether this request may start a new upstream request (the per-client limit); `reserve`:
     * upstream slots this request leaves to others (background work).
     */
    async read(
      key: string,
      { admitMiss = () => true, reserve = 0 }: { admitMiss?: () => boolean; reserve?: number } = {},
    ): Promise<CacheOutcome> {
      const entry = entries.usable(key);
      if (entry) {
        if (now() < entry.refreshAfter) return { state: entry.failed ? 'stale' : 'hit', entry };
        if (!entry.failed && now() - entry.fetchedAt > maxRevalidateMs) return refreshNow(key, entry);
        if (!inFlight.has(key) && upstreamActive < maxUpstream) fetchOnce(key).catch(() => undefined);
        return { state: entry.failed ? 'stale' : 'revalidating', entry };
      }
      const pending = inFlight.get(key);
      if (pending) return pending;
      if (!admitMiss()) return { state: 'limited' };
      if (upstreamActive >= maxUpstream - reserve) return { state: 'busy' };
      return fetchOnce(key);
    },
    invalidate,
    /** Resolves when an upstream request ends (a slot may be free: read again). */
    freeSlot: slotWaiters.wait,
    get size() {
      return entries.size();
    },
    get upstreamActive() {
      return upstreamActive;
    },
  };
}
