// The site search as a service of the site server: one index, built off the request path from the live site
// (by one worker of a cluster, which shares it: sharedBuild.ts), rebuilt (debounced) when content or the
// manifest changes, the old index answering until the new one is ready; answered at /search.json?q=&page=
// and to the server render of /search.
import { createClientLimit, limitSetting } from '@gpa/content-catalog/client-limit';
import type { SearchAnswer, ServerContentFetch, SiteManifest } from '@gpa/contracts';
import type { Request, RequestHandler } from 'express';
import { createSearchIndex, MAX_TERM_LENGTH, type SearchDocument, type SiteSearchIndex } from './searchIndex';
import { soleBuilder, type SearchShare } from './sharedBuild';
import { curatedEntries, documentFiles, linkablePages, pageDocument, pdfText, withCuratedEntries, type DocumentFile } from './searchSources';
import { withDefaults } from '../withDefaults';
import { SEARCH_KEY, shareAtEdge } from '../edge/surrogateKeys';

export const SEARCH_PATH = '/search.json';

export interface SiteSearchOptions {
  currentManifest: () => SiteManifest | null;
  /** The server's content reads (the public surface's cache). */
  readContent: ServerContentFetch;
  /** A page of the live site as the server renders it for everyone; undefined when it is not a page. */
  renderHtml: (path: string) => Promise<string | undefined>;
  /** Where the content service's files are read (its /uploads). */
  contentUrl: string;
  /** A PDF's text: '' when it has none, undefined when it could not be read now (unpdf over contentUrl by default). */
  readPdfText?: (file: DocumentFile, signal: AbortSignal) => Promise<string | undefined>;
  /** Quiet time after a change before the rebuild starts (changes come in bursts when an editor publishes). */
  debounceMs?: number;
  /** After a build that missed something, how long until the next try. */
  retryMs?: number;
  /** How often the manifest is looked at for a release. */
  manifestPollMs?: number;
  /** How long a search waits for the first index before it is answered 503. */
  firstIndexWaitMs?: number;
  /** Searches a client may ask a minute at /search.json (Infinity: no limit); the render of /search has the render limit. */
  searchesPerMinute?: number;
  /** The client a request counts for (the site's one rule: its address, or the one nginx forwards). */
  clientOf?: (req: Request) => string;
  /** After each new index (the server drops its rendered search pages). */
  onIndexed?: (stats: SearchIndexStats) => void;
  /** Who builds: this process (the default), or in a cluster the one worker appointed (sharedBuild.ts). */
  share?: SearchShare<SearchIndexStats>;
  log?: (line: string) => void;
}

export interface SearchIndexStats {
  pages: number;
  documents: number;
  entries: number;
  /** Of the documents, how many PDFs gave text. */
  pdfTexts: number;
  /** Every page, list and file answered (otherwise the next build tries again). */
  complete: boolean;
  buildMs: number;
}

class NotReady extends Error {}

/** One string of a query parameter (the first when repeated), or ''. */
const queryValue = (value: unknown): string => (typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : '');

/** Lets the event loop answer requests between two pieces of the build. */
const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

/** How long one content list or file may take to answer the build. */
const READ_TIMEOUT_MS = 15_000;

const pdfKey = (file: DocumentFile) => `${file.url} ${file.size ?? ''}`;

interface CollectSources {
  renderHtml: SiteSearchOptions['renderHtml'];
  readContent: ServerContentFetch;
  readPdfText: NonNullable<SiteSearchOptions['readPdfText']>;
  /** A PDF's text by its address and size, kept across builds: a rebuild reads only the files it has not read. */
  pdfTexts: Map<string, string>;
  isClosed: () => boolean;
  /** Called once the pages and the documents' titles are read, before their text (the very first index). */
  early: (documents: SearchDocument[]) => void;
}

interface Collected {
  documents: SearchDocument[];
  complete: boolean;
  stats: Omit<SearchIndexStats, 'buildMs' | 'complete'>;
}

/**
 * Everything the index holds, read from the live site. `complete` is false when a part could not be read
 * (a page that did not render, a list or a file that did not answer): the next build tries again.
 */
