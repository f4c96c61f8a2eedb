import crypto from 'node:crypto';
import { open, seal } from './key-provider';

/**
 * What people write (a diary's title and content, captions, summaries), as stored:
 * `e1.{key version}.{base64}` — AES-256-GCM under the owner's data key of that version, bound to
 * the user, the record and the field, so a value copied into another row or field does not open.
 * Empty text stays empty (that a diary has no title is not hidden). A value without the prefix is
 * plain text written before encryption (the start-up migration encrypts it).
 */
const FORMAT = 'e1.';

export interface FieldPlace {
  userId: string;
  className: string;
  objectId: string;
  field: string;
}

const aadOf = (p: FieldPlace) => [p.userId, p.className, p.objectId, p.field].join('\u0000');

export const isSealed = (stored: string) => stored.startsWith(FORMAT);

/** The data key version a sealed value needs; undefined for plain text. */
export function sealedVersion(stored: string): number | undefined {
  if (!isSealed(stored)) return undefined;
  const end = stored.indexOf('.', FORMAT.length);
  return end < 0 ? undefined : Number(stored.slice(FORMAT.length, end));
}

export function sealField(key: { version: number; key: Buffer }, place: FieldPlace, plain: string): string {
  if (plain === '') return '';
  return `${FORMAT}${key.version}.${seal(key.key, Buffer.from(plain, 'utf8'), aadOf(place))}`;
}

/** The plain text of a stored value; throws when its key is not given or it was changed. */
export function openField(keys: ReadonlyMap<number, Buffer>, place: FieldPlace, stored: string): string {
  const version = sealedVersion(stored);
  if (version === undefined) return stored;
  const key = keys.get(version);
  if (!key) throw new Error(`The data key version ${version} of this value is gone`);
  return open(key, stored.slice(stored.indexOf('.', FORMAT.length) + 1), aadOf(place)).toString('utf8');
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
const BLOCK = 16;

/**
 * The plain texts of many sealed values, read without checking their tags: for deciding which
 * records a keyword search matches, and nothing else. GCM encrypts with AES in counter mode (the
 * counter blocks are the IV and 2, 3, …), so the keystream of every candidate comes from one cipher
 * call per key, 3–4 µs a value where opening each costs 10. Skipping the tag cannot leak anything:
 * a value changed in the database could only add or drop itself from a search, and every record
 * answered is then opened with its tag checked (a changed one fails there).
 */
export function peekFields(keys: ReadonlyMap<number, Buffer>, stored: readonly string[]): string[] {
  const texts: string[] = stored.map((value) => (isSealed(value) ? '' : value));
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
    const bodies = indexes.map((i) => Buffer.from(stored[i]!.slice(stored[i]!.indexOf('.', FORMAT.length) + 1), 'base64'));
    const blocksOf = (body: Buffer) => Math.ceil(Math.max(0, body.length - IV_BYTES - TAG_BYTES) / BLOCK);
    const counters = new Uint8Array(bodies.reduce((n, body) => n + blocksOf(body), 0) * BLOCK);
    const view = new DataView(counters.buffer);
    let at = 0;
    for (const body of bodies) {
      const iv = body.subarray(0, IV_BYTES);
      for (let block = 0; block < blocksOf(body); block++, at += BLOCK) {
        counters.set(iv, at);
        view.setUint32(at + IV_BYTES, 2 + block);
      }
    }
    const keystream = crypto.createCipheriv('aes-256-ecb', key, null).setAutoPadding(false).update(counters);
    at = 0;
    bodies.forEach((body, n) => {
      const length = Math.max(0, body.length - IV_BYTES - TAG_BYTES);
      const plain = Buffer.allocUnsafe(length);
      for (let j = 0; j < length; j++) plain[j] = body[IV_BYTES + j]! ^ keystream[at + j]!;
      at += blocksOf(body) * BLOCK;
      texts[indexes[n]!] = plain.toString('utf8');
    });
  }
  return texts;
}
