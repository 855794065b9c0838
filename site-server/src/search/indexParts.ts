// What the search index is made of, kept by the process that builds it: each page's document with the
// collections its render read, the curated entries and each collection's files. A full build reads all of it
// from the live site; a change notice reads again only what the changed collections touch: the pages whose
// render read one of them (once each), a changed collection's files and the text of its new PDFs.
import type { ServerContentFetch, SiteManifest } from '@gpa/contracts';
import type { SearchDocument } from './searchIndex';
import {
  collectionFiles,
  curatedEntries,
  distinctFiles,
  documentCollections,
  linkablePages,
  pageDocument,
  SEARCH_ENTRIES,
  withCuratedEntries,
  type CuratedEntry,
  type DocumentCollection,
  type DocumentFile,
  type LinkablePage,
} from './searchSources';

/** How long one content list or file may take to answer the build. */
const READ_TIMEOUT_MS = 15_000;
const readLimit = () => AbortSignal.timeout(READ_TIMEOUT_MS);
/** Lets the event loop answer requests between two pieces of the build. */
const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));
const pdfKey = (file: DocumentFile) => `${file.url} ${file.size ?? ''}`;
const collectionOf = (url: string) => /^\/api\/([^/?]+)/.exec(url)?.[1];

export interface PartSources {
  /** A page as the server renders it for everyone (undefined: not a page); `onRead` hears each content address it reads. */
  renderHtml: (path: string, onRead: (url: string) => void) => Promise<string | undefined>;
  readContent: ServerContentFetch;
  /** A PDF's text: '' when it has none, undefined when it could not be read now. */
  readPdfText: (file: DocumentFile, signal: AbortSignal) => Promise<string | undefined>;
  /** A PDF's text by its address and size, kept across builds: a build reads only the files it has not read. */
  pdfTexts: Map<string, string>;
  isClosed: () => boolean;
  /** Called once the pages and the documents' titles are read, before their text (the very first index). */
  early: (documents: SearchDocument[]) => void;
}

export interface IndexParts {
  manifest: SiteManifest;
  /** Each rendered page: its document (none when it is not a page) and the collections its render read. */
  pages: ReadonlyMap<string, { document?: SearchDocument; reads: ReadonlySet<string> }>;
  entries: CuratedEntry[];
  /** Each document collection's files. */
  files: ReadonlyMap<string, DocumentFile[]>;
}

export interface Collected {
  parts: IndexParts;
  documents: SearchDocument[];
  /** Every page, list and file answered (otherwise the next full build tries again). */
  complete: boolean;
  stats: {
    pages: number;
    documents: number;
    entries: number;
    pdfTexts: number;
    readers: Record<string, string[]>;
  };
}

/** Renders these pages one after the other; a page that failed is left out (an update renders it again). */
async function renderPages(pages: LinkablePage[], sources: PartSources) {
  const rendered = new Map<string, { document?: SearchDocument; reads: ReadonlySet<string> }>();
  let ok = true;
  for (const page of pages) {
    if (sources.isClosed()) throw new Error('closed');
    const reads = new Set<string>();
    const heard = (url: string) => {
      const collection = collectionOf(url);
      if (collection) reads.add(collection);
    };
    await sources.renderHtml(page.path, heard).then(
      (html) => void rendered.set(page.path, { document: pageDocument(page, html), reads }),
      () => (ok = false),
    );
    await yieldToRequests();
  }
  return { rendered, ok };
}

/** `previous` with the files of these collections read again (one that does not answer keeps its old files). */
async function readFiles(
  collections: DocumentCollection[],
  readContent: ServerContentFetch,
  previous: ReadonlyMap<string, DocumentFile[]> = new Map(),
) {
  const files = new Map(previous);
  let ok = true;
  for (const collection of collections) {
    await collectionFiles(readContent, collection, readLimit()).then(
      (found) => void files.set(collection.plural, found),
      () => (ok = false),
    );
  }
  return { files, ok };
}

/** The text of the PDFs not read yet; false when one could not be read now. */
async function readPdfTexts(files: DocumentFile[], sources: PartSources): Promise<boolean> {
  let ok = true;
  for (const file of files) {
    if (sources.isClosed()) throw new Error('closed');
    if (!file.pdf || sources.pdfTexts.has(pdfKey(file))) continue;
    const text = await sources.readPdfText(file, readLimit());
    if (text === undefined) ok = false;
    else sources.pdfTexts.set(pdfKey(file), text);
    await yieldToRequests();
  }
  return ok;
}

