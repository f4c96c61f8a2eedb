import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_CODE_LENGTH } from '@diary/core';

/** A session token: 256 random bits. Only its hash is stored, so a copy of the database signs no one in. */
export function newSessionToken(): string {
  return `s:${randomBytes(32).toString('base64url')}`;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

/** A code's stored form: keyed by the server secret, so six digits cannot be looked up in a table. */
export function hashSmsCode(secret: string, purpose: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${phone}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
