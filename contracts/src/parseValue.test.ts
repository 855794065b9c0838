import * as z from 'zod/v4-mini';
import { parseValue } from './parseValue';

const schema = z.object({
  areas: z.record(z.string(), z.object({ entry: z.string() })),
  timeoutMs: z.number(),
});

test('a value of the shape comes back as it is', () => {
  const value = { areas: { tools: { entry: '/areas/tools/1.0.0/remoteEntry.js' } }, timeoutMs: 8000 };
  expect(parseValue(schema, value, 'site manifest')).toEqual(value);
});

test('a wrong value names its source and each wrong field, with the expected type where zod/mini has no text', () => {
  expect(() => parseValue(schema, { areas: { tools: { entry: 7 } } }, 'site manifest')).toThrow(
    'site manifest: areas.tools.entry: Invalid input (expected string); timeoutMs: Invalid input (expected number)',
  );
  expect(() => parseValue(schema, 'text', 'a file')).toThrow(
    'a file: (the whole value): Invalid input (expected object)',
  );
});

test("with zod's English texts the message says the expected type itself, once", () => {
  z.config(z.locales.en());
  expect(() => parseValue(schema, { areas: {}, timeoutMs: '8000' }, 'site manifest')).toThrow(
    /^site manifest: timeoutMs: Invalid input: expected number, received string$/,
  );
});
