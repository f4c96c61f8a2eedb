import { open, seal } from './key-provider';

/**
 * What people write (a diary's title and content, captions, summaries), as stored: `e1.{base64}`,
 * AES-256-GCM under the user's data key, bound to the user, the record and the field, so a value
 * copied into another row or field does not open. A value without the prefix is plain text written
 * before encryption (the migration encrypts it).
 */
const PREFIX = 'e1.';

export interface FieldPlace {
  userId: string;
  className: string;
  objectId: string;
  field: string;
}

const aadOf = (p: FieldPlace) => [p.userId, p.className, p.objectId, p.field].join('\u0000');

export const isEncrypted = (stored: string) => stored.startsWith(PREFIX);

export function encryptField(dataKey: Buffer, place: FieldPlace, plain: string): string {
  return PREFIX + seal(dataKey, Buffer.from(plain, 'utf8'), aadOf(place));
}

export function decryptField(dataKey: Buffer, place: FieldPlace, stored: string): string {
  if (!isEncrypted(stored)) return stored;
  return open(dataKey, stored.slice(PREFIX.length), aadOf(place)).toString('utf8');
}
