import { fileNamesOf, isFileNotPassed, listKindOwner, type Where } from '@diary/core';
import { recordedResult } from '../content-check/image';
import type { Database } from '../db/database';
import type { KeyRing } from '../encryption/keyring';
import { ApiFailure } from '../errors/api-failure';
import { countRows } from '../storage/list-pages';
import { decodeRecord } from '../storage/repository';
import { openRow } from '../storage/sealed';
import { liveShare } from '../sharing/live-share';
import { filesNaming, type MediaObject } from './objects';
import type { MediaAccess } from './tokens';

/**
 * Whether a media path's access lets it see a stored object. The owner sees all of their own; a
 * share's visitor sees the photos and videos (and posters) of the diaries the share shows — not
 * private, not hidden — and the shared record's cover, only while the share is live, and never a
 * photo that failed the content check (whatever cover or gallery names it).
 */
export async function mayView(database: Database, keys: KeyRing, access: MediaAccess, object: MediaObject, now: Date): Promise<boolean> {
  if (access.kind === 'owner') return access.userId === object.user;
  if (isFileNotPassed(await recordedResult(database.db, object.key))) return false;
  let share;
  try {
    share = await liveShare(database.db, access.shareKind, access.objectId, now);
  } catch (error) {
    if (error instanceof ApiFailure) return false;
    throw error;
  }
  const { row } = share;
  if (String(row.user) !== object.user) return false;
  if (row.cover && fileNamesOf(object.key).includes(String(row.cover))) return true;
  const fileIds = await filesNaming(database.db, object.user, object.key);
  if (fileIds.length === 0) return false;
  const cipher = await keys.cipherFor(database.db, object.user);
  const kind = access.shareKind;
  // A shared list's diaries are its kind's of the shared record (core's LIST_KINDS), read without its lists of pointers.
  const shown: Where =
    kind === 'diary' ? { objectId: String(row.id) } : listKindOwner(kind).condition(await decodeRecord(database.db, kind, openRow(cipher, kind, row), false));
  const where = {
    ...shown,
    privateStatus: { $ne: true },
    hiddenStatus: { $ne: true },
    gallery: { $in: fileIds.map((objectId) => ({ __type: 'Pointer', className: 'file', objectId })) },
  } as Where;
  return (await countRows(database.db, database.kind, cipher, 'diary', where)) > 0;
}