/** The files of every collection, in the catalog's order, once per address. */
const allFiles = (parts: Pick<IndexParts, 'files'>) =>
  distinctFiles(documentCollections.map(({ plural }) => parts.files.get(plural) ?? []));

/** Which pages read each collection, as their renders did (what the routes' declared reads are checked against). */
export function readersOf(parts: IndexParts): Record<string, string[]> {
  const readers: Record<string, string[]> = {};
  for (const [path, { reads }] of parts.pages)
    for (const collection of reads) (readers[collection] ??= []).push(path);
  return readers;
}

/** The index's documents from its parts, with the PDF texts read so far. */
function documentsOf(
  parts: IndexParts,
  pdfTexts: ReadonlyMap<string, string>,
): Pick<Collected, 'documents' | 'stats'> {
  const pages = [...parts.pages.values()].flatMap(({ document }) => (document ? [document] : []));
  const files = allFiles(parts);
  const fileDocument = (file: DocumentFile): SearchDocument => ({
    kind: 'document',
    link: file.url,
    title: file.title,
    // What it is is searchable too ("pdf").
    aliases: file.pdf ? 'PDF' : undefined,
    description: file.description,
    body: pdfTexts.get(pdfKey(file)),
  });
  return {
    documents: [...withCuratedEntries(pages, parts.entries), ...files.map(fileDocument)],
    stats: {
      pages: pages.length,
      documents: files.length,
      entries: parts.entries.length,
      pdfTexts: files.filter((file) => pdfTexts.get(pdfKey(file))).length,
      readers: readersOf(parts),
    },
  };
}

/** Everything the index holds, read from the live site. */
export async function collectAll(manifest: SiteManifest, sources: PartSources): Promise<Collected> {
  const pages = await renderPages(linkablePages(manifest), sources);
  let entriesRead = true;
  const entries = await curatedEntries(sources.readContent, readLimit()).catch(
    () => ((entriesRead = false), []),
  );
  const files = await readFiles(documentCollections, sources.readContent);
  const parts = { manifest, pages: pages.rendered, entries, files: files.files };
  sources.early(documentsOf(parts, sources.pdfTexts).documents);
  const textsRead = await readPdfTexts(allFiles(parts), sources);
  return {
    parts,
    ...documentsOf(parts, sources.pdfTexts),
    complete: pages.ok && entriesRead && files.ok && textsRead,
  };
}

/**
 * The pages a change of these collections may change: those whose render read one of them, and those not
 * rendered yet. A collection every page reads is the layout's (the notice banner, outside the indexed main
 * landmark): its change re-renders no page.
 */
export function pagesReading(parts: IndexParts, changed: ReadonlySet<string>): LinkablePage[] {
  const reads = [...parts.pages.values()].map((page) => page.reads);
  const everyPageReads = (collection: string) =>
    reads.length > 1 && reads.every((read) => read.has(collection));
  const relevant = [...changed].filter((collection) => !everyPageReads(collection));
  return linkablePages(parts.manifest).filter((page) => {
    const known = parts.pages.get(page.path);
    return !known || relevant.some((collection) => known.reads.has(collection));
  });
}

/** The parts after a change of these collections: only what they touch is read again. */
export async function collectChanged(
  parts: IndexParts,
  changed: ReadonlySet<string>,
  sources: PartSources,
): Promise<Collected & { rendered: number }> {
  const touched = pagesReading(parts, changed);
  const pages = await renderPages(touched, sources);
  let entriesRead = true;
  const entries = changed.has(SEARCH_ENTRIES)
    ? await curatedEntries(sources.readContent, readLimit()).catch(
        () => ((entriesRead = false), parts.entries),
      )
    : parts.entries;
  const files = await readFiles(
    documentCollections.filter(({ plural }) => changed.has(plural)),
    sources.readContent,
    parts.files,
  );
  const next = {
    manifest: parts.manifest,
    pages: new Map([...parts.pages, ...pages.rendered]),
    entries,
    files: files.files,
  };
  const textsRead = await readPdfTexts(allFiles(next), sources);
  return {
    parts: next,
    ...documentsOf(next, sources.pdfTexts),
    complete: pages.ok && entriesRead && files.ok && textsRead,
    rendered: touched.length,
  };
}
