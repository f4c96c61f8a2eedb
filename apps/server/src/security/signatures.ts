import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one way the server signs what it hands out and checks later (upload tokens, media
 * access, WeChat tickets, QR states): HMAC-SHA256 with the server's secret over a purpose and
 * the fields, cut to 144 bits. The purpose keeps a signature of one kind from passing as another.
 */
export function signature(secret: string, purpose: string, fields: readonly string[]): string {
  return createHmac('sha256', secret)
    .update(`${purpose}\n${fields.join('\n')}`)
    .digest()
    .subarray(0, 18)
    .toString('base64url');
}

/** Whether a given signature is the expected one, in constant time. */
export function isSignature(given: string, secret: string, purpose: string, fields: readonly string[]): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(signature(secret, purpose, fields));
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A signed expiry, in whole seconds as tokens carry it. */
export const expirySeconds = (at: Date) => String(Math.floor(at.getTime() / 1000));
export const isUnexpired = (seconds: string | undefined, now: Date) => Number(seconds) * 1000 > now.getTime();
