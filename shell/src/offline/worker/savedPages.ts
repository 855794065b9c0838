// The service worker's saved pages: what is stored, how a copy is served with its meta elements, the offline page.
import { REACHABILITY_URL } from '@gpa/shared-ui/network/probe';
import { SAVED_AT_META, SAVED_REASON_META, buildsKey, inlinedManifest, type SavedReason } from '../protocol';

// How a saved page is kept: its HTML as the server sent it, plus headers the worker reads later (when it
// was saved, its title for the offline page, and the builds it runs with when it was rendered on the server).
const SAVED_AT = 'x-saved-at';
const TITLE = 'x-saved-title';
const BUILDS = 'x-saved-builds';

export interface SavedPage {
  url: string;
  title: string;
  savedAt: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
/** A page title as text: the server's HTML escapes it. */
const titleText = (html: string) =>
  (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').replace(
    /&(amp|lt|gt|quot|#39);/g,
    (entity) => ENTITIES[entity] ?? entity,
  );

/** The body is stored decoded: the headers that described the network's encoding no longer apply. */
function storedHeaders(headers: Headers): Headers {
  const copy = new Headers(headers);
  for (const name of ['content-encoding', 'content-length', 'transfer-encoding']) copy.delete(name);
  return copy;
}

/** The copy of a page's answer to store, or null for what is not a page to keep (errors, non-HTML). */
export async function savedCopy(response: Response, now: Date): Promise<Response | null> {
  if (response.status !== 200 || !(response.headers.get('content-type') ?? '').includes('text/html'))
    return null;
  const html = await response.text();
  const headers = storedHeaders(response.headers);
  headers.set(SAVED_AT, now.toISOString());
  headers.set(TITLE, encodeURIComponent(titleText(html)));
  const manifest = inlinedManifest(html);
  if (manifest) headers.set(BUILDS, buildsKey(manifest));
  return new Response(html, { status: 200, statusText: 'OK', headers });
}

/**
 * Whether the server rendered the page (its content is in the HTML) rather than sending the client-rendered
 * fallback (an empty #root: over its time budget), which needs the network for its content.
 */
export const isServerRendered = (html: string): boolean => !/<div id="?root"?>\s*<\/div>/.test(html);

/** The builds a saved page runs (server-rendered pages only: a client-rendered one reads the live manifest). */
export const savedBuilds = (saved: Response): string | null => saved.headers.get(BUILDS);

/**
 * The script rule of the site's pages, added to whatever policy a stored page carries (a browser enforces
 * every policy it is given): the worker's caches are the origin's, so a stored "page" may have been written
 * by a script, with headers of its choosing. Served from the cache, it still runs no inline script.
 */
export const SAVED_PAGE_SCRIPT_POLICY = "script-src 'self'; object-src 'none'; base-uri 'self'";

/** A saved page as served: with the meta elements that tell the page it is a saved copy, since when and why. */
export async function servedCopy(saved: Response, reason: SavedReason): Promise<Response> {
  const savedAt = saved.headers.get(SAVED_AT);
  const html = await saved.text();
  const headers = new Headers(saved.headers);
  headers.append('Content-Security-Policy', SAVED_PAGE_SCRIPT_POLICY);
  const marker = `<meta name="${SAVED_AT_META}" content="${escapeHtml(savedAt ?? '')}"><meta name="${SAVED_REASON_META}" content="${reason}">`;
  const body = savedAt ? html.replace('</head>', `${marker}</head>`) : html;
  return new Response(body, { status: saved.status, statusText: saved.statusText, headers });
}

/** A saved page is fetched again after this long when the visitor is online (its content ages). */
export const RESAVE_AFTER_MS = 60 * 60 * 1000;

/** Whether to fetch a page again: not saved, saved at other builds than the live ones, or saved long ago. */
export function needsSaving(saved: Response | undefined, liveBuilds: string | undefined, now: Date): boolean {
  if (!saved) return true;
  const builds = savedBuilds(saved);
  if (builds && liveBuilds && builds !== liveBuilds) return true;
  const savedAtMs = Date.parse(saved.headers.get(SAVED_AT) ?? '');
  return Number.isNaN(savedAtMs) || now.getTime() - savedAtMs > RESAVE_AFTER_MS;
}

export const describeSaved = (url: string, saved: Response): SavedPage => ({
  url,
  title: decodeURIComponent(saved.headers.get(TITLE) ?? '') || new URL(url).pathname,
  savedAt: saved.headers.get(SAVED_AT) ?? '',
});

/**
 * The offline page's one script: it reloads the page once a request reaches the network (the same probe as
 * the pages', shared-ui's reachability: `navigator.onLine` may say online while every request fails), probing
 * at once, then 1, 2, 4... s apart (at most 15 s), and at once on 'online'. Shown again right after such a
 * reload (the page failed anyway), it reloads at most five times a minute, and never once the visitor has
 * followed one of its links.
 */
const RELOAD_WHEN_REACHABLE =
  "var k='gpa-offline-reloads',r=(sessionStorage.getItem(k)||'').split('@'),n=60000>Date.now()-Number(r[1])?Number(r[0])||0:0," +
  'wait=1000,timer,leaving=false;' +
  "function reload(){if(leaving||n>=5)return;sessionStorage.setItem(k,(n+1)+'@'+Date.now());location.reload()}" +
  "function probe(){clearTimeout(timer);var o={cache:'no-store'};if(AbortSignal.timeout)o.signal=AbortSignal.timeout(5000);" +
  `fetch('${REACHABILITY_URL}',o).then(reload,function(){timer=setTimeout(probe,wait);wait=Math.min(wait*2,15000)})}` +
  "addEventListener('beforeunload',function(){leaving=true});" +
  "addEventListener('online',probe);probe();";

/**
 * The offline page's policy: the pages' policy narrowed to what it holds (inline style, links, its one
 * script, allowed by its hash, and that script's probe), so that no other script runs in it, as in every HTML answer of the site
 * (site-server/src/security/securityHeaders.ts).
 */
async function offlinePagePolicy(): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(RELOAD_WHEN_REACHABLE)),
  );
  const hash = btoa(String.fromCharCode(...digest));
  return `default-src 'none'; script-src 'sha256-${hash}'; connect-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`;
}

