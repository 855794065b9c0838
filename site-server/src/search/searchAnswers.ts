// The search's answers: the index in use (or the wait for the first), /search.json with its per-client limit,
// and the render of /search, which reads its answer from the index instead of over HTTP.
import { createClientLimit } from '@gpa/content-catalog/client-limit';
import type { SearchAnswer, ServerContentFetch } from '@gpa/contracts';
import type { Request, RequestHandler } from 'express';
import * as z from 'zod/v4';
import { SEARCH_KEY, shareAtEdge } from '../edge/surrogateKeys';
import { MAX_TERM_LENGTH, type SiteSearchIndex } from './searchIndex';

export const SEARCH_PATH = '/search.json';

/** A build's figures (also what a cluster's builder sends the other workers with its build). */
export const searchIndexStatsSchema = z.object({
  pages: z.number(),
  documents: z.number(),
  entries: z.number(),
  /** Of the documents, how many PDFs gave text. */
  pdfTexts: z.number(),
  /** Every page, list and file answered (otherwise the next build tries again). */
  complete: z.boolean(),
  buildMs: z.number(),
  /** Per collection, the pages whose render read it. */
  readers: z.record(z.string(), z.array(z.string())),
});
export type SearchIndexStats = z.infer<typeof searchIndexStatsSchema>;

export class NotReady extends Error {}

/** One string of a query parameter (the first when repeated), or ''. */
const queryValue = (value: unknown): string =>
  typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : '';

/** The index in use with its build's figures, and the searches waiting for the first one (answered 503 after `waitMs`). */
export function indexHolder(waitMs: number) {
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
export function answerFrom(index: SiteSearchIndex, params: { q?: unknown; page?: unknown }): SearchAnswer {
  const entered = queryValue(params.q).trim();
  const page = Number(queryValue(params.page));
  const found = index.search(entered, Number.isInteger(page) && page >= 1 ? page : 1);
  return { ...found, shortened: entered.length > MAX_TERM_LENGTH };
}

export type Answer = (params: { q?: unknown; page?: unknown }) => Promise<SearchAnswer>;

/**
 * /search.json: the answer, 429 with Retry-After past the client's searches a minute, or 503 with Retry-After
 * while the first index is being built.
 */
export function searchHandler(
  answer: Answer,
  { searchesPerMinute, clientOf }: { searchesPerMinute: number; clientOf: (req: Request) => string },
): RequestHandler {
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
export const searchReads =
  (answer: Answer) =>
  (fetchContent: ServerContentFetch): ServerContentFetch =>
  async (url, signal) => {
    if (!url.startsWith(`${SEARCH_PATH}?`) && url !== SEARCH_PATH) return fetchContent(url, signal);
    return answer(Object.fromEntries(new URL(url, 'http://site').searchParams));
  };
