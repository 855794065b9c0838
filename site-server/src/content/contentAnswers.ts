// The schemas of what the site server reads of the content service itself (list answers in Strapi's v4
// format) and of the public form bodies it passes on to it.
import * as z from 'zod/v4';

/** A list read: `data` holds the entries (null or absent when there are none); the rest (meta) is kept. */
export const contentListSchema = z.looseObject({ data: z.array(z.unknown()).nullish() });

/** A public form as the browser sends it: {"data": {...}} (the fields are the content service's to check). */
export const formBodySchema = z.looseObject({ data: z.record(z.string(), z.unknown()) });

/** One entry of a list in the v4 format, its fields under `attributes`. */
export const contentEntrySchema = z.looseObject({
  attributes: z.record(z.string(), z.unknown()).default({}),
});
