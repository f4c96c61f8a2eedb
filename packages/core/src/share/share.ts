import { message, type Message } from '../i18n/message-key';
import { ONE_DAY_MS } from '../time/calendar';
import { decodeDate, encodeDate, type WireDate } from '../wire/date';
import { SHARED_STATUS } from '../wire/shared-fields';

/** A share link works for one day from when sharing started (or was reset). */
export const SHARE_VALIDITY_MS = ONE_DAY_MS;
/** The share state of a list with no diaries: it cannot be shared. */
export const NOT_SHAREABLE = 99;

/** What can be shared: a diary, or the list of diaries of one of these. */
export const SHARE_LIST_KINDS = ['archive', 'location', 'people', 'tag', 'status', 'weather'] as const;
export const SHARE_KINDS = ['diary', ...SHARE_LIST_KINDS] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];
/** What a shared list is the list of. */
export type ShareListKind = (typeof SHARE_LIST_KINDS)[number];

export interface Shareable {
  sharedStatus?: number | null;
  sharedDatetime?: WireDate | string | Date | null;
  /** Diaries in the list; only lists (not diaries) have one. */
  count?: number | null;
}

export type ShareState = typeof SHARED_STATUS.private | typeof SHARED_STATUS.public | typeof NOT_SHAREABLE;

export function shareExpiresAt(sharedDatetime: WireDate | string | Date): Date | undefined {
  const start = decodeDate(sharedDatetime);
  return start && new Date(start.getTime() + SHARE_VALIDITY_MS);
}

/** Expired when now is later than the start plus one day. */
export function isShareExpired(sharedDatetime: WireDate | string | Date | null | undefined, now: Date): boolean {
  const expiresAt = sharedDatetime ? shareExpiresAt(sharedDatetime) : undefined;
  return !expiresAt || now.getTime() > expiresAt.getTime();
}

/** The stored state: 0 private, 2 public; a list with no diaries is 99, not shareable. */
export function shareState(kind: ShareKind, item: Shareable): ShareState {
  if (kind !== 'diary' && !(item.count && item.count > 0)) return NOT_SHAREABLE;
  return item.sharedStatus === SHARED_STATUS.public ? SHARED_STATUS.public : SHARED_STATUS.private;
}

/** Whether a visitor may see it now: public and within its day. The share switch shows the same. */
export function isShareLive(kind: ShareKind, item: Shareable, now: Date): boolean {
  return shareState(kind, item) === SHARED_STATUS.public && !isShareExpired(item.sharedDatetime, now);
}

/** What starting, stopping or resetting a share writes: 99 is a state shown, never one stored. */
export interface ShareFields {
  sharedStatus: typeof SHARED_STATUS.private | typeof SHARED_STATUS.public;
  sharedDatetime: WireDate | null;
}

/** Starting a share sets it public from now. */
export function startSharing(now: Date): ShareFields {
  return { sharedStatus: SHARED_STATUS.public, sharedDatetime: encodeDate(now) };
}

/** Stopping sets it private and forgets the time. */
export function stopSharing(): ShareFields {
  return { sharedStatus: SHARED_STATUS.private, sharedDatetime: null };
}

/** Resetting restarts the one-day validity from now. */
export function resetSharing(now: Date): ShareFields {
  return startSharing(now);
}

/** A list can be shared only when it has diaries. */
export function checkShareable(kind: ShareKind, item: Shareable): Message | undefined {
  return shareState(kind, item) === NOT_SHAREABLE ? message('share.unavailable') : undefined;
}

/** The shared page's route: /shared/{diaryId} for a diary, /shared/{type}/{id} for a list. */
export function sharePath(kind: ShareKind, id: string): string {
  return kind === 'diary' ? `/shared/${encodeURIComponent(id)}` : `/shared/${kind}/${encodeURIComponent(id)}`;
}

/** Public link shapes: {site}/shared/{diaryId} for a diary, {site}/shared/{type}/{id} for a list. */
export function shareLink(site: string, kind: ShareKind, id: string): string {
  return `${site.replace(/\/+$/, '')}${sharePath(kind, id)}`;
}
