// The live shell's version, which the signals count by (a beacon from an older shell still counts).
import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod/v4';
import { readJsonFile } from '../process/parsed';

/** build-info.json, written by the shell's build (scripts/build/package.js): the parts read here. */
const buildInfoSchema = z.looseObject({ version: z.string().optional() });

/** The live shell's version, from its build-info.json (read again when it changes). */
export function shellVersionReader(siteDir: string): () => string | undefined {
  const file = path.join(siteDir, 'build-info.json');
  let known: { mtimeMs: number; version?: string } | undefined;
  return () => {
    const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (known?.mtimeMs !== mtimeMs) {
      let version: string | undefined;
      try {
        version = readJsonFile(buildInfoSchema, file).version;
      } catch {
        version = undefined;
      }
      known = { mtimeMs, version };
    }
    return known.version;
  };
}