async function collectDocuments(
  manifest: SiteManifest,
  { renderHtml, readContent, readPdfText, pdfTexts, isClosed, early }: CollectSources,
): Promise<Collected> {
  let complete = true;
  const failed = <T>(fallback: T) => {
    complete = false;
    return fallback;
  };
  const readLimit = () => AbortSignal.timeout(READ_TIMEOUT_MS);
  const pages: SearchDocument[] = [];
  for (const page of linkablePages(manifest)) {
    if (isClosed()) throw new Error('closed');
    const document = pageDocument(page, await renderHtml(page.path).catch(() => failed(undefined)));
    if (document) pages.push(document);
    await yieldToRequests();
  }
  const entries = await curatedEntries(readContent, readLimit()).catch(() => failed([]));
  const { files, complete: listsRead } = await documentFiles(readContent, readLimit);
  if (!listsRead) failed(undefined);
  const fileDocument = (file: DocumentFile): SearchDocument => ({
    kind: 'document',
    link: file.url,
    title: file.title,
    // What it is is searchable too ("pdf").
    aliases: file.pdf ? 'PDF' : undefined,
    description: file.description,
    body: pdfTexts.get(pdfKey(file)),
  });
  const sitePages = withCuratedEntries(pages, entries);
  early([...sitePages, ...files.map(fileDocument)]);
  for (const file of files) {
    if (isClosed()) throw new Error('closed');
    if (!file.pdf || pdfTexts.has(pdfKey(file))) continue;
    const text = await readPdfText(file, readLimit());
    if (text === undefined) failed(undefined);
    else pdfTexts.set(pdfKey(file), text);
    await yieldToRequests();
  }
  return {
    documents: [...sitePages, ...files.map(fileDocument)],
    complete,
    stats: { pages: pages.length, documents: files.length, entries: entries.length, pdfTexts: files.filter((file) => pdfTexts.get(pdfKey(file))).length },
  };
}

/** The index in use with its build's figures, and the searches waiting for the first one (answered 503 after `waitMs`). */
function indexHolder(waitMs: number) {
  let index: SiteSearchIndex | undefined;
  let figures: SearchIndexStats | undefined;
  const waiting = new Set<() => void>();
  return {
    current: () => index,
    /** The last build's figures and the index's size, or undefined before the first. */
    stats: () => figures && index && { ...figures, indexed: index.size, indexBytes: index.serializedBytes() },
    /** A new index (an early one, without its documents' text, has no figures yet). */
    publish(next: SiteSearchIndex, stats?: SearchIndexStats) {
      index = next;
      if (stats) figures = stats;
      waiting.forEach((wake) => wake());
      waiting.clear();
    },
    async ready(): Promise<SiteSearchIndex> {
      if (index) return index;
      await new Promise<void>((resolve, reject) => {
        const wake = () => {
          clearTimeout(giveUp);
          resolve();
        };
        const giveUp = setTimeout(() => {
          waiting.delete(wake);
          reject(new NotReady('The search index is being built'));
        }, waitMs);
        waiting.add(wake);
      });
      return index!;
    },
  };
}

/** The answer for ?q= and &page= (a missing or invalid page is page 1). */
function answerFrom(index: SiteSearchIndex, params: { q?: unknown; page?: unknown }): SearchAnswer {
  const entered = queryValue(params.q).trim();
  const page = Number(queryValue(params.page));
  const found = index.search(entered, Number.isInteger(page) && page >= 1 ? page : 1);
  return { ...found, shortened: entered.length > MAX_TERM_LENGTH };
}

type Answer = (params: { q?: unknown; page?: unknown }) => Promise<SearchAnswer>;

/**
 * /search.json: the answer, 429 with Retry-After past the client's searches a minute, or 503 with Retry-After
 * while the first index is being built.
 */
function searchHandler(answer: Answer, { searchesPerMinute, clientOf }: Required<Pick<SiteSearchOptions, 'searchesPerMinute' | 'clientOf'>>): RequestHandler {
  const limit = createClientLimit({ perMinute: searchesPerMinute });
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    const verdict = limit.take(clientOf(req));
    if (!verdict.ok) {
      res
        .status(429)
        .set('Retry-After', String(verdict.retryAfterSeconds))
        .json({ error: { status: 429, message: 'Too many searches from this address; try again shortly' } });
      return;
    }
    try {
      const found = await answer(req.query);
      shareAtEdge(res, [SEARCH_KEY]);
      res.json(found);
    } catch (error) {
      if (!(error instanceof NotReady)) throw error;
      res
        .status(503)
        .set('Retry-After', '5')
        .json({ error: { status: 503, message: error.message } });
    }
  };
}

/** The server's content reads, with the search's own address answered from the index (the render of /search). */
const searchReads =
  (answer: Answer) =>
  (fetchContent: ServerContentFetch): ServerContentFetch =>
  async (url, signal) => {
    if (!url.startsWith(`${SEARCH_PATH}?`) && url !== SEARCH_PATH) return fetchContent(url, signal);
    return answer(Object.fromEntries(new URL(url, 'http://site').searchParams));
  };

// A visitor's instant results ask once a pause in their typing: 120 a minute is far more than anyone types.
export const SEARCH_DEFAULTS = {
  debounceMs: 1500,
  retryMs: 30_000,
  manifestPollMs: 5000,
  firstIndexWaitMs: 20_000,
  searchesPerMinute: 120,
  clientOf: (req: Request) => req.ip ?? 'unknown',
  log: console.warn,
};

