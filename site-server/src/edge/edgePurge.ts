// The purges the site sends to its edge caches (EDGE_PURGE_URLS, comma-separated; off when unset): a soft
// purge of exactly the surrogate keys a change makes stale (surrogateKeys.ts), as `PURGE <url>` with the keys
// in an `xkey` header, which deploy/varnish/site.vcl answers with xkey.softpurge (stale copies are kept for
// when the origin fails). A purge that fails is logged, never thrown: the edge's expiry bounds it.

// A render that started before the change and finished after the first purge may have reached the edge
// with the old content (a request joins a render in progress): the same keys are purged once more this much
// later, still within the second the site promises.
export const REPEAT_PURGE_MS = 400;
const PURGE_TIMEOUT_MS = 2000;

export type Purge = (keys: string[]) => void;

/** The edges' purge addresses from EDGE_PURGE_URLS (empty when unset); a malformed one is refused at start. */
export function edgePurgeUrls(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.EDGE_PURGE_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
    .map((url) => new URL(url).href);
}

export function createEdgePurge({
  urls = edgePurgeUrls(),
  send = (url: string, keys: string) =>
    fetch(url, { method: 'PURGE', headers: { xkey: keys }, signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) }),
  log = console.warn,
  repeatMs = REPEAT_PURGE_MS,
}: {
  urls?: string[];
  send?: (url: string, keys: string) => Promise<{ ok: boolean; status: number }>;
  log?: (line: string) => void;
  repeatMs?: number;
} = {}): Purge {
  const sendAll = (keys: string) => {
    for (const url of urls) {
      send(url, keys).then(
        (answer) => {
          if (!answer.ok) log(`edge purge of "${keys}" at ${url} answered ${answer.status}`);
        },
        (error: unknown) =>
          log(
            `edge purge of "${keys}" at ${url} failed: ${(error as Error | undefined)?.message ?? String(error)}`,
          ),
      );
    }
  };
  return (keys) => {
    if (urls.length === 0 || keys.length === 0) return;
    const joined = [...new Set(keys)].join(' ');
    sendAll(joined);
    setTimeout(() => sendAll(joined), repeatMs).unref();
  };
}
