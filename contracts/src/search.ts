// The site search's answer (site-server/src/search/), as /search.json sends it and the shell's search page
// reads it: zod schemas (zod/mini), their types inferred from them.
import * as z from 'zod/v4-mini';

/** What a result is: a page of this site, a document (a file of the content service), or another site. */
export const searchKindSchema = z.enum(['page', 'document', 'external']);
export type SearchKind = z.infer<typeof searchKindSchema>;

export const snippetPieceSchema = z.object({
  text: z.string(),
  /** A word that matched the search (shown in <mark>). */
  mark: z.optional(z.boolean()),
});
export type SnippetPiece = z.infer<typeof snippetPieceSchema>;

export const searchHitSchema = z.object({
  kind: searchKindSchema,
  title: z.string(),
  /** A path of this site, an /uploads file or an absolute URL. */
  link: z.string(),
  /** Words of the text around the match, as plain text pieces. */
  snippet: z.array(snippetPieceSchema),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchAnswerSchema = z.object({
  /** The term searched: trimmed, at most the search's length limit. */
  term: z.string(),
  /** The entered term was longer than the limit and was cut. */
  shortened: z.boolean(),
  /** The results of the page asked for (five a page). */
  data: z.array(searchHitSchema),
  /** The page shown: the one asked for, within 1..pageCount. */
  page: z.number(),
  pageCount: z.number(),
  total: z.number(),
  /** 1-based position of the first result shown (0 when there are none). */
  from: z.number(),
  to: z.number(),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
