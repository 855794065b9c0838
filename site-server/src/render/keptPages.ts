// The pages the render cache keeps (renderCache.ts): each rendered once and its document compressed once
// for every visitor who gets it, keyed by its address and the live builds, with its surrogate keys.
import type {
  PageAddress,
  RenderResult,
  ServerContentFetch,
  ShellServerBuild,
  SiteManifest,
} from '@gpa/contracts';
import type { Request } from 'express';
import { keyOfRead, pageKeys } from '../edge/surrogateKeys';
import { encodeBody, type EncodedBody } from '../releases/encodings';
import { areaCodeHints, type ReadJson } from './areaPreloads';
import { composePage } from './document';
import type { Render, ServerBundles } from './render';
import type { createRenderCache, RenderOutcome } from './renderCache';

// Brotli's quality for a rendered page, compressed while its first visitor waits: as small as the
// on-the-fly compression it replaces (quality 4) or smaller, a few milliseconds for a page.
const PAGE_BROTLI_QUALITY = 5;

/** A render's result and, for a page, its document ready to send with its surrogate keys (edge/surrogateKeys.ts). */
export interface RenderedPage {
  result: RenderResult;
  document?: EncodedBody;
  keys?: string[];
}

/** A page's address and what the render cache did for it (kept, new, shared, limited, ...). */
export type PageReader = (
  req: Request,
  origin: string,
  manifest: SiteManifest,
) => Promise<{ address: PageAddress; outcome: RenderOutcome<RenderedPage> }>;

/** A number for each object it is given, the same for the same object (one per load, one per snapshot). */
function numbered<T extends object>(): (value: T) => number {
  const numbers = new WeakMap<T, number>();
  let seen = 0;
  return (value) => {
    const known = numbers.get(value);
    if (known !== undefined) return known;
    seen += 1;
    numbers.set(value, seen);
    return seen;
  };
}

/**
 * The key of a kept page: its address and the live builds (no cookie changes a page). Each load of the shell's server build gets a number: after a shell release no page the
 * old shell rendered is served again, not even while it is rendered anew (the browser would run the new shell
 * on it). So does each snapshot of the manifest: a kept page carries the manifest it was rendered with
 * (inlined), so any edit of it (a release, the kill switch, an operator setting) makes pages anew.
 */
function pageCacheKeys(): (address: PageAddress, manifest: SiteManifest, shell: ShellServerBuild) => string {
  const shellBuildOf = numbered<ShellServerBuild>();
  const manifestOf = numbered<SiteManifest>();
  return (address, manifest, shell) =>
    JSON.stringify([`${address.path}${address.search}`, shellBuildOf(shell), manifestOf(manifest)]);
}

// A page showing a failed content read is not kept: the next visitor gets a fresh try.
const worthKeeping = ({ result }: RenderedPage) =>
  !(result.kind === 'page' && result.queryState.queries.some((query) => query.state.status === 'error'));

/** Renders a page and composes its document, compressed once for every visitor who gets it. */
export function documentRenderer({
  siteDir,
  readJson,
  render,
  fetchContent,
  template,
}: {
  siteDir: string;
  readJson: ReadJson;
  render: Render;
  fetchContent: ServerContentFetch;
  template: () => string;
}): (url: string, manifest: SiteManifest) => Promise<RenderedPage> {
  return async (url, manifest) => {
    // What the render reads names the page at the edge: a change of it purges the page.
    const readKeys = new Set<string>();
    const readAndNote: ServerContentFetch = (readUrl, signal) => {
      const key = keyOfRead(readUrl);
      if (key) readKeys.add(key);
      return fetchContent(readUrl, signal);
    };
    const result = await render(url, manifest, readAndNote);
    if (result.kind !== 'page') return { result };
    const document = composePage(template(), {
      ...result,
      manifest,
      url,
      ...areaCodeHints(siteDir, readJson, manifest, result.area, result.routePath),
    });
    const rendered = { result, document: await encodeBody(document, { brotliQuality: PAGE_BROTLI_QUALITY }) };
    // A page showing a failed read is not kept at the edge either.
    if (!worthKeeping(rendered)) return rendered;
    return { ...rendered, keys: pageKeys(new URL(url).pathname, manifest, readKeys) };
  };
}

/** The render cache's outcome for a request, with the address the page depends on. */
export function cachedPageReader({
  bundles,
  pages,
  renderDocument,
  admitRender,
}: {
  bundles: ServerBundles;
  pages: ReturnType<typeof createRenderCache<RenderedPage>>;
  renderDocument: (url: string, manifest: SiteManifest) => Promise<RenderedPage>;
  /** Whether this request's client may start a new render (the per-client render limit). */
  admitRender: (req: Request) => boolean;
}): PageReader {
  const cacheKey = pageCacheKeys();
  return async (req, origin, manifest) => {
    const shell = bundles.shell();
    const address = shell.pageAddress(new URL(req.originalUrl, origin).href, manifest);
    const outcome = await pages.read(
      cacheKey(address, manifest, shell),
      () => renderDocument(`${origin}${address.path}${address.search}`, manifest),
      {
        admitRender: () => admitRender(req),
        keep: worthKeeping,
      },
    );
    return { address, outcome };
  };
}
