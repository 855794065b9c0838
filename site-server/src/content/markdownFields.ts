// The Markdown fields of a content answer (the catalog's rich text: a notice's text) get their HTML beside them
// (`descriptionHtml` next to `description`), made here once per answer from the content service: the cache keeps
// it, so the /api answer, the server-rendered page, the pushed change's re-read and the preview carry the same HTML.
import { htmlFieldOf, markdownFields } from '@gpa/content-catalog/markdown-fields';
import * as z from 'zod/v4';
import type { ContentList } from './contentAnswers';
import { markdownHtml } from './markdownHtml';

const entrySchema = z.looseObject({ attributes: z.record(z.string(), z.unknown()).optional() });

/** The fields with their HTML added (an empty or missing text has an empty HTML). */
function withHtml(fields: Record<string, unknown>, markdown: readonly string[]): Record<string, unknown> {
  const html = markdown.map((field): [string, string] => {
    const text = fields[field];
    return [htmlFieldOf(field), typeof text === 'string' ? markdownHtml(text) : ''];
  });
  return { ...fields, ...Object.fromEntries(html) };
}

/** One entry, in the v4 shape (fields under `attributes`) or the flat one. */
function entryWithHtml(entry: unknown, markdown: readonly string[]): unknown {
  const parsed = entrySchema.safeParse(entry);
  if (!parsed.success) return entry;
  const { attributes } = parsed.data;
  return attributes
    ? { ...parsed.data, attributes: withHtml(attributes, markdown) }
    : withHtml(parsed.data, markdown);
}

/** A list answer of `collection` with the HTML of its Markdown fields; other collections' answers as they are. */
export function withMarkdownHtml<Answer extends ContentList>(collection: string, answer: Answer): Answer {
  const markdown = markdownFields.get(collection);
  if (!markdown || !answer.data) return answer;
  return { ...answer, data: answer.data.map((entry) => entryWithHtml(entry, markdown)) };
}
