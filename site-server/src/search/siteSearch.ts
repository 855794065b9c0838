// The site search as a service of the site server: one index per process, built off the request path from
// the live site, rebuilt (debounced) when content or the manifest changes, the old index answering until the
// new one is ready; answered at /search.json?q=&page= and to the server render of /search.
import type { SearchAnswer, ServerContentFetch, SiteManifest } from '@gpa/contracts';
import type { RequestHandler } from 'express';
import { createSearchIndex, MAX_TERM_LENGTH, type SearchDocument, type SiteSearchIndex } from './searchIndex';
import { curatedEntries, documentFiles, linkablePages, pageDocument, pdfText, withCuratedEntries } from './searchSources';

export const SEARCH_PATH = '/search.json';

export interface SiteSearchOptions {
  currentManifest: () => SiteManifest | null;
  /** The server's content reads (the public surface's cache). */
  readContent: ServerContentFetch;
  /** A page of the live site as the server renders it for everyone; undefined when it is not a page. */
  renderHtml: (path: string) => Promise<string | undefined>;
  /** Where the content service's files are read (its /uploads). */
  contentUrl: string;
  /** Quiet time after a change before the rebuild starts (changes come in bursts when an editor publishes). */
  debounceMs?: number;
  /** How often the manifest is looked at for a release. */
  manifestPollMs?: number;
  /** How long a search waits for the first index before it is answered 503. */
  firstIndexWaitMs?: number;
  /** After each new index (the server drops its rendered search pages). */
  onIndexed?: (stats: SearchIndexStats) => void;
  log?: (line: string) => void;
}

export interface SearchIndexStats {
  pages: number;
  documents: number;
  entries: number;
  /** Of the documents, how many PDFs gave text. */
  pdfTexts: number;
  buildMs: number;
}

class NotReady extends Error {}

/** One string of a query parameter (the first when repeated), or ''. */
const queryValue = (value: unknown): string => (typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : '');

/** Lets the event loop answer requests between two pieces of the build. */
const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

export function createSiteSearch({
  currentManifest,
  readContent,
  renderHtml,
  contentUrl,
  debounceMs = 1500,
  manifestPollMs = 5000,
  firstIndexWaitMs = 20_000,
  onIndexed,
  log = console.warn,
}: SiteSearchOptions) {
  let index: SiteSearchIndex | undefined;
  let stats: SearchIndexStats | undefined;
  let indexedManifest: SiteManifest | null = null;
  let building = false;
  let buildAgain = false;
  let timer: NodeJS.Timeout | undefined;
  const controller = new AbortController();
  const waiting = new Set<() => void>();
  // A PDF's text by its address and size: a rebuild reads only the files it has not seen.
  const pdfTexts = new Map<string, string>();

  async function collect(manifest: SiteManifest): Promise<{ documents: SearchDocument[]; stats: Omit<SearchIndexStats, 'buildMs'> }> {
    const { signal } = controller;
    const pages: SearchDocument[] = [];
    for (const page of linkablePages(manifest)) {
      signal.throwIfAborted();
      const html = await renderHtml(page.path).catch(() => undefined);
      const document = pageDocument(page, html);
      if (document) pages.push(document);
      await yieldToRequests();
    }
    const entries = await curatedEntries(readContent, signal).catch(() => []);
    const files = await documentFiles(readContent, signal);
    const documents: SearchDocument[] = [];
    let withText = 0;
    for (const file of files) {
      let text = '';
      if (file.pdf) {
        const key = `${file.url} ${file.size ?? ''}`;
        text = pdfTexts.get(key) ?? (await pdfText(contentUrl, file, signal));
        pdfTexts.set(key, text);
        if (text) withText += 1;
        await yieldToRequests();
      }
      // What it is is searchable too ("pdf").
      documents.push({ kind: 'document', link: file.url, title: file.title, aliases: file.pdf ? 'PDF' : undefined, description: file.description, body: text });
    }
    return {
      documents: [...withCuratedEntries(pages, entries), ...documents],
      stats: { pages: pages.length, documents: documents.length, entries: entries.length, pdfTexts: withText },
    };
  }

  async function build() {
    if (building) {
      buildAgain = true;
      return;
    }
    const manifest = currentManifest();
    if (!manifest) return;
    building = true;
    const started = performance.now();
    try {
      const { documents, stats: counts } = await collect(manifest);
      index = createSearchIndex(documents);
      indexedManifest = manifest;
      stats = { ...counts, buildMs: Math.round(performance.now() - started) };
      waiting.forEach((wake) => wake());
      waiting.clear();
      onIndexed?.(stats);
    } catch (error) {
      if (!controller.signal.aborted) log(`search index not rebuilt (the previous one still answers): ${(error as Error).message}`);
    } finally {
      building = false;
      if (buildAgain && !controller.signal.aborted) {
        buildAgain = false;
        rebuildSoon();
      }
    }
  }

  /** A rebuild after the quiet time; the index in use answers until the new one is complete. */
  function rebuildSoon() {
    clearTimeout(timer);
    timer = setTimeout(() => void build(), debounceMs);
    timer.unref();
  }

  // A release (or an operator's edit of the manifest) changes the pages: index them anew.
  const manifestWatch = setInterval(() => {
    const manifest = currentManifest();
    if (manifest && manifest !== indexedManifest && !building) rebuildSoon();
  }, manifestPollMs);
  manifestWatch.unref();

  async function ready(): Promise<SiteSearchIndex> {
    if (index) return index;
    if (!building && !timer) void build();
    await new Promise<void>((resolve, reject) => {
      const wake = () => {
        clearTimeout(giveUp);
        resolve();
      };
      const giveUp = setTimeout(() => {
        waiting.delete(wake);
        reject(new NotReady('The search index is being built'));
      }, firstIndexWaitMs);
      waiting.add(wake);
    });
    return index!;
  }

  /** The answer for ?q= and &page= (a missing or invalid page is page 1). */
  async function answer(params: { q?: unknown; page?: unknown }): Promise<SearchAnswer> {
    const entered = queryValue(params.q).trim();
    const page = Number(queryValue(params.page));
    const found = (await ready()).search(entered, Number.isInteger(page) && page >= 1 ? page : 1);
    return { ...found, shortened: entered.length > MAX_TERM_LENGTH };
  }

  const handler: RequestHandler = async (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    try {
      res.json(await answer(req.query));
    } catch (error) {
      if (!(error instanceof NotReady)) throw error;
      res.status(503).set('Retry-After', '5').json({ error: { status: 503, message: error.message } });
    }
  };

  /** The server's content reads, with the search's own address answered from the index (the render of /search). */
  const withSearchReads =
    (fetchContent: ServerContentFetch): ServerContentFetch =>
    async (url, signal) => {
      if (!url.startsWith(`${SEARCH_PATH}?`) && url !== SEARCH_PATH) return fetchContent(url, signal);
      return answer(Object.fromEntries(new URL(url, 'http://site').searchParams));
    };

  return {
    handler,
    withSearchReads,
    rebuildSoon,
    /** Builds the first index now (at start, off any request). */
    start: () => void build(),
    /** The last build's figures and the index's size, or undefined before the first. */
    stats: () => stats && index && { ...stats, indexed: index.size, indexBytes: index.serializedBytes() },
    close() {
      controller.abort();
      clearTimeout(timer);
      clearInterval(manifestWatch);
    },
  };
}
