// The public surface of the content service: which requests under /api and /uploads the site forwards.
// Derived from the content catalog, so a collection added there is readable (or creatable) through the site
// without a change here. Everything else is answered by the site server (404, or 400 for a query the site's
// content client never produces) and never reaches Strapi.
import catalog, { type CatalogCollection } from '@gpa/content-catalog';
import restLimits from '@gpa/content-catalog/rest-limits';
import { uidOf } from '@gpa/content-catalog/uid';

// Fields Strapi adds to every collection; the client sorts on them (`id:desc`, `updatedAt:desc`).
const SYSTEM_FIELDS = ['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt'];
const FILTER_OPERATORS = new Set([
  '$eq',
  '$eqi',
  '$ne',
  '$nei',
  '$lt',
  '$lte',
  '$gt',
  '$gte',
  '$in',
  '$notIn',
  '$between',
  '$contains',
  '$notContains',
  '$containsi',
  '$notContainsi',
  '$startsWith',
  '$startsWithi',
  '$endsWith',
  '$endsWithi',
  '$null',
  '$notNull',
]);
const LIST_OPERATORS = new Set(['$in', '$notIn', '$between']);

/** Bounds of a collection query (the site's own queries stay far below them). */
export const QUERY_LIMITS = {
  params: 40,
  valueLength: 200,
  populate: 20,
  sort: 5,
  filters: 20,
  filterDepth: 8,
  listIndex: 50,
  page: 10_000,
  pageSize: restLimits.maxLimit, // what Strapi itself would cap it to
};

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const INDEX = /^(0|[1-9][0-9]{0,3})$/;
const POSITIVE = /^[1-9][0-9]{0,5}$/;
const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/;

class QueryError extends Error {}

type Field = { kind: 'scalar' | 'media' } | { kind: 'relation'; target: string | undefined };
interface Collection {
  plural: string;
  access: CatalogCollection['access'];
  fields: Map<string, Field>;
}
type Collections = Map<string, Collection>;

/** What one request under /api or /uploads is, for the proxy. */
export type SurfaceRoute =
  | { kind: 'read'; collection: string; query: string }
  | { kind: 'create'; collection: string }
  | { kind: 'file'; path: string }
  | { kind: 'reject'; status: number; message: string };

/** Per collection: its access and its fields (name -> kind), and a lookup of relation targets. */
function describeCatalog(entries: CatalogCollection[]): Collections {
  const byUid = new Map(entries.map((entry) => [uidOf(entry.singular), entry]));
  const collections: Collections = new Map();
  for (const entry of entries) {
    const fields = new Map<string, Field>(SYSTEM_FIELDS.map((name) => [name, { kind: 'scalar' }]));
    for (const [name, attribute] of Object.entries(entry.fields)) {
      if (attribute.type === 'media') fields.set(name, { kind: 'media' });
      else if (attribute.type === 'relation') {
        fields.set(name, {
          kind: 'relation',
          target: attribute.target === undefined ? undefined : byUid.get(attribute.target)?.plural,
        });
      } else fields.set(name, { kind: 'scalar' });
    }
    collections.set(entry.plural, { plural: entry.plural, access: entry.access, fields });
  }
  return collections;
}

/** `filters[Category][Name][$eq]` -> { root: 'filters', path: ['Category', 'Name', '$eq'] }. */
function splitKey(key: string): { root: string; path: string[] } {
  const match = /^([A-Za-z]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) throw new QueryError(`Query parameter "${key}" is not allowed`);
  const path = match[2] ? match[2].slice(1, -1).split('][') : [];
  return { root: match[1] ?? '', path };
}

function fieldOf(collection: Collection, name: string, key: string): Field {
  const field = IDENTIFIER.test(name) ? collection.fields.get(name) : undefined;
  if (!field) throw new QueryError(`"${name}" in "${key}" is not a field of ${collection.plural}`);
  return field;
}

function checkPopulate(collection: Collection, path: string[], value: string, key: string) {
  if (path.length === 0 && value === '*') return;
  if (path.length > 1 || (path.length === 1 && !INDEX.test(path[0] ?? '')))
    throw new QueryError(`Query parameter "${key}" is not allowed`);
  if (path.length === 1 && Number(path[0]) >= QUERY_LIMITS.populate)
    throw new QueryError(`Too many populate entries`);
  const field = fieldOf(collection, value, key);
  if (field.kind === 'scalar')
    throw new QueryError(`"${value}" of ${collection.plural} is neither a relation nor a media field`);
}

function checkSort(collection: Collection, path: string[], value: string, key: string) {
  if (
    path.length > 1 ||
    (path.length === 1 && !(INDEX.test(path[0] ?? '') && Number(path[0]) < QUERY_LIMITS.sort))
  ) {
    throw new QueryError(`Query parameter "${key}" is not allowed`);
  }
  const [name, direction, ...rest] = value.split(':');
  if (rest.length || (direction !== undefined && direction !== 'asc' && direction !== 'desc')) {
    throw new QueryError(`Sort "${value}" must be Field, Field:asc or Field:desc`);
  }
  if (fieldOf(collection, name ?? '', key).kind !== 'scalar')
    throw new QueryError(`Cannot sort ${collection.plural} on "${name}"`);
}

function checkPagination(path: string[], value: string, key: string) {
  const limits: Record<string, number> = { page: QUERY_LIMITS.page, pageSize: QUERY_LIMITS.pageSize };
  const limit = path.length === 1 ? limits[path[0] ?? ''] : undefined;
  if (!limit)
    throw new QueryError(
      `Query parameter "${key}" is not allowed (pagination[page] and pagination[pageSize] are)`,
    );
  if (!POSITIVE.test(value) || Number(value) > limit)
    throw new QueryError(`"${key}" must be a whole number from 1 to ${limit}`);
}

