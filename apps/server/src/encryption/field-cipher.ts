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
const EMPTY = Buffer.alloc(0);

/** The next 16-byte boundary from `offset`, so that what starts there can be read as 32-bit words. */
const blockAfter = (offset: number) => (offset + BLOCK - 1) & ~(BLOCK - 1);

/** The counter block's last word as it lies in memory: big-endian, as GCM counts. */
const counterWord = (counter: number) => ((counter & 0xff) << 24) | ((counter & 0xff00) << 8) | ((counter >>> 8) & 0xff00) | (counter >>> 24);

/**
 * The plain bytes (UTF-8) of many sealed values, read without checking their tags: for deciding
 * which records a keyword search matches, and nothing else. GCM encrypts with AES in counter mode
 * (the counter blocks are the IV and 2, 3, …), so the keystream of every candidate comes from one
 * cipher call per key, and the ciphertexts are XORed with it as 32-bit words: about 2 µs a value
 * where opening each costs 10–20. Every value is decoded straight into one buffer (its ciphertext
 * at a block boundary), with no buffer of its own to collect. Skipping the tag cannot leak
 * anything: a value changed in the database could only add or drop itself from a search, and every
 * record answered is then opened with its tag checked (a changed one fails there).
 */
export function peekFields(keys: ReadonlyMap<number, Buffer>, stored: readonly string[]): Buffer[] {
  const plain: Buffer[] = stored.map((value) => (isSealed(value) ? EMPTY : Buffer.from(value, 'utf8')));
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
    // Each value's place in the buffer: its IV, its ciphertext from a block boundary, its tag.
    const bodies = indexes.map((i) => stored[i]!.slice(stored[i]!.indexOf('.', SEALED_PREFIX.length) + 1));
    const starts: number[] = [];
    const lengths: number[] = [];
    let end = 0;
    for (const body of bodies) {
      const bytes = Buffer.byteLength(body, 'base64');
      const start = blockAfter(end + IV_BYTES);
      starts.push(start);
      lengths.push(Math.max(0, bytes - IV_BYTES - TAG_BYTES));
      end = start - IV_BYTES + bytes;
    }
    const all = Buffer.alloc(blockAfter(end));
    bodies.forEach((body, n) => all.write(body, starts[n]! - IV_BYTES, 'base64'));
    // The counter blocks at the places of the ciphertext blocks they encrypt (the IV's three words, then the count).
    const words = new Uint32Array(all.buffer, all.byteOffset, all.length / 4);
    const counters = new Uint32Array(words.length);
    starts.forEach((start, n) => {
      const iv = (start - IV_BYTES) / 4;
      for (let word = start / 4, last = (start + blockAfter(lengths[n]!)) / 4, counter = 2; word < last; word += 4, counter++) {
        counters[word] = words[iv]!;
        counters[word + 1] = words[iv + 1]!;
        counters[word + 2] = words[iv + 2]!;
        counters[word + 3] = counterWord(counter);
      }
    });
    const stream = crypto.createCipheriv('aes-256-ecb', key, null).setAutoPadding(false).update(new Uint8Array(counters.buffer));
    const keystream =
      stream.byteOffset % 4 === 0 ? new Uint32Array(stream.buffer, stream.byteOffset, stream.length / 4) : new Uint32Array(Uint8Array.from(stream).buffer);
    starts.forEach((start, n) => {
      for (let word = start / 4, last = (start + blockAfter(lengths[n]!)) / 4; word < last; word++) words[word]! ^= keystream[word]!;
    });
    indexes.forEach((i, n) => (plain[i] = all.subarray(starts[n], starts[n]! + lengths[n]!)));
  }
  return plain;
}
