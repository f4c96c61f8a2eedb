import type { ShareKind } from '@diary/core';
import type { Config } from '../config';
import { ownerAccess, shareAccess } from './tokens';

/**
 * A media base is the prefix core's media URL builder puts before a key. The public one
 * (getFeatures) serves only the placeholder; a signed-in user gets one that serves their own
 * media, a shared page one that serves what the share shows.
 */
export function ownerMediaBase(config: Config, userId: string, now: Date): { mediaBase: string; expiresAt: Date } {
  const { token, expiresAt } = ownerAccess(config.secret, userId, now);
  return { mediaBase: `${config.mediaBase}/${token}`, expiresAt };
}

export function shareMediaBase(config: Config, kind: ShareKind, objectId: string, expiresAt: Date): string {
  return `${config.mediaBase}/${shareAccess(config.secret, kind, objectId, expiresAt)}`;
}
