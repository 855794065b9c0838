// The site search's answer (site-server/src/search/), as /search.json sends it and the shell's search page reads it.

/** What a result is: a page of this site, a document (a file of the content service), or another site. */
export type SearchKind = 'page' | 'document' | 'external';

export interface SnippetPiece {
  text: string;
  /** A word that matched the search (shown in <mark>). */
  mark?: boolean;
}

export interface SearchHit {
  kind: SearchKind;
  title: string;
  /** A path of this site, an /uploads file or an absolute URL. */
  link: string;
  /** Words of the text around the match, as plain text pieces. */
  snippet: SnippetPiece[];
}

export interface SearchAnswer {
  /** The term searched: trimmed, at most the search's length limit. */
  term: string;
  /** The entered term was longer than the limit and was cut. */
  shortened: boolean;
  /** The results of the page asked for (five a page). */
  data: SearchHit[];
  /** The page shown: the one asked for, within 1..pageCount. */
  page: number;
  pageCount: number;
  total: number;
  /** 1-based position of the first result shown (0 when there are none). */
  from: number;
  to: number;
}
