import type { ShareKind } from '@diary/core';
import { ownerAccess, shareAccess } from './tokens';

/**
 * A media base is the prefix core's media URL builder puts before a key. The public one
 * (getFeatures) serves only the placeholder; a signed-in user gets one that serves their own
 * media, a shared page one that serves what the share shows.
 */
export function ownerMediaBase(secret: string, publicBase: string, userId: string, now: Date): { mediaBase: string; expiresAt: Date } {
  const { token, expiresAt } = ownerAccess(secret, userId, now);
  return { mediaBase: `${publicBase}/${token}`, expiresAt };
}

export function shareMediaBase(secret: string, publicBase: string, kind: ShareKind, objectId: string, expiresAt: Date): string {
  return `${publicBase}/${shareAccess(secret, kind, objectId, expiresAt)}`;
}
