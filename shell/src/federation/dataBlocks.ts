// The JSON data blocks the site server puts in a page (the manifest, the rendered content, the render's time).
import { parseValue } from '@gpa/contracts';
import type * as z from 'zod/v4-mini';

/**
 * Reads a JSON data block the site server put in the page (`<script type="application/json" id=...>`):
 * data, not code, so the content security policy needs no inline script. Undefined when absent; when it
 * is not JSON or not of `schema`, undefined too, and the console names the block and the field.
 */
export function readDataBlock<Schema extends z.ZodMiniType>(
  id: string,
  schema: Schema,
): z.output<Schema> | undefined {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return parseValue(schema, JSON.parse(text), `The page's ${id} data block`);
  } catch (error) {
    console.error(error);
    return undefined;
  }
}
