import fs from 'node:fs';

/** Reads a JSON file again only when it changed. */
export function fileCache<Value>(read: (file: string) => Value): (file: string) => Value {
  const entries = new Map<string, { mtimeMs: number; value: Value }>();
  return (file) => {
    const { mtimeMs } = fs.statSync(file);
    const known = entries.get(file);
    if (known && known.mtimeMs === mtimeMs) return known.value;
    const value = read(file);
    entries.set(file, { mtimeMs, value });
    return value;
  };
}
