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
