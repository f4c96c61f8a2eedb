import fs from 'node:fs/promises';
import path from 'node:path';
import { openLocalFile } from './local-file';
import { STORED_KEY, type ObjectStorage } from './storage';

/**
 * Objects as files under one directory of this machine. A put renames a finished file into
 * place (same file system), so a reader or a crash never sees a partial object.
 */
export function localStorage(root: string): ObjectStorage {
  const pathOf = (key: string) => {
    if (!STORED_KEY.test(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    name: 'local',
    async put(key, file) {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rename(file, target);
    },
    async read(key) {
      try {
        return await fs.readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    open: (key, span) => openLocalFile(pathOf(key), span),
    async delete(key) {
      try {
        await fs.unlink(pathOf(key));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
  };
}
