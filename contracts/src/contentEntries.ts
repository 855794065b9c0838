// A list answer of the content service (Strapi's v4 format) checked where it enters, by the browser's content
// client and the site server's reads: each entry against its collection's fields (contentFields.generated.ts,
// generated from the content catalog). A field the catalog requires must be there; an optional one left out
// is read as empty (null); a media or relation field is there only when the read populates it. A required
// field missing (renamed in Strapi) or any field of another type refuses the answer, naming the collection,
// the entry and the field.
import * as z from 'zod/v4-mini';
import { CONTENT_FIELDS, type ContentField } from './contentFields.generated';

export type { ContentField };

/** One entry as the v4 format carries it: its fields under `attributes`. */
export interface ContentEntry {
  id: number;
  attributes: Record<string, unknown>;
}

const listSchema = z.looseObject({ data: z.nullish(z.array(z.unknown())) });

function valueSchema(field: ContentField): z.ZodMiniType {
  const linked = z.looseObject({ id: z.number(), attributes: z.record(z.string(), z.unknown()) });
  const file = z.looseObject({ id: z.number(), attributes: z.looseObject({ url: z.string() }) });
  switch (field.kind) {
    case 'number':
      return z.number();
    case 'boolean':
      return z.boolean();
    case 'json':
      return z.unknown();
    case 'enumeration':
      return z.enum(field.values ?? []);
    case 'media':
      return z.looseObject({ data: z.nullable(file) });
    case 'mediaList':
      return z.looseObject({ data: z.nullable(z.array(file)) });
    case 'relation':
      return z.looseObject({ data: z.nullable(linked) });
    case 'relationList':
      return z.looseObject({ data: z.nullable(z.array(linked)) });
    default:
      return z.string();
  }
}

const POPULATED_ONLY = new Set<ContentField['kind']>(['media', 'mediaList', 'relation', 'relationList']);

function fieldSchema(field: ContentField): z.ZodMiniType {
  if (POPULATED_ONLY.has(field.kind)) return z.optional(z.nullable(valueSchema(field)));
  if (field.required) return valueSchema(field);
  // An optional field the answer leaves out is empty (null), as its type says: never undefined on a page.
  return z._default(z.nullable(valueSchema(field)), null);
}

const entrySchemas = new Map<string, z.ZodMiniType<ContentEntry>>();

/** The schema of one entry of a collection (built at its first read); any attributes for one the catalog lacks. */
function entrySchemaOf(collection: string): z.ZodMiniType<ContentEntry> {
  let schema = entrySchemas.get(collection);
  if (!schema) {
    // A page's content security policy forbids compiling code: zod checks without it in a browser.
    if ('window' in globalThis) z.config({ jitless: true });
    const fields = Object.entries(CONTENT_FIELDS[collection] ?? {});
    const attributes = z.looseObject(
      Object.fromEntries(fields.map(([name, field]) => [name, fieldSchema(field)])),
    );
    schema = z.looseObject({ id: z.number(), attributes });
    entrySchemas.set(collection, schema);
  }
  return schema;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const [where, name, ...rest] = issue.path.map(String);
  const field = where === 'attributes' && name ? `field ${[name, ...rest].join('.')}` : issue.path.join('.');
  const expected = 'expected' in issue ? `expected ${String(issue.expected)}` : issue.message;
  return `${field || 'the entry'}: ${issue.input === undefined ? 'missing' : 'wrong'} (${expected})`;
}

/**
 * The entries of a list answer of `collection`, or the error that refuses it: "Content of news-items, entry
 * 7: field Title: missing (expected string)".
 */
export function contentEntriesOf(
  collection: string,
  answer: unknown,
): { entries: ContentEntry[] } | { error: string } {
  const list = z.safeParse(listSchema, answer);
  if (!list.success) return { error: `Content of ${collection}: not a list answer` };
  const entries: ContentEntry[] = [];
  for (const [index, entry] of (list.data.data ?? []).entries()) {
    const checked = z.safeParse(entrySchemaOf(collection), entry, { reportInput: true });
    if (!checked.success) {
      const id = (entry as { id?: unknown } | null)?.id;
      const name = typeof id === 'number' ? `entry ${id}` : `entry at ${index}`;
      return {
        error: `Content of ${collection}, ${name}: ${checked.error.issues.map(describeIssue).join('; ')}`,
      };
    }
    entries.push(checked.data);
  }
  return { entries };
}
