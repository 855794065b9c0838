// The site's search index (MiniSearch, in process): every page's text, every document, the curated entries.
// Ranked by BM25 with title above headings above body; stemmed, typo-tolerant, prefixes, quoted phrases.
import type { SearchAnswer, SearchHit, SearchKind, SnippetPiece } from '@gpa/contracts';
import MiniSearch, { type SearchResult as MiniSearchResult } from 'minisearch';
import { processTerm, terms, withoutBoilerplate, words } from './searchText';
import { linksMatchingTerm } from './termPattern';

/** One thing the search can find. */
export interface SearchDocument {
  /** Where it opens: a path of this site, an /uploads file or an absolute URL (also its id in the index). */
  link: string;
  kind: SearchKind;
  title: string;
  /** Words that name it besides its title (the curated entries' titles pointing at it). */
  aliases?: string;
  /** What an editor wrote about it, shown under its title. */
  description?: string;
  headings?: string;
  body?: string;
}

/** Longer terms are cut: nobody types more, and it bounds the work of a query. */
export const MAX_TERM_LENGTH = 100;
export const RESULTS_PER_PAGE = 5;
/** A query's first this-many words are searched (each one costs a walk of the index for its typos). */
const MAX_QUERY_WORDS = 8;
/** What of a text is indexed: a document's first pages say what it is about. */
const MAX_INDEXED_CHARACTERS = 60_000;
/** Words of text a snippet shows, around the first match. */
const SNIPPET_WORDS = 28;
/** How many of the best results are looked at for the query's words side by side, and what that is worth. */
const PHRASE_CHECKED_RESULTS = 50;
const PHRASE_BOOST = 2;
/** A query that names a kind of result ("pdf", "documents") lists that kind first. */
const KIND_WORDS: Record<string, SearchKind> = { pdf: 'document', document: 'document' };

const FIELD_BOOSTS = { title: 4, aliases: 3, headings: 2, description: 1.5, body: 1 };

/** These results first, each part in its order (a stable partition). */
const first = <T>(results: T[], wanted: (result: T) => boolean): T[] => [
  ...results.filter(wanted),
  ...results.filter((result) => !wanted(result)),
];

/** Typos allowed: none in short words (too many other words are one letter away), one in five-letter ones, then two. */
const typosAllowed = (term: string) => (term.length < 5 ? false : term.length < 7 ? 1 : 2);

/** The quoted phrases of a query ("net metering"), as their terms. */
function quotedPhrases(query: string): string[][] {
  return [...query.matchAll(/"([^"]+)"/g)]
    .map((match) => terms(match[1] ?? ''))
    .filter((phrase) => phrase.length > 1);
}

/** Whether these terms appear one after the other in the text. */
function containsPhrase(textTerms: string[], phrase: string[]): boolean {
  for (let start = 0; start + phrase.length <= textTerms.length; start++) {
    if (phrase.every((term, offset) => textTerms[start + offset] === term)) return true;
  }
  return false;
}

/**
 * The words around the first of these terms (or the phrase) in the text, as pieces of plain text, the matched words marked
 * (the page renders each as text, a marked one in <mark>: nothing of the text is ever markup).
 */
export function snippetOf(
  text: string,
  matched: Set<string>,
  phrase: string[] = [],
  aroundMatch = true,
): SnippetPiece[] {
  const all = words(text.slice(0, MAX_INDEXED_CHARACTERS));
  const allTerms = all.map((word) => processTerm(word) ?? '');
  // Where the words asked for stand together, if they do; else the first matched word.
  const termPositions = allTerms.flatMap((term, position) => (term ? [position] : [])); // stop words are no terms
  const phraseAt =
    phrase.length > 1
      ? termPositions.findIndex((_, k) =>
          phrase.every((term, offset) => allTerms[termPositions[k + offset] ?? -1] === term),
        )
      : -1;
  const together = phraseAt === -1 ? -1 : (termPositions[phraseAt] ?? -1);
  const first = together !== -1 ? together : allTerms.findIndex((term) => matched.has(term));
  const start = aroundMatch ? Math.max(0, (first === -1 ? 0 : first) - Math.floor(SNIPPET_WORDS / 3)) : 0;
  const pieces: SnippetPiece[] = [];
  const add = (text: string, mark: boolean) => {
    const last = pieces.at(-1);
    if (last && !last.mark && !mark) last.text += text;
    else pieces.push(mark ? { text, mark } : { text });
  };
  if (start > 0) add('… ', false);
  all.slice(start, start + SNIPPET_WORDS).forEach((word, position) => {
    if (position > 0) add(' ', false);
    add(word, matched.has(allTerms[start + position] ?? ''));
  });
  if (start + SNIPPET_WORDS < all.length) add(' …', false);
  return pieces;
}