/** SEARCH_LIMIT_PER_MINUTE: searches a client may ask a minute (`off`: no limit; unset: the default). */
export const searchLimitSetting = (env: NodeJS.ProcessEnv = process.env): number | undefined => limitSetting(env.SEARCH_LIMIT_PER_MINUTE, undefined);

/** One index built from the live site: its documents and the build's figures. */
async function buildIndex(
  manifest: SiteManifest,
  sources: CollectSources,
): Promise<{ index: SiteSearchIndex; documents: SearchDocument[]; stats: SearchIndexStats }> {
  const started = performance.now();
  const { documents, complete, stats } = await collectDocuments(manifest, sources);
  return { index: createSearchIndex(documents), documents, stats: { ...stats, complete, buildMs: Math.round(performance.now() - started) } };
}

/**
 * What each index built goes to: this process's (passed on to the other workers) or, in a cluster, the
 * builder's. `onIndexed` with every complete one.
 */
function indexUpdates(holder: ReturnType<typeof indexHolder>, share: SearchShare<SearchIndexStats>, onIndexed: SiteSearchOptions['onIndexed']) {
  const indexed = (index: SiteSearchIndex, stats: SearchIndexStats) => {
    holder.publish(index, stats);
    onIndexed?.(stats);
  };
  // The very first index answers with the documents' titles while their text is read.
  const first = (documents: SearchDocument[]) => holder.current() ?? holder.publish(createSearchIndex(documents));
  return {
    early: (documents: SearchDocument[]) => {
      if (holder.current()) return;
      first(documents);
      share.publish({ documents });
    },
    built({ index, documents, stats }: Awaited<ReturnType<typeof buildIndex>>) {
      indexed(index, stats);
      share.publish({ documents, stats });
    },
    /** Another worker's builds; appointed the builder, `build` at once. */
    join(build: () => void) {
      share.join({ appointed: build, received: ({ documents, stats }) => (stats ? indexed(createSearchIndex(documents), stats) : first(documents)) });
    },
  };
}

export function createSiteSearch(options: SiteSearchOptions) {
  const { currentManifest, readContent, renderHtml, contentUrl, onIndexed, share = soleBuilder<SearchIndexStats>() } = options;
  const { debounceMs, retryMs, manifestPollMs, firstIndexWaitMs, searchesPerMinute, clientOf, log } = withDefaults(SEARCH_DEFAULTS, options);
  const readPdfText = options.readPdfText ?? ((file, signal) => pdfText(contentUrl, file, signal));
  const holder = indexHolder(firstIndexWaitMs);
  const updates = indexUpdates(holder, share, onIndexed);
  let indexedManifest: SiteManifest | null = null;
  let building = false;
  let buildAgain = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const sources: CollectSources = {
    renderHtml,
    readContent,
    readPdfText,
    pdfTexts: new Map(),
    isClosed: () => closed,
    early: updates.early,
  };

  async function build() {
    if (!share.builds()) return;
    if (building) {
      buildAgain = true;
      return;
    }
    const manifest = currentManifest();
    if (!manifest) return;
    building = true;
    try {
      const built = await buildIndex(manifest, sources);
      updates.built(built);
      indexedManifest = manifest;
      if (!built.stats.complete) {
        log('search index built without some pages or documents (they did not answer): trying again soon');
        retryLater();
      }
    } catch (error) {
      if (!closed) log(`search index not rebuilt (the previous one still answers): ${(error as Error).message}`);
    } finally {
      building = false;
      if (buildAgain && !closed) {
        buildAgain = false;
        rebuildSoon();
      }
    }
  }

  function buildAfter(ms: number) {
    clearTimeout(timer);
    timer = setTimeout(() => void build(), ms);
    timer.unref();
  }
  const retryLater = () => buildAfter(retryMs);
  /** A rebuild after the quiet time; the index in use answers until the new one is complete. */
  const rebuildSoon = () => buildAfter(debounceMs);

  // A release (or an operator's edit of the manifest) changes the pages: index them anew.
  const manifestWatch = setInterval(() => {
    const manifest = currentManifest();
    if (share.builds() && manifest && manifest !== indexedManifest && !building) rebuildSoon();
  }, manifestPollMs);
  manifestWatch.unref();

  updates.join(() => void build());

  async function answer(params: { q?: unknown; page?: unknown }): Promise<SearchAnswer> {
    if (!holder.current() && !building && !timer) void build();
    return answerFrom(await holder.ready(), params);
  }

  return {
    handler: searchHandler(answer, { searchesPerMinute, clientOf }),
    withSearchReads: searchReads(answer),
    rebuildSoon,
    /** Builds the first index now (at start, off any request). */
    start: () => void build(),
    stats: holder.stats,
    close() {
      closed = true;
      clearTimeout(timer);
      clearInterval(manifestWatch);
    },
  };
}
