import { isShareLive, SHARED_STATUS, type ShareKind } from '@diary/core';
import type { Db } from '../db/types';
import { fail } from '../errors/api-failure';
import { byClass } from '../storage/by-class';
import type { Row } from '../storage/codec';
import { SPECS } from '../storage/spec';

/**
 * A share is readable while it is public and within its day. An expired share answers 1003;
 * anything else (private, unknown, deleted owner) answers 404, so a visitor cannot tell
 * a private record from a missing one.
 */
export async function liveShare(db: Db, kind: ShareKind, objectId: string, now: Date): Promise<{ row: Row; nicename: string }> {
  const table = SPECS[kind].table;
  const row = await byClass(db).selectFrom(table).selectAll().where('id', '=', objectId).executeTakeFirst();
  const owner = row ? await db.selectFrom('users').select(['data', 'deletedStatus']).where('id', '=', String(row.user)).executeTakeFirst() : undefined;
  const hidden = kind === 'diary' && row && (Number(row.privateStatus) === 1 || Number(row.hiddenStatus) === 1);
  if (!row || !owner || owner.deletedStatus === 1 || hidden || Number(row.sharedStatus) !== SHARED_STATUS.public) {
    return fail('notFound', 'This share does not exist');
  }
  const shareable = {
    sharedStatus: Number(row.sharedStatus),
    sharedDatetime: row.sharedDatetime ? String(row.sharedDatetime) : null,
    count: Number(row.count ?? 0),
  };
  if (!isShareLive(kind, shareable, now)) {
    if (kind !== 'diary' && shareable.count === 0) return fail('notFound', 'This share does not exist');
    return fail('shareExpired', 'This share has expired');
  }
  const nicename = String((JSON.parse(owner.data) as { nicename?: string }).nicename ?? '');
  return { row, nicename };
}
