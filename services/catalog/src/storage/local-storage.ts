import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isStorageKey, type FileStorage } from './file-storage';

/** Files in a folder (default <DATA_DIR>/uploads); the key is the relative path. */
export function localStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