export interface SiteSearchIndex {
  search(term: string, page: number): Omit<SearchAnswer, 'shortened'>;
  /**
   * Brings the index to these documents in place: only those added, changed or gone are indexed again (a
   * change notice's update costs its few documents, not the whole index). Returns how many were.
   */
  update(documents: SearchDocument[]): number;
  /** How many things it holds. */
  readonly size: number;
  /** The index's size as JSON (what it would take to ship or store it). */
  serializedBytes(): number;
}

/** The documents as indexed: one per link (later duplicates are left out), their text cut at the indexed length. */
function indexedDocuments(documents: SearchDocument[]): SearchDocument[] {
  const byLink = new Map<string, SearchDocument>();
  for (const document of documents) if (!byLink.has(document.link)) byLink.set(document.link, document);
  return [...byLink.values()].map((document) => ({
    ...document,
    body: withoutBoilerplate(document.body ?? '').slice(0, MAX_INDEXED_CHARACTERS),
  }));
}

const INDEXED_FIELDS = ['kind', 'title', 'aliases', 'headings', 'description', 'body'] as const;
const sameDocument = (current: SearchDocument | undefined, next: SearchDocument) =>
  !!current && INDEXED_FIELDS.every((field) => current[field] === next[field]);

/** Each text field's terms, for phrases (worked out once per document, not per query). */
const termsOf = (document: SearchDocument) =>
  [document.title, document.aliases, document.headings, document.description, document.body].map((text) =>
    terms(text ?? ''),
  );

/** Two snippets one after the other, an ellipsis between them. */
const followedBy = (first: SnippetPiece[], then: SnippetPiece[]): SnippetPiece[] =>
  first.length === 0 || then.length === 0
    ? [...first, ...then]
    : [...first, { text: then[0]?.text.startsWith('…') ? ' ' : ' … ' }, ...then];

/**
 * A result as the search page lists it: its kind, title and link, and its text: its description from the
 * start, then, when a word matched stands elsewhere, the words around it in its text.
 */
function hitOf(state: Omit<IndexState, 'index'>, result: MiniSearchResult, phrase: string[]): SearchHit {
  const document = state.texts.get(String(result.id))!;
  const matched = new Set(result.terms);
  // The terms of its title, curated titles and description, worked out as it was indexed (termsOf).
  const [title = [], aliases = [], , description = []] = state.fieldTerms.get(document.link) ?? [];
  const named = new Set([...title, ...aliases, ...description]);
  const matchedElsewhere = result.terms.some((term) => !named.has(term));
  const described = document.description ? snippetOf(document.description, matched, [], false) : [];
  const around =
    !document.description || (matchedElsewhere && document.body)
      ? snippetOf(document.body || document.title, matched, phrase)
      : [];
  return {
    kind: document.kind,
    title: document.title,
    link: document.link,
    snippet: followedBy(described, around),
  };
}

/** The index, its documents by link and their fields' terms, kept in step. */
interface IndexState {
  index: MiniSearch<SearchDocument>;
  texts: Map<string, SearchDocument>;
  fieldTerms: Map<string, ReturnType<typeof termsOf>>;
}

/** Brings the index to these documents in place (SiteSearchIndex.update); returns how many were indexed. */
function updateIndex({ index, texts, fieldTerms }: IndexState, next: SearchDocument[]): number {
  const wanted = new Map(indexedDocuments(next).map((document) => [document.link, document]));
  const gone = [...texts.keys()].filter((link) => !wanted.has(link));
  const changed = [...wanted.values()].filter(
    (document) => !sameDocument(texts.get(document.link), document),
  );
  // remove(), given the document as it was indexed, takes its terms out at once. discard() would leave them
  // to MiniSearch's background vacuum, which an add or discard during its walk of the index breaks
  // ("Cannot read properties of undefined (reading 'keys')" in TreeIterator, an uncaught error).
  for (const link of [
    ...gone,
    ...changed.filter((document) => texts.has(document.link)).map((document) => document.link),
  ]) {
    const indexed = texts.get(link);
    if (indexed) index.remove(indexed);
    texts.delete(link);
    fieldTerms.delete(link);
  }
  for (const document of changed) {
    index.add(document);
    texts.set(document.link, document);
    fieldTerms.set(document.link, termsOf(document));
  }
  return gone.length + changed.length;
}

/**
 * After the index's results, the entries it did not find whose title or description the term matches as a
 * pattern ("nerg" is in Energy): no word of the query names them.
 */
