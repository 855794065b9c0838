// What the search index is built from: the live manifest's pages as the server renders them, every document
// of the content service (its title and its PDF text) and the curated search entries.
import type { PublishedRoute, SearchEntry, ServerContentFetch, SiteManifest } from '@gpa/contracts';
import catalog from '@gpa/content-catalog';
import { extractText, getDocumentProxy } from 'unpdf';
import * as z from 'zod/v4';
import { contentEntrySchema, contentListSchema } from '../content/contentAnswers';
import { parseValue } from '../process/parsed';
import type { SearchDocument } from './searchIndex';
import { pageText } from './searchText';

/** The site server's own content reads (the public surface's cache), whatever the manifest's apiUrl. */
const API = '/api';
const LIST_SIZE = 1000;
/** A bigger file is indexed by its title only (the text of a huge scan is not worth the memory). */
export const MAX_PDF_BYTES = 15 * 1024 * 1024;
/** The fields that name a document, first found wins (the catalog's shapes differ by collection). */
const NAME_FIELDS = [
  'Title',
  'AnchorText',
  'Anchor',
  'Topic',
  'Description',
  'DescriptionTitle',
  'Bid',
  'title',
  'name',
];

const mediaFileSchema = z.looseObject({
  url: z.string().optional(),
  name: z.string().optional(),
  mime: z.string().optional(),
  size: z.number().optional(),
});
type MediaFile = z.infer<typeof mediaFileSchema>;
/** A media field (single or multiple) in Strapi's v4 shape: its files' fields under `attributes`. */
const mediaFieldSchema = z
  .looseObject({
    data: z
      .union([
        z.array(z.looseObject({ attributes: mediaFileSchema })),
        z.looseObject({ attributes: mediaFileSchema }),
        z.null(),
      ])
      .optional(),
  })
  .nullish();
const curatedFieldsSchema = z.looseObject({
  Title: z.string().nullish(),
  Description: z.string().nullish(),
  Link: z.string().nullish(),
});

/** The entries of a list read, each checked (the error names the list and the entry's field). */
async function readEntries(readContent: ServerContentFetch, url: string, signal: AbortSignal) {
  const list = parseValue(contentListSchema, await readContent(url, signal), `Content answer to ${url}`);
  return parseValue(z.array(contentEntrySchema), list.data ?? [], `Content answer to ${url}: data`);
}

/** A linkable page: its path, title and the search entry its area declares with the route (if any). */
export interface LinkablePage {
  path: string;
  title: string;
  search?: SearchEntry;
}

/** Every linkable page the live areas publish (patterns such as /news/:id are not pages). */
export function linkablePages(manifest: SiteManifest): LinkablePage[] {
  const routes: PublishedRoute[] = Object.values(manifest.areas).flatMap((entry) => entry.routes ?? []);
  const seen = new Set<string>();
  return routes
    .filter(({ path }) => !path.includes(':') && !path.includes('*') && !seen.has(path) && seen.add(path))
    .map(({ path, title, search }) => ({ path, title, search }));
}

/** Collections that hold files visitors open: each one's media fields that accept files. */
export const documentCollections = catalog
  .filter((collection) => collection.access === 'read')
  .map((collection) => ({
    plural: collection.plural,
    media: Object.entries(collection.fields)
      .filter(
        ([, field]) =>
          field.type === 'media' && (field.allowedTypes as string[] | undefined)?.includes('files'),
      )
      .map(([name]) => name),
  }))
  .filter((collection) => collection.media.length > 0);

/** The files of one media field (single or multiple) in Strapi's v4 shape. */
function filesOf(value: unknown, source: string): MediaFile[] {
  const data = parseValue(mediaFieldSchema, value, source)?.data;
  return (Array.isArray(data) ? data : data ? [data] : []).map((entry) => entry.attributes);
}

const isPdf = (file: MediaFile) => file.mime === 'application/pdf' || /\.pdf$/i.test(file.url ?? '');

export interface DocumentFile {
  title: string;
  description?: string;
  url: string;
  size?: number;
  pdf: boolean;
}

export type DocumentCollection = (typeof documentCollections)[number];

/** The files of one collection, named by the entry that links each (throws when the list does not answer). */
export async function collectionFiles(
  readContent: ServerContentFetch,
  { plural, media }: DocumentCollection,
  signal: AbortSignal,
): Promise<DocumentFile[]> {
  const populate = media.map((field, index) => `populate[${index}]=${field}`).join('&');
  const url = `${API}/${plural}?${populate}&pagination[pageSize]=${LIST_SIZE}`;
  const items = await readEntries(readContent, url, signal);
  return items.flatMap(({ attributes }) => {
    const name = NAME_FIELDS.map((field) => attributes[field]).find(
      (value): value is string => typeof value === 'string' && value.trim() !== '',
    );
    const description =
      typeof attributes.Description === 'string' && attributes.Description !== name
        ? attributes.Description
        : undefined;
    return media
      .flatMap((field) => filesOf(attributes[field], `Content answer to ${url}: ${field}`))
      .flatMap((file) =>
        file.url
          ? [
              {
                title: (name ?? file.name ?? file.url).trim(),
                description,
                url: file.url,
                size: file.size,
                pdf: isPdf(file),
              },
            ]
          : [],
      );
  });
}

