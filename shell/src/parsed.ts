// Data from outside the page's code (data blocks, fetched JSON, worker messages) read through a zod schema
// (zod/mini: the small build for the browser): typed by the schema, or an error naming the source and field.
import * as z from 'zod/v4-mini';

/** `value` checked against `schema`; throws naming `source` and each wrong field ("areas.tools.entry: ..."). */
export function parseValue<Schema extends z.ZodMiniType>(
  schema: Schema,
  value: unknown,
  source: string,
): z.output<Schema> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  // zod/mini carries no message texts (no locale, to stay small): the issue's expected type says what was wrong.
  const fields = result.error.issues.map(
    (issue) =>
      `${issue.path.length ? issue.path.join('.') : '(the whole value)'}: ${issue.message}${'expected' in issue ? ` (expected ${issue.expected})` : ''}`,
  );
  throw new Error(`${source}: ${fields.join('; ')}`);
}
