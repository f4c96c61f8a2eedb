import { randomBytes } from 'node:crypto';

/** A new record id: 16 URL-safe characters from 96 random bits. */
export function newObjectId(): string {
  return randomBytes(12).toString('base64url');
}
