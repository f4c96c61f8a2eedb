import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fail } from '../errors/api-failure';
import type { ObjectStorage } from './storage';

/** A file made from a stored object: a size, an avatar crop, a visitor's copy. */
export interface Rendition {
  data: Buffer;
  extension: string;
}

const folderOf = (cacheDir: string, key: string) => path.join(cacheDir, key);
const inFlight = new Map<string, Promise<string>>();

/** The cached file `{folder}/{name}.{any extension}`, if it was made before. */
async function cached(folder: string, name: string): Promise<string | undefined> {
  const entries = await fs.readdir(folder).catch(() => [] as string[]);
  const hit = entries.find((entry) => entry.startsWith(`${name}.`) && !entry.endsWith('.tmp'));
  return hit ? path.join(folder, hit) : undefined;
}

/**
 * A file kept under the cache directory, made on first request (written aside, then renamed into
 * place, so a reader never sees half of it). Concurrent first requests share one making.
 */
export async function cachedFile(folder: string, name: string, make: () => Promise<Rendition>): Promise<string> {
  const hit = await cached(folder, name);
  if (hit) return hit;
  const id = `${folder}|${name}`;
  let pending = inFlight.get(id);
  if (!pending) {
    pending = (async () => {
      const made = await make();
      const target = path.join(folder, `${name}.${made.extension}`);
      await fs.mkdir(folder, { recursive: true });
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temp, made.data);
      await fs.rename(temp, target);
      return target;
    })().finally(() => inFlight.delete(id));
    inFlight.set(id, pending);
  }
  return pending;
}

/** A rendition of a stored object, kept in one folder per key (so deleting the key drops them all). */
export function renditionPath(
  storage: ObjectStorage,
  cacheDir: string,
  key: string,
  name: string,
  make: (original: Buffer) => Promise<Rendition>,
): Promise<string> {
  return cachedFile(folderOf(cacheDir, key), name, async () => {
    const original = await storage.read(key);
    return original ? make(original) : fail('notFound', 'No such file');
  });
}

/** Drops every rendition of a key (after it is replaced or deleted). */
export async function forgetRenditions(cacheDir: string, key: string): Promise<void> {
  await fs.rm(folderOf(cacheDir, key), { recursive: true, force: true });
}