/** Every file once per address (the first entry that links it names it). */
export function distinctFiles(lists: Iterable<DocumentFile[]>): DocumentFile[] {
  const found = new Map<string, DocumentFile>();
  for (const file of [...lists].flat()) if (!found.has(file.url)) found.set(file.url, file);
  return [...found.values()];
}

/** The collection of the curated search entries. */
export const SEARCH_ENTRIES = 'search-results';

/** A curated search entry (search-results): a title, a description and a link. */
export interface CuratedEntry {
  title: string;
  description?: string;
  link: string;
}

/** The curated search entries. */
export async function curatedEntries(
  readContent: ServerContentFetch,
  signal: AbortSignal,
): Promise<CuratedEntry[]> {
  const url = `${API}/${SEARCH_ENTRIES}?pagination[pageSize]=${LIST_SIZE}`;
  return (await readEntries(readContent, url, signal)).flatMap(({ attributes }) => {
    const { Title, Description, Link } = parseValue(
      curatedFieldsSchema,
      attributes,
      `Content answer to ${url}`,
    );
    return Title && Link ? [{ title: Title, description: Description ?? undefined, link: Link }] : [];
  });
}

/**
 * The PDF's text (unpdf: PDF.js, maintained): '' when it has none or is too big to read, undefined when it
 * could not be fetched or read now. Files come from the content service's /uploads only, within a size and a
 * time bound.
 */
export async function pdfText(
  contentUrl: string,
  file: DocumentFile,
  signal: AbortSignal,
): Promise<string | undefined> {
  if (!file.url.startsWith('/uploads/') || (file.size !== undefined && file.size * 1024 > MAX_PDF_BYTES))
    return '';
  let bytes: Uint8Array;
  try {
    const response = await fetch(new URL(file.url, contentUrl), { signal });
    if (!response.ok) return undefined;
    if (Number(response.headers.get('content-length') ?? 0) > MAX_PDF_BYTES) return '';
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch {
    return undefined;
  }
  if (bytes.byteLength > MAX_PDF_BYTES) return '';
  try {
    const pdf = await getDocumentProxy(bytes);
    try {
      return (await extractText(pdf, { mergePages: true })).text;
    } finally {
      await pdf.loadingTask.destroy();
    }
  } catch {
    return ''; // not a PDF it can read: indexed by its title
  }
}

/**
 * A page's search document from its server render (undefined when it did not render as a page). The search
 * entry its area declares adds the words people use for it (searched like a title) and the line shown under it.
 */
export function pageDocument(page: LinkablePage, html: string | undefined): SearchDocument | undefined {
  if (html === undefined) return undefined;
  const { headings, body } = pageText(html);
  const { label, description } = page.search ?? {};
  return {
    kind: 'page',
    link: page.path,
    title: page.title,
    headings,
    body,
    ...(label && { aliases: label }),
    ...(description && { description }),
  };
}

/**
 * The curated entries: one pointing at an indexed page names that page (its title becomes the result's title,
 * its description is shown, both are searched); the others are results of their own.
 */
export function withCuratedEntries(pages: SearchDocument[], entries: CuratedEntry[]): SearchDocument[] {
  const byPath = new Map(pages.map((page) => [page.link, { ...page }]));
  // The pages a curated entry has named already: a second entry for one adds its words only.
  const named = new Set<string>();
  const own: SearchDocument[] = [];
  for (const entry of entries) {
    const page = byPath.get(entry.link);
    if (!page) {
      own.push({
        kind: /^https?:\/\//i.test(entry.link) ? 'external' : 'page',
        link: entry.link,
        title: entry.title,
        description: entry.description,
      });
    } else if (!named.has(entry.link)) {
      named.add(entry.link);
      const aliases = [page.title, page.aliases].filter(Boolean).join(' · ');
      byPath.set(entry.link, {
        ...page,
        title: entry.title,
        aliases,
        description: entry.description ?? page.description,
      });
    } else {
      byPath.set(entry.link, {
        ...page,
        aliases: `${page.aliases} · ${entry.title}`,
        description: [page.description, entry.description].filter(Boolean).join(' '),
      });
    }
  }
  return [...byPath.values(), ...own];
}