/** The site's body font (shared-ui theme.font.body, which the worker's build does not import). */
export const OFFLINE_PAGE_FONT = "'Liberation Sans', Arial, Helvetica, sans-serif";

/**
 * The page shown for a page that was never saved, while offline: small, self-contained (one inline script,
 * no request), with links to the pages that open offline.
 */
export async function offlinePage(saved: SavedPage[]): Promise<Response> {
  const links = saved
    .sort((a, b) => a.url.localeCompare(b.url))
    .map(
      ({ url, title }) =>
        `<li><a href="${escapeHtml(new URL(url).pathname + new URL(url).search)}">${escapeHtml(title.replace(/ \| Guam Power Authority$/, ''))}</a></li>`,
    )
    .join('');
  // In the site's font (shared-ui theme.font.body; the page has no stylesheet of the site), and it reloads by
  // itself when the connection returns: the page asked for then comes from the network (inline, no file). Right
  // at reconnection the network may still fail: online but shown again, it tries a few more times, then waits
  // for the next 'online'. A visitor who has followed one of its links is not brought back by a reload.
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>You are offline | Guam Power Authority</title>
<style>body{font:1rem/1.5 ${OFFLINE_PAGE_FONT};margin:0;color:#1a1a1a}header{background:#003b6f;color:#fff;padding:1rem;font-weight:700}
main{max-width:40rem;margin:0 auto;padding:1rem}a{color:#003b6f}li{margin:.5rem 0}</style></head>
<body><header>Guam Power Authority</header><main><h1>You are offline</h1>
<p>This page has not been saved on this device. These pages were saved and open without a connection:</p>
<ul>${links}</ul>
<p>This page opens by itself once the connection returns.</p></main>
<script>${RELOAD_WHEN_REACHABLE}</script></body></html>`;
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': await offlinePagePolicy(),
  };
  return new Response(html, { status: 200, headers });
}

// Scripts and preloads named in a page's HTML (the build minifies it: quotes are optional).
const PRELOADED =
  /<(?:script[^>]+src|link[^>]+rel="?(?:preload|modulepreload|stylesheet)"?[^>]+href)=["']?([^"' >]+)/g;
// A text-only page's code: named, not preloaded (the browser loads it when the visitor needs it).
const PAGE_CODE = /<meta name="?page-code"? content="([^"]*)"/;

/** The files a page's HTML names: its scripts, preloads and (text-only pages) its code. */
export const namedFiles = (html: string): string[] => [
  ...[...html.matchAll(PRELOADED)].map((match) => match[1] ?? ''),
  ...(PAGE_CODE.exec(html)?.[1]?.split(' ').filter(Boolean) ?? []),
];
