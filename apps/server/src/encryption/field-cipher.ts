import crypto from 'node:crypto';
import { open, seal } from './key-provider';

/**
 * What people write (a diary's title and content, captions, summaries), as stored:
 * `e1.{key version}.{base64}` — AES-256-GCM under the owner's data key of that version, bound to
 * the user, the record and the field, so a value copied into another row or field does not open.
 * Empty text stays empty (that a diary has no title is not hidden). A value without the prefix is
 * plain text written before encryption (the start-up migration encrypts it). Every sealed value
 * starts with this prefix (the format's version).
 */
export const SEALED_PREFIX = 'e1.';

export interface FieldPlace {
  userId: string;
  className: string;
  objectId: string;
  field: string;
}

const aadOf = (p: FieldPlace) => [p.userId, p.className, p.objectId, p.field].join('\u0000');

export const isSealed = (stored: string) => stored.startsWith(SEALED_PREFIX);

/** The data key version a sealed value needs; undefined for plain text. */
export function sealedVersion(stored: string): number | undefined {
  if (!isSealed(stored)) return undefined;
  const end = stored.indexOf('.', SEALED_PREFIX.length);
  return end < 0 ? undefined : Number(stored.slice(SEALED_PREFIX.length, end));
}

export function sealField(key: { version: number; key: Buffer }, place: FieldPlace, plain: string): string {
  if (plain === '') return '';
  return `${SEALED_PREFIX}${key.version}.${seal(key.key, Buffer.from(plain, 'utf8'), aadOf(place))}`;
}

/** The plain text of a stored value; throws when its key is not given or it was changed. */
export function openField(keys: ReadonlyMap<number, Buffer>, place: FieldPlace, stored: string): string {
  const version = sealedVersion(stored);
  if (version === undefined) return stored;
  const key = keys.get(version);
  if (!key) throw new Error(`The data key version ${version} of this value is gone`);
  return open(key, stored.slice(stored.indexOf('.', SEALED_PREFIX.length) + 1), aadOf(place)).toString('utf8');
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
const BLOCK = 16;

/** 16-byte aligned room for `bytes` bytes, so that it can be read as 32-bit words. */
const blocksFor = (bytes: number) => (bytes + BLOCK - 1) & ~(BLOCK - 1);

/**
 * The plain bytes (UTF-8) of many sealed values, read without checking their tags: for deciding
 * which records a keyword search matches, and nothing else. GCM encrypts with AES in counter mode
 * (the counter blocks are the IV and 2, 3, …), so the keystream of every candidate comes from one
 * cipher call per key, and the ciphertexts are XORed with it as 32-bit words: about 5 µs a value
 * where opening each costs 10–20. Skipping the tag cannot leak anything: a value changed in the
 * database could only add or drop itself from a search, and every record answered is then opened
 * with its tag checked (a changed one fails there).
 */
export function peekFields(keys: ReadonlyMap<number, Buffer>, stored: readonly string[]): Buffer[] {
  const plain: Buffer[] = stored.map((value) => (isSealed(value) ? Buffer.alloc(0) : Buffer.from(value, 'utf8')));
  const byVersion = new Map<number, number[]>();
  stored.forEach((value, i) => {
    const version = sealedVersion(value);
    if (version === undefined) return;
    const indexes = byVersion.get(version);
    if (indexes) indexes.push(i);
    else byVersion.set(version, [i]);
  });
  for (const [version, indexes] of byVersion) {
    const key = keys.get(version);
    if (!key) throw new Error(`The data key version ${version} of this value is gone`);
    const bodies = indexes.map((i) => Buffer.from(stored[i]!.slice(stored[i]!.indexOf('.', SEALED_PREFIX.length) + 1), 'base64'));
    const lengths = bodies.map((body) => Math.max(0, body.length - IV_BYTES - TAG_BYTES));
    const starts: number[] = [];
    let total = 0;
    for (const length of lengths) {
      starts.push(total);
      total += blocksFor(length);
    }
    // The ciphertexts side by side, and their counter blocks, as aligned words.
    const text = new Uint8Array(total);
    const counters = new Uint32Array(total / 4);
    const iv = new Uint32Array(3);
    const ivBytes = new Uint8Array(iv.buffer);
    bodies.forEach((body, n) => {
      text.set(body.subarray(IV_BYTES, IV_BYTES + lengths[n]!), starts[n]);
      ivBytes.set(body.subarray(0, IV_BYTES));
      for (let word = starts[n]! / 4, end = (starts[n]! + blocksFor(lengths[n]!)) / 4, counter = 2; word < end; word += 4, counter++) {
        counters[word] = iv[0]!;
        counters[word + 1] = iv[1]!;
        counters[word + 2] = iv[2]!;
        // The counter is big-endian in the block.
        counters[word + 3] = ((counter & 0xff) << 24) | ((counter & 0xff00) << 8) | ((counter >>> 8) & 0xff00) | (counter >>> 24);
      }
    });
    const stream = crypto.createCipheriv('aes-256-ecb', key, null).setAutoPadding(false).update(new Uint8Array(counters.buffer));
    const keystream = new Uint32Array(Uint8Array.from(stream).buffer);
    const words = new Uint32Array(text.buffer);
    for (let w = 0; w < words.length; w++) words[w]! ^= keystream[w]!;
    const all = Buffer.from(text.buffer);
    indexes.forEach((i, n) => (plain[i] = all.subarray(starts[n], starts[n]! + lengths[n]!)));
  }
  return plain;
}
