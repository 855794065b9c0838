// The content service's REST client: collection URLs, reads and creates, and their errors.
import { contentConfigStore } from './contentConfig';
import { strapiQueryString } from './queryString';
import type { CollectionName, Collections } from './collections.generated';
import type { Media, StrapiItem } from './strapi';

type FieldOf<T> = Extract<keyof T, string> | 'id' | 'createdAt' | 'updatedAt';

export interface CollectionQuery<T> {
  /** `'*'` for all relations and media, or the field names to populate. */
  populate?: '*' | FieldOf<T>[];
  /** e.g. `['Anchor:desc']`, `['id:desc']`. */
  sort?: `${FieldOf<T>}:${'asc' | 'desc'}`[];
  filters?: Record<string, unknown>;
  pagination?: { page?: number; pageSize?: number };
}

export class ContentError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ContentError';
  }
}

const V4_HEADERS = { Accept: 'application/json', 'Strapi-Response-Format': 'v4' } as const;

/** The request URL for a collection read (exported for tests and for prefetching). */
export function collectionUrl<K extends CollectionName>(
  name: K,
  query: CollectionQuery<Collections[K]> = {},
): string {
  const { apiUrl } = contentConfigStore.getState();
  return `${apiUrl}/${name}${strapiQueryString(query)}`;
}

/**
 * The entry checks (every collection's fields as zod schemas), loaded with the first read the browser makes:
 * a first visit reads nothing (its content came with the page), so they are no part of its script. The
 * shell's build lists their files (content-entries.json): every page names them for the service worker.
 */
const loadEntryChecks = () =>
  import(/* webpackChunkName: "content-entries" */ '@gpa/contracts/contentEntries');

/** Reads one collection in the v4 shape, each entry checked. A `null` data array is an empty list. */
export async function fetchCollection<K extends CollectionName>(
  name: K,
  query: CollectionQuery<Collections[K]> = {},
  signal?: AbortSignal,
): Promise<StrapiItem<Collections[K]>[]> {
  const response = await fetch(collectionUrl(name, query), { headers: V4_HEADERS, signal });
  if (!response.ok)
    throw new ContentError(`Content request for ${name} failed (${response.status})`, response.status);
  // Each entry checked against its collection's fields: a malformed one fails the read (the page's error state).
  const [{ contentEntriesOf }, answer] = await Promise.all([
    loadEntryChecks(),
    response.json() as Promise<unknown>,
  ]);
  const checked = contentEntriesOf(name, answer);
  if ('error' in checked) throw new ContentError(checked.error);
  // The entries' types and the fields they were checked against are generated from the same catalog.
  return checked.entries as unknown as StrapiItem<Collections[K]>[];
}

/** Extra request options of a create: headers such as `Idempotency-Key`, and a signal to give up. */
export interface CreateOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Strapi's own explanation of a refused request (`{ error: { message } }`), if the answer carries one. */
async function errorMessage(response: Response): Promise<string | undefined> {
  const body: unknown = await response.json().catch(() => undefined);
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  return typeof error.message === 'string' ? error.message : undefined;
}

/**
 * Posts one record (the public create-only collections: newsletter sign-ups, school visit requests). A refused
 * create throws a ContentError with the status and the content service's message when it gives one.
 */
export async function createEntry<K extends CollectionName>(
  name: K,
  data: Partial<Collections[K]>,
  { headers, signal }: CreateOptions = {},
): Promise<unknown> {
  const { apiUrl } = contentConfigStore.getState();
  const response = await fetch(`${apiUrl}/${name}`, {
    method: 'POST',
    headers: { ...V4_HEADERS, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ data }),
    signal,
  });
  if (!response.ok) {
    throw new ContentError(
      (await errorMessage(response)) ?? `Could not submit to ${name} (${response.status})`,
      response.status,
    );
  }
  return response.json();
}

/** A usable link for a media field: the file base prefixed to `File.data.attributes.url`, or undefined. */
export function fileUrl(file: Media | null | undefined): string | undefined {
  const url = file?.data?.attributes?.url;
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  return `${contentConfigStore.getState().filesUrl}${url}`;
}
