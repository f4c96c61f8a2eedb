import { createHash, randomBytes } from 'node:crypto';
import { isUniqueViolation } from '../errors/database-errors';
import type { Queryable } from '../db/types';
import type { WechatIdentity } from '../providers/wechat/sign-in';
import { expirySeconds, isSignature, isUnexpired, signature } from '../security/signatures';

/**
 * What the server vouches for between two requests, signed with its secret: a WeChat identity it
 * got from WeChat itself, a phone number WeChat confirmed, a QR sign-in it started. A client
 * cannot make one up, and each lasts ten minutes.
 */
export const TICKET_MS = 10 * 60 * 1000;

export type Platform = 'weapp_union' | 'webapp_union' | 'offiaccount_union';

const expiry = (now: Date) => expirySeconds(new Date(now.getTime() + TICKET_MS));

export function identityTicket(secret: string, platform: Platform, identity: WechatIdentity, now: Date): string {
  const expires = expiry(now);
  return `v1.${expires}.${signature(secret, 'wechat:identity', [platform, identity.openid, identity.unionid, expires])}`;
}

export function isGenuineIdentity(secret: string, platform: Platform, union: WechatIdentity & { ticket: string }, now: Date): boolean {
  const [version, expires, given] = union.ticket.split('.');
  if (version !== 'v1' || !given || !isUnexpired(expires, now)) return false;
  return isSignature(given, secret, 'wechat:identity', [platform, union.openid, union.unionid, expires!]);
}

/**
 * A phone number WeChat confirmed, for whoever asked: a signed-in account (to change its phone to it) or
 * nobody yet (to sign in with it). The holder is signed in, not written in the ticket, so a ticket earned
 * signed out cannot change an account's phone, nor one earned for an account sign anyone in.
 */
export function phoneTicket(secret: string, phone: string, holder: string | undefined, now: Date): string {
  const expires = expiry(now);
  return `p.${expires}.${signature(secret, 'wechat:phone', [phone, holder ?? '', expires])}`;
}

/** Whether the ticket is this server's, unexpired, for this number and this holder. It can still have been used: see useTicketOnce. */
export function isGenuinePhone(secret: string, phone: string, holder: string | undefined, ticket: string, now: Date): boolean {
  const [prefix, expires, given] = ticket.split('.');
  if (prefix !== 'p' || !given || !isUnexpired(expires, now)) return false;
  return isSignature(given, secret, 'wechat:phone', [phone, holder ?? '', expires!]);
}

/**
 * Uses a genuine ticket up: true the first time, false ever after (a unique key decides between two
 * requests at once). Used tickets are kept until they would have expired anyway.
 */
export async function useTicketOnce(q: Queryable, ticket: string, now: Date): Promise<boolean> {
  const expires = Number(ticket.split('.')[1]);
  await q.deleteFrom('usedTickets').where('expiresAt', '<', now.toISOString()).execute();
  try {
    await q
      .insertInto('usedTickets')
      .values({ id: createHash('sha256').update(ticket).digest('base64url'), expiresAt: new Date(expires * 1000).toISOString() })
      .execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * The QR sign-in's state: issued by this server, unique, valid ten minutes. The page that opened the
 * QR frame keeps it and compares it with the one WeChat sends back (so a code cannot be planted into
 * someone else's browser); the server checks that it is its own and unexpired.
 */
export function qrState(secret: string, now: Date): { state: string; expiresAt: Date } {
  const expires = expiry(now);
  const nonce = randomBytes(9).toString('base64url');
  return { state: `s.${expires}.${nonce}.${signature(secret, 'wechat:qr-state', [expires, nonce])}`, expiresAt: new Date(Number(expires) * 1000) };
}

export function isGenuineQrState(secret: string, state: string, now: Date): boolean {
  const [prefix, expires, nonce, given] = state.split('.');
  if (prefix !== 's' || !nonce || !given || !isUnexpired(expires, now)) return false;
  return isSignature(given, secret, 'wechat:qr-state', [expires!, nonce]);
}
