import { statSync } from 'node:fs';

/** A built file read again only when it changes, so a rebuilt front end is picked up without a restart; null while it is missing. */
export function watched<T>(file: string, read: (file: string) => T): () => T | null {
  let cached: { mtimeMs: number; value: T } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: read(file) };
    return cached.value;
  };
}