function withPatternMatches(
  term: string,
  found: MiniSearchResult[],
  texts: Map<string, SearchDocument>,
): MiniSearchResult[] {
  const foundLinks = new Set(found.map((result) => String(result.id)));
  const unfound = [...texts.values()].filter((document) => !foundLinks.has(document.link));
  const matched = linksMatchingTerm(term, unfound);
  return [...found, ...matched.map((link) => ({ id: link, score: 0, terms: [], queryTerms: [], match: {} }))];
}

/** Builds the index over these documents (a link is one result: later duplicates are left out). */
export function createSearchIndex(documents: SearchDocument[]): SiteSearchIndex {
  const clipped = indexedDocuments(documents);
  const index = new MiniSearch<SearchDocument>({
    idField: 'link',
    fields: ['title', 'aliases', 'headings', 'description', 'body'],
    tokenize: words,
    processTerm,
    searchOptions: {
      boost: FIELD_BOOSTS,
      fuzzy: typosAllowed,
      prefix: (term) => term.length >= 3,
      combineWith: 'OR',
    },
  });
  index.addAll(clipped);
  const texts = new Map(clipped.map((document) => [document.link, document]));
  // Each document's fields as terms, for phrases (worked out once here, not per query).
  const fieldTerms = new Map(clipped.map((document) => [document.link, termsOf(document)]));
  /** Whether the phrase stands in one of the document's fields (the first `fields` of title, aliases, headings, description, body). */
  const hasPhrase = (link: string, phrase: string[], fields = 5) =>
    (fieldTerms.get(link) ?? []).slice(0, fields).some((field) => containsPhrase(field, phrase));

  /**
   * Results for the term, best first. A quoted phrase must appear as written; among the best results, those
   * where the words of a query of several words appear together rank higher.
   */
  function ranked(term: string): MiniSearchResult[] {
    const query = words(term).slice(0, MAX_QUERY_WORDS).join(' ');
    if (!query) return [];
    const phrases = quotedPhrases(term);
    const queryTerms = terms(query);
    const results = index
      .search(query, phrases.length ? { combineWith: 'AND' } : {})
      .filter((result) => phrases.every((phrase) => hasPhrase(String(result.id), phrase)));
    const best = results
      .slice(0, PHRASE_CHECKED_RESULTS)
      .map((result) =>
        queryTerms.length > 1 && hasPhrase(String(result.id), queryTerms)
          ? { ...result, score: result.score * PHRASE_BOOST }
          : result,
      );
    const byScore = [...best.sort((a, b) => b.score - a.score), ...results.slice(PHRASE_CHECKED_RESULTS)];
    const kindOf = (result: MiniSearchResult) => texts.get(String(result.id))?.kind ?? 'page';
    // A page that has the word asked, as written (not a longer word it starts, nor a typo), answers before a
    // document that does: a document's pages of text match more often. Words asked together must stand together
    // in its title, curated titles or headings (a page that only mentions them in passing does not answer).
    const answers = (result: MiniSearchResult) =>
      kindOf(result) !== 'document' &&
      queryTerms.every((queryTerm) => result.terms.includes(queryTerm)) &&
      (queryTerms.length === 1 || hasPhrase(String(result.id), queryTerms, 3));
    const pagesFirst = first(byScore, answers);
    const namedKinds = new Set(queryTerms.flatMap((queryTerm) => KIND_WORDS[queryTerm] ?? []));
    const found =
      namedKinds.size === 0 ? pagesFirst : first(pagesFirst, (result) => namedKinds.has(kindOf(result)));
    return withPatternMatches(term, found, texts);
  }

  return {
    get size() {
      return index.documentCount;
    },
    update: (next) => updateIndex({ index, texts, fieldTerms }, next),
    serializedBytes: () => Buffer.byteLength(JSON.stringify(index)),
    search(entered, requestedPage) {
      const term = entered.trim().slice(0, MAX_TERM_LENGTH).trim();
      const results = term ? ranked(term) : [];
      const pageCount = Math.max(1, Math.ceil(results.length / RESULTS_PER_PAGE));
      const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), pageCount);
      const start = (page - 1) * RESULTS_PER_PAGE;
      const phrase = quotedPhrases(term)[0] ?? terms(words(term).slice(0, MAX_QUERY_WORDS).join(' '));
      const data = results
        .slice(start, start + RESULTS_PER_PAGE)
        .map((result) => hitOf({ texts, fieldTerms }, result, phrase));
      return {
        term,
        data,
        page,
        pageCount,
        total: results.length,
        from: data.length ? start + 1 : 0,
        to: start + data.length,
      };
    },
  };
}
