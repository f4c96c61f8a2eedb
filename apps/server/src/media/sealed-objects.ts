import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import parseRange from 'range-parser';
import type { Services } from '../context';
import { lockUser } from '../db/database';
import { fail } from '../errors/api-failure';
import { openFileKey, sealFileKey } from './file-keys';
import type { MediaObject } from './objects';
import { HEADER_BYTES, isSealedBlob, MAGIC, newFileKey, openBlob, openingStream, plainSize, sealBlob, sealedSpan } from './sealed-format';
import type { ByteSpan, ObjectStorage, OpenedObject } from './storage';

/** A stored object with its file key at hand: what its file and its copies are sealed under. */
export interface OpenObject {
  key: string;
  user: string;
  kind: string;
  fileKey: Buffer;
}

/** Which blob of an object: its original, or a copy made of it (a size's name, `visitor`). */
export const ORIGINAL = 'original';
export const whereOf = (object: Pick<OpenObject, 'user' | 'key'>, copy: string) => `${object.user}\u0000${object.key}\u0000${copy}`;

/**
 * The object's file key, opened with its owner's data key. An object stored before media were sealed
 * is given one now (its copies are sealed under it from now on, its original when the migration
 * reaches it: seal-earlier-media.ts). A deleted account's media answer as missing: its data keys are
 * destroyed, and nothing of it opens any more.
 */
export async function withFileKey(services: Pick<Services, 'database' | 'keys' | 'clock'>, object: MediaObject): Promise<OpenObject> {
  const { database, keys } = services;
  const gone = () => fail('notFound', 'No such file');
  if (object.sealedKey) {
    const cipher = await keys.cipherFor(database.db, object.user);
    return cipher.version === undefined ? gone() : { ...object, fileKey: openFileKey(cipher, object.key, object.sealedKey) };
  }
  const fileKey = await database.transaction(async (tx) => {
    await lockUser(database.kind, tx, object.user);
    const owner = await tx.selectFrom('users').select('deletedStatus').where('id', '=', object.user).executeTakeFirst();
    const row = await tx.selectFrom('mediaObjects').select('sealedKey').where('key', '=', object.key).where('user', '=', object.user).executeTakeFirst();
    if (!owner || Number(owner.deletedStatus) === 1 || !row) return gone();
    const cipher = await keys.cipherForWrite(tx, object.user, services.clock.now());
    // Another request may have given it one meanwhile.
    if (row.sealedKey) return openFileKey(cipher, object.key, row.sealedKey);
    const made = newFileKey();
    await tx
      .updateTable('mediaObjects')
      .set({ sealedKey: sealFileKey(cipher, object.key, made) })
      .where('key', '=', object.key)
      .execute();
    return made;
  });
  return { ...object, fileKey };
}

/** Opens stored bytes whole: a sealed blob is decrypted (and checked); a file stored before media were sealed is as it came. */
export const openStored = (object: OpenObject, copy: string, stored: Buffer): Buffer =>
  isSealedBlob(stored) ? openBlob(object.fileKey, whereOf(object, copy), stored) : stored;

/** Seals the object's file and puts it into storage (written aside first, so storage only ever gets whole sealed files). */
export async function putSealed(media: Services['media'], object: OpenObject, plain: Buffer, contentType: string): Promise<void> {
  await fs.mkdir(media.tmpDir, { recursive: true });
  const temp = path.join(media.tmpDir, `${randomBytes(12).toString('hex')}.sealed`);
  try {
    await fs.writeFile(temp, sealBlob(object.fileKey, whereOf(object, ORIGINAL), plain), { flag: 'wx' });
    await media.storage.put(object.key, temp, contentType);
  } finally {
    await fs.rm(temp, { force: true });
  }
}

/** The object's original, decrypted; undefined when storage has none. */
export async function readOriginal(storage: ObjectStorage, object: OpenObject): Promise<Buffer | undefined> {
  const stored = await storage.read(object.key);
  return stored && openStored(object, ORIGINAL, stored);
}

/** Where a blob's bytes are read from: storage for originals, this machine's disk for copies. */
export type ByteSource = (span?: ByteSpan) => Promise<OpenedObject | undefined>;

/** What to answer a request for a blob: its decrypted bytes, all or the range asked for. */
export interface Sending {
  status: 200 | 206 | 416;
  /** The file's whole size. */
  size: number;
  /** How many bytes the body has. */
  length: number;
  /** Content-Range of a 206 or a 416. */
  range?: string;
  /** Sealed blobs have a salt of their own: the same ETag is the same bytes. */
  etag?: string;
  body?: Readable;
}

/** The one range a request asks for in a file of `size` bytes: all when none or several, none when it lies outside. */
function wanted(size: number, header: string | undefined): ByteSpan | 'whole' | 'outside' {
  if (!header) return 'whole';
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'outside';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return 'whole';
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}

/**
 * Opens a blob for answering a request, with an HTTP `Range` (a player's seek): only the chunks that
 * hold the range are read and decrypted. The header is read first (its salt, and whether the blob is
 * sealed at all: an original the migration has not reached yet is sent as it is stored).
 */
export async function openForSending(source: ByteSource, object: OpenObject, copy: string, rangeHeader: string | undefined): Promise<Sending | undefined> {
  const head = await source({ start: 0, end: HEADER_BYTES - 1 });
  if (!head) return undefined;
  const header = await buffer(head.body);
  const sealed = isSealedBlob(header);
  const size = sealed ? plainSize(head.size) : head.size;
  if (size === undefined) throw new Error(`${object.key} (${copy}) is cut short`);
  const range = wanted(size, rangeHeader);
  if (range === 'outside') return { status: 416, size, length: 0, range: `bytes */${size}` };
  const span = range === 'whole' ? { start: 0, end: size - 1 } : range;
  const part = range === 'whole' ? {} : { status: 206 as const, range: `bytes ${span.start}-${span.end}/${size}` };
  const length = Math.max(0, span.end - span.start + 1);
  if (!sealed) {
    const opened = length > 0 ? await source(span) : undefined;
    return { status: 200, size, length, ...part, body: opened?.body };
  }
  const chunks = sealedSpan(size, span.start, span.end);
  const opened = await source({ start: chunks.start, end: chunks.end });
  if (!opened) return undefined;
  const body = openingStream(object.fileKey, whereOf(object, copy), header, size, chunks);
  // A source that fails (storage gone away) fails the answer, as a chunk that does not open does; an answer given up
  // (a player seeking elsewhere, a 304) closes the file or the storage request at once.
  pipeline(opened.body, body, () => undefined);
  return { status: 200, size, length, ...part, etag: `"${header.subarray(MAGIC.length).toString('base64url')}"`, body };
}

/** The object's original as a stream of its decrypted bytes (an archive's entry); undefined when storage has none. */
export async function streamOriginal(storage: ObjectStorage, object: OpenObject): Promise<Readable | undefined> {
  return (await openForSending((span) => storage.open(object.key, span), object, ORIGINAL, undefined))?.body;
}
