import { SHARED_STATUS, startSharing, stopSharing } from '@diary/core';

type ShareWrite = { sharedStatus?: number | null; sharedDatetime?: unknown };

/**
 * A share is readable for one day from its start, so the start is the server's: turning a share on, or
 * resetting it (the client sends public again, or a new start), starts it now; turning it off forgets the
 * start. A client's own sharedDatetime is never stored, so no share can be made to start in the future
 * and outlive its day.
 */
export function withServerShareStart<F extends ShareWrite>(fields: F, now: Date): F {
  if (fields.sharedStatus === undefined && fields.sharedDatetime === undefined) return fields;
  if (fields.sharedStatus === SHARED_STATUS.public) return { ...fields, ...startSharing(now) };
  if (fields.sharedStatus === SHARED_STATUS.private) return { ...fields, ...stopSharing() };
  // A start alone: a reset when one is sent, nothing when it is cleared.
  return { ...fields, sharedDatetime: fields.sharedDatetime === null ? null : startSharing(now).sharedDatetime };
}
