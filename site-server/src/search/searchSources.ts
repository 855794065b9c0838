// What the search index is built from: the live manifest's pages as the server renders them, every document
// of the content service (its title and its PDF text) and the curated search entries.
import type { ServerContentFetch, SiteManifest } from '@gpa/contracts';
import catalog from '@gpa/content-catalog';
import type { SearchDocument } from './searchIndex';
import { pageText } from './searchText';

/** The site server's own content reads (the public surface's cache), whatever the manifest's apiUrl. */
const API = '/api';
const LIST_SIZE = 1000;
/** A bigger file is indexed by its title only (the text of a huge scan is not worth the memory). */
export const MAX_PDF_BYTES = 15 * 1024 * 1024;
const FILE_TIMEOUT_MS = 15_000;
/** The fields that name a document, first found wins (the catalog's shapes differ by collection). */
const NAME_FIELDS = ['Title', 'AnchorText', 'Anchor', 'Topic', 'Description', 'DescriptionTitle', 'Bid', 'title', 'name'];

interface MediaFile {
  url?: string;
  name?: string;
  mime?: string;
  size?: number;
}
type Item = { attributes?: Record<string, unknown> };

/** Every linkable page the live areas publish, with its title (patterns such as /news/:id are not pages). */
export function linkablePages(manifest: SiteManifest): { path: string; title: string }[] {
  const routes = Object.values(manifest.areas).flatMap((entry) => entry.routes ?? []);
  const seen = new Set<string>();
  return routes.filter(({ path }) => !path.includes(':') && !path.includes('*') && !seen.has(path) && seen.add(path)).map(({ path, title }) => ({ path, title }));
}

/** Collections that hold files visitors open: each one's media fields that accept files. */
export const documentCollections = catalog
  .filter((collection) => collection.access === 'read')
  .map((collection) => ({
    plural: collection.plural,
    media: Object.entries(collection.fields)
      .filter(([, field]) => field.type === 'media' && (field.allowedTypes as string[] | undefined)?.includes('files'))
      .map(([name]) => name),
  }))
  .filter((collection) => collection.media.length > 0);

/** The files of one media field (single or multiple) in Strapi's v4 shape. */
function filesOf(value: unknown): MediaFile[] {
  const data = (value as { data?: unknown } | null | undefined)?.data;
  const entries = Array.isArray(data) ? data : data ? [data] : [];
  return entries.flatMap((entry) => ((entry as Item).attributes ? [(entry as Item).attributes as MediaFile] : []));
}

const isPdf = (file: MediaFile) => file.mime === 'application/pdf' || /\.pdf$/i.test(file.url ?? '');

export interface DocumentFile {
  title: string;
  description?: string;
  url: string;
  size?: number;
  pdf: boolean;
}

/** Every file the content service publishes, once per address, named by the entry that links it. */
export async function documentFiles(readContent: ServerContentFetch, signal: AbortSignal): Promise<DocumentFile[]> {
  const found = new Map<string, DocumentFile>();
  for (const { plural, media } of documentCollections) {
    const populate = media.map((field, index) => `populate[${index}]=${field}`).join('&');
    let items: Item[];
    try {
      items = ((await readContent(`${API}/${plural}?${populate}&pagination[pageSize]=${LIST_SIZE}`, signal)).data ?? []) as Item[];
    } catch {
      continue; // a list that cannot be read now is indexed at the next rebuild
    }
    for (const { attributes = {} } of items) {
      const name = NAME_FIELDS.map((field) => attributes[field]).find((value): value is string => typeof value === 'string' && value.trim() !== '');
      const description = typeof attributes.Description === 'string' && attributes.Description !== name ? attributes.Description : undefined;
      for (const file of media.flatMap((field) => filesOf(attributes[field]))) {
        if (!file.url || found.has(file.url)) continue;
        found.set(file.url, { title: (name ?? file.name ?? file.url).trim(), description, url: file.url, size: file.size, pdf: isPdf(file) });
      }
    }
  }
  return [...found.values()];
}

/** The curated search entries (search-results): a title, a description and a link each. */
export async function curatedEntries(readContent: ServerContentFetch, signal: AbortSignal): Promise<{ title: string; description?: string; link: string }[]> {
  const items = ((await readContent(`${API}/search-results?pagination[pageSize]=${LIST_SIZE}`, signal)).data ?? []) as Item[];
  return items.flatMap(({ attributes = {} }) => {
    const { Title, Description, Link } = attributes as { Title?: string | null; Description?: string | null; Link?: string | null };
    return Title && Link ? [{ title: Title, description: Description ?? undefined, link: Link }] : [];
  });
}

/**
 * The PDF's text (unpdf: PDF.js, maintained), or '' when it cannot be read. Files come from the content
 * service's /uploads only, within a size and a time bound.
 */
export async function pdfText(contentUrl: string, file: DocumentFile, signal: AbortSignal): Promise<string> {
  if (!file.url.startsWith('/uploads/') || (file.size !== undefined && file.size * 1024 > MAX_PDF_BYTES)) return '';
  try {
    const response = await fetch(new URL(file.url, contentUrl), { signal: AbortSignal.any([signal, AbortSignal.timeout(FILE_TIMEOUT_MS)]) });
    if (!response.ok || Number(response.headers.get('content-length') ?? 0) > MAX_PDF_BYTES) return '';
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.byteLength > MAX_PDF_BYTES) return '';
    const { extractText, getDocumentProxy } = await import('unpdf');
    const pdf = await getDocumentProxy(bytes);
    try {
      const { text } = await extractText(pdf, { mergePages: true });
      return text;
    } finally {
      await pdf.loadingTask.destroy();
    }
  } catch {
    return '';
  }
}

/** A page's search document from its server render (undefined when it did not render as a page). */
export function pageDocument(page: { path: string; title: string }, html: string | undefined): SearchDocument | undefined {
  if (html === undefined) return undefined;
  const { headings, body } = pageText(html);
  return { kind: 'page', link: page.path, title: page.title, headings, body };
}

/**
 * The curated entries: one pointing at an indexed page names that page (its title becomes the result's title,
 * its description is shown, both are searched); the others are results of their own.
 */
export function withCuratedEntries(pages: SearchDocument[], entries: { title: string; description?: string; link: string }[]): SearchDocument[] {
  const byPath = new Map(pages.map((page) => [page.link, { ...page }]));
  const own: SearchDocument[] = [];
  for (const entry of entries) {
    const page = byPath.get(entry.link);
    if (!page) {
      own.push({ kind: /^https?:\/\//i.test(entry.link) ? 'external' : 'page', link: entry.link, title: entry.title, description: entry.description });
    } else if (page.aliases === undefined) {
      byPath.set(entry.link, { ...page, title: entry.title, aliases: page.title, description: entry.description });
    } else {
      byPath.set(entry.link, { ...page, aliases: `${page.aliases} · ${entry.title}`, description: [page.description, entry.description].filter(Boolean).join(' ') });
    }
  }
  return [...byPath.values(), ...own];
}