/** One filter path: logical groups, then fields (through relations), then an optional operator. */
function checkFilter(collections: Collections, collection: Collection, path: string[], key: string) {
  if (path.length > QUERY_LIMITS.filterDepth) throw new QueryError(`"${key}" is nested too deeply`);
  let current = collection;
  let i = 0;
  while (i < path.length) {
    const segment = path[i] ?? '';
    if (segment === '$and' || segment === '$or') {
      if (!INDEX.test(path[i + 1] ?? '') || Number(path[i + 1]) >= QUERY_LIMITS.listIndex)
        throw new QueryError(`"${key}" needs an index after ${segment}`);
      i += 2;
    } else if (segment === '$not') {
      i += 1;
    } else break;
  }
  if (i >= path.length) throw new QueryError(`"${key}" names no field`);
  for (; i < path.length; i += 1) {
    const segment = path[i] ?? '';
    const next = path[i + 1];
    if (FILTER_OPERATORS.has(segment)) {
      const rest = path.slice(i + 1);
      const listed =
        LIST_OPERATORS.has(segment) &&
        rest.length === 1 &&
        INDEX.test(rest[0] ?? '') &&
        Number(rest[0]) < QUERY_LIMITS.listIndex;
      if (rest.length === 0 || listed) return;
      throw new QueryError(`Nothing may follow ${segment} in "${key}"`);
    }
    const field = fieldOf(current, segment, key);
    if (field.kind === 'relation') {
      const target = field.target === undefined ? undefined : collections.get(field.target);
      if (!target) throw new QueryError(`"${segment}" in "${key}" cannot be filtered`);
      current = target;
    } else if (next !== undefined && !FILTER_OPERATORS.has(next)) {
      if (next.startsWith('$')) throw new QueryError(`Unknown filter operator "${next}" in "${key}"`);
      throw new QueryError(`"${key}" goes into "${segment}", which has no fields to filter on`);
    }
  }
}

/**
 * Checks a collection query against the shapes the content client produces and returns it in one canonical
 * form (parameters sorted), which is both the cache key and what Strapi receives. Throws QueryError.
 */
function canonicalQuery(collections: Collections, collection: Collection, search: string): string {
  const params = new URLSearchParams(search);
  const entries = [...params];
  if (entries.length > QUERY_LIMITS.params)
    throw new QueryError(`At most ${QUERY_LIMITS.params} query parameters are allowed`);
  const seen = new Set();
  const counts = { filters: 0 };
  for (const [key, value] of entries) {
    if (seen.has(key)) throw new QueryError(`Query parameter "${key}" is repeated`);
    seen.add(key);
    if (value.length > QUERY_LIMITS.valueLength)
      throw new QueryError(`The value of "${key}" is longer than ${QUERY_LIMITS.valueLength} characters`);
    const { root, path } = splitKey(key);
    if (root === 'populate') checkPopulate(collection, path, value, key);
    else if (root === 'sort') checkSort(collection, path, value, key);
    else if (root === 'pagination') checkPagination(path, value, key);
    else if (root === 'filters') {
      counts.filters += 1;
      if (counts.filters > QUERY_LIMITS.filters)
        throw new QueryError(`At most ${QUERY_LIMITS.filters} filters are allowed`);
      checkFilter(collections, collection, path, key);
    } else throw new QueryError(`Query parameter "${key}" is not allowed`);
  }
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

/**
 * Classifies one request under /api or /uploads (`url` = the original URL, path and query):
 *   { kind: 'read', collection, query }  GET/HEAD of a public collection list, query in canonical form
 *   { kind: 'create', collection }       POST to a create-only collection
 *   { kind: 'file', path }               GET/HEAD of an uploaded file (query string dropped)
 *   { kind: 'reject', status, message }  everything else: 404, or 400 for a bad query
 */
export function createAllowList(
  entries: CatalogCollection[] = catalog,
): (method: string | undefined, url: string) => SurfaceRoute {
  const collections = describeCatalog(entries);

  return function classify(method, url) {
    const notFound: SurfaceRoute = { kind: 'reject', status: 404, message: 'Not found' };
    const questionMark = url.indexOf('?');
    const pathname = questionMark === -1 ? url : url.slice(0, questionMark);
    const search = questionMark === -1 ? '' : url.slice(questionMark + 1);

    if (pathname.startsWith('/uploads/')) {
      if ((method !== 'GET' && method !== 'HEAD') || !UPLOAD_PATH.test(pathname) || pathname.includes('..'))
        return notFound;
      return { kind: 'file', path: pathname };
    }
    const match = /^\/api\/([a-z0-9-]+)$/.exec(pathname);
    const collection = match?.[1] === undefined ? undefined : collections.get(match[1]);
    if (!collection) return notFound;
    if (collection.access === 'read' && (method === 'GET' || method === 'HEAD')) {
      try {
        return {
          kind: 'read',
          collection: collection.plural,
          query: canonicalQuery(collections, collection, search),
        };
      } catch (error) {
        if (error instanceof QueryError) return { kind: 'reject', status: 400, message: error.message };
        throw error;
      }
    }
    if (collection.access === 'create' && method === 'POST') {
      if (search) return { kind: 'reject', status: 400, message: 'A create takes no query parameters' };
      return { kind: 'create', collection: collection.plural };
    }
    return notFound;
  };
}
