import { ONE_DAY_MS, type ShareKind } from '@diary/core';
import { expirySeconds, isSignature, isUnexpired, signature } from '../security/signatures';

/**
 * Signed, expiring tokens for media, made with the server's secret. Each purpose signs its
 * own prefix, so a token of one kind is never accepted as another.
 *
 * - upload token (`ut.`): lets its user upload keys of the shape file/{filename} for 15 minutes;
 * - owner access (`m.`): in the path of a user's media base, serves that user's own media;
 * - share access (`s.`): in the path of a shared page's media base, serves the files the share shows;
 * - archive download (`ea.`): its user's whole archive, for a few minutes (a link a browser downloads).
 *
 * Browsers' <img> and WeChat's <image> cannot send the session header, so access rides in the URL.
 */

export const UPLOAD_TOKEN_MS = 15 * 60 * 1000;
/** Owner access lasts a week or two: it changes once a week, so cached URLs stay the same for days. */
const ACCESS_PERIOD_MS = 7 * ONE_DAY_MS;

/** Fields, then the expiry, then the signature of all of them: `purpose.field….expiry.signature`. */
function verified(secret: string, purpose: string, token: string, now: Date): string[] | undefined {
  const parts = token.split('.');
  if (parts.length < 3 || parts[0] !== purpose) return undefined;
  const given = parts.pop()!;
  if (!isSignature(given, secret, `media:${purpose}`, parts) || !isUnexpired(parts.at(-1), now)) return undefined;
  return parts.slice(1, -1);
}

function issue(secret: string, purpose: string, fields: string[], expiresAt: Date): string {
  const parts = [purpose, ...fields, expirySeconds(expiresAt)];
  return `${parts.join('.')}.${signature(secret, `media:${purpose}`, parts)}`;
}

export function uploadToken(secret: string, userId: string, now: Date): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + UPLOAD_TOKEN_MS);
  return { token: issue(secret, 'ut', [userId], expiresAt), expiresAt };
}

/** The user an upload token was issued to, if it is genuine and unexpired. */
export function uploadTokenUser(secret: string, token: string, now: Date): string | undefined {
  return verified(secret, 'ut', token, now)?.[0];
}

export function archiveToken(secret: string, userId: string, expiresAt: Date): string {
  return issue(secret, 'ea', [userId], expiresAt);
}

/** The user an archive download link is for, if it is genuine and unexpired. */
export function archiveTokenUser(secret: string, token: string, now: Date): string | undefined {
  return verified(secret, 'ea', token, now)?.[0];
}

export function ownerAccess(secret: string, userId: string, now: Date): { token: string; expiresAt: Date } {
  const periodEnd = (Math.floor(now.getTime() / ACCESS_PERIOD_MS) + 2) * ACCESS_PERIOD_MS;
  const expiresAt = new Date(periodEnd);
  return { token: issue(secret, 'm', [userId], expiresAt), expiresAt };
}

export function shareAccess(secret: string, kind: ShareKind, objectId: string, expiresAt: Date): string {
  return issue(secret, 's', [kind, objectId], expiresAt);
}

export type MediaAccess = { kind: 'owner'; userId: string } | { kind: 'share'; shareKind: ShareKind; objectId: string };

/** Who a media path's access segment lets in, if anyone. */
export function mediaAccess(secret: string, token: string, now: Date): MediaAccess | undefined {
  const owner = verified(secret, 'm', token, now);
  if (owner?.length === 1) return { kind: 'owner', userId: owner[0]! };
  const share = verified(secret, 's', token, now);
  if (share?.length === 2) return { kind: 'share', shareKind: share[0] as ShareKind, objectId: share[1]! };
  return undefined;
}
