// What the content cache keeps of a list the content service answered, made in one pass over one parse: the
// entries outside their schedule removed (schedules.ts), the HTML of the Markdown fields beside their text
// (markdownFields.ts). Lists of other collections are kept as they came.
import { markdownFields } from '@gpa/content-catalog/markdown-fields';
import { contentListSchema } from './contentAnswers';
import { withMarkdownHtml } from './markdownFields';
import { SCHEDULES, scheduledList } from './schedules';

/** The body to keep for a list of `collection` read at `now`, and the next start or end among its entries. */
export function storedList(
  collection: string,
  body: Buffer,
  now: number,
): { body: Buffer; nextChangeAt?: number } {
  if (!SCHEDULES.has(collection) && !markdownFields.has(collection)) return { body };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const { answer, nextChangeAt } = scheduledList(collection, parsed, now);
  const list = contentListSchema.safeParse(answer);
  // Not a list (and no schedule to hide entries by): kept as it came.
  if (!list.success) return { body, nextChangeAt };
  return { body: Buffer.from(JSON.stringify(withMarkdownHtml(collection, list.data))), nextChangeAt };
}
