import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fail } from '../errors/api-failure';
import { sealBlob } from './sealed-format';
import { openStored, readOriginal, whereOf, type OpenObject } from './sealed-objects';
import type { ObjectStorage } from './storage';

/** A file made from a stored object: a size, an avatar crop, a visitor's copy. */
export interface Rendition {
  data: Buffer;
  extension: string;
}

/** A copy as kept on this machine's disk: sealed under its object's file key, named `{copy}.{extension}`. */
export interface KeptCopy {
  file: string;
  /** Which copy it is (its blob's name: sealed-objects.ts whereOf). */
  copy: string;
}

const folderOf = (cacheDir: string, key: string) => path.join(cacheDir, key);
const inFlight = new Map<string, Promise<KeptCopy>>();

/** The kept file `{folder}/{copy}.{any extension}`, if it was made before. */
async function kept(folder: string, copy: string): Promise<string | undefined> {
  const entries = await fs.readdir(folder).catch(() => [] as string[]);
  const hit = entries.find((entry) => entry.startsWith(`${copy}.`) && !entry.endsWith('.tmp'));
  return hit ? path.join(folder, hit) : undefined;
}

/**
 * A copy of a stored object, made from its decrypted original on first request and sealed before
 * it touches the disk (written aside, then renamed into place, so a reader never sees half of it).
 * One folder per key, so deleting the key drops them all; concurrent first requests share one making.
 */
export async function keptCopy(
  storage: ObjectStorage,
  cacheDir: string,
  object: OpenObject,
  copy: string,
  make: (original: Buffer) => Promise<Rendition>,
): Promise<KeptCopy> {
  const folder = folderOf(cacheDir, object.key);
  const hit = await kept(folder, copy);
  if (hit) return { file: hit, copy };
  const id = `${folder}|${copy}`;
  let pending = inFlight.get(id);
  if (!pending) {
    pending = (async () => {
      const original = await readOriginal(storage, object);
      const made = original ? await make(original) : fail('notFound', 'No such file');
      const target = path.join(folder, `${copy}.${made.extension}`);
      await fs.mkdir(folder, { recursive: true });
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temp, sealBlob(object.fileKey, whereOf(object, copy), made.data));
      await fs.rename(temp, target);
      return { file: target, copy };
    })().finally(() => inFlight.delete(id));
    inFlight.set(id, pending);
  }
  return pending;
}

/** A kept copy's bytes, decrypted (the image check reads the swiper's size). */
export async function readKeptCopy(object: OpenObject, kept: KeptCopy): Promise<Buffer> {
  return openStored(object, kept.copy, await fs.readFile(kept.file));
}

/** Drops every copy of a key (after it is replaced or deleted). */
export async function forgetRenditions(cacheDir: string, key: string): Promise<void> {
  await fs.rm(folderOf(cacheDir, key), { recursive: true, force: true });
}
