// Data from outside this process (files, request bodies, content service answers, cluster messages) read
// through a zod schema, full or mini (@gpa/contracts'): it comes back as the schema's type, or an error names
// where it came from and the field.
import fs from 'node:fs';
import { parseValue } from '@gpa/contracts';
import * as z from 'zod/v4';

export { parseValue };

// zod's messages in English for every schema this process reads, mini ones (@gpa/contracts') included:
// "Invalid input: expected array, received undefined" (a browser bundle leaves the texts out to stay small).
z.config(z.locales.en());

/** `text` as JSON checked against `schema`; throws naming `source` when it is not JSON or not the shape. */
export function parseJson<Schema extends z.core.$ZodType>(
  schema: Schema,
  text: string,
  source: string,
): z.output<Schema> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source}: not JSON (${error instanceof Error ? error.message : String(error)})`, {
      cause: error,
    });
  }
  return parseValue(schema, value, source);
}

/** A JSON file checked against `schema` (the error names the file). */
export const readJsonFile = <Schema extends z.core.$ZodType>(
  schema: Schema,
  file: string,
): z.output<Schema> => parseJson(schema, fs.readFileSync(file, 'utf8'), file);

/**
 * A message of node:cluster's channel read as `schema` when its `type` is `type`; undefined for any other
 * (every module's messages share the channel). One of this type but malformed is logged and left out.
 */
export function clusterMessage<Schema extends z.core.$ZodType>(
  schema: Schema,
  type: string,
  message: unknown,
  log = console.warn,
): z.output<Schema> | undefined {
  if (typeof message !== 'object' || message === null || !('type' in message) || message.type !== type)
    return undefined;
  try {
    return parseValue(schema, message, `cluster message ${type}`);
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    return undefined;
  }
}
