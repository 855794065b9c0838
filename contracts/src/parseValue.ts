// Data from outside a part's own code read through a zod schema, full or mini: typed by the schema, or an
// error naming where it came from and each wrong field. The site server and the shell read their boundaries
// with it.
import * as z from 'zod/v4-mini';

/**
 * One wrong field: its path and what was wrong. zod/mini carries no message texts in the browser (no locale,
 * to stay small), so the expected type is added where the message does not say it.
 */
function describeIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.length ? issue.path.join('.') : '(the whole value)';
  const expected =
    'expected' in issue && !issue.message.includes('expected') ? ` (expected ${String(issue.expected)})` : '';
  return `${where}: ${issue.message}${expected}`;
}

/** `value` checked against `schema`; throws naming `source` and each wrong field ("areas.tools.entry: ..."). */
export function parseValue<Schema extends z.core.$ZodType>(
  schema: Schema,
  value: unknown,
  source: string,
): z.output<Schema> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  throw new Error(`${source}: ${result.error.issues.map(describeIssue).join('; ')}`);
}
