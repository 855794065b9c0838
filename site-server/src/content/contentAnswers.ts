// The schemas of what the site server reads of the content service itself (list answers in Strapi's v4
// format, each entry checked against its collection's fields) and of the public form bodies it passes on.
import { contentEntriesOf } from '@gpa/contracts';
import * as z from 'zod/v4';
import { logger } from '../process/logging';

/** A list read: `data` holds the entries (null or absent when there are none); the rest (meta) is kept. */
export const contentListSchema = z.looseObject({ data: z.array(z.unknown()).nullish() });

/** A public form as the browser sends it: {"data": {...}} (the fields are the content service's to check). */
export const formBodySchema = z.looseObject({ data: z.record(z.string(), z.unknown()) });

/** One entry of a list in the v4 format, its fields under `attributes`. */
export const contentEntrySchema = z.looseObject({
  attributes: z.record(z.string(), z.unknown()).default({}),
});

export type ContentList = z.infer<typeof contentListSchema>;

/** A list refused because an entry does not match its collection's fields (the message names all three). */
export class RefusedContent extends Error {
  override name = 'RefusedContent';
}

/** What was refused already: a malformed entry is logged once, not at every read of it. */
const refused = new Set<string>();

/**
 * A list answer of `collection` with its entries checked (an optional field left out read as null); a
 * malformed entry refuses the read (the page shows its error state and is not kept) and is logged once.
 */
export function checkedContentList(collection: string, answer: ContentList): ContentList {
  const checked = contentEntriesOf(collection, answer);
  if ('error' in checked) {
    if (!refused.has(checked.error)) logger.warn(checked.error);
    refused.add(checked.error);
    throw new RefusedContent(checked.error);
  }
  return answer.data ? { ...answer, data: checked.entries } : answer;
}
