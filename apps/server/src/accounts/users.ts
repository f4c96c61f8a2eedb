import { encodeDate, proStatus, type UserRecord } from '@diary/core';
import { mergeData, type Row } from '../items/codec';
import { newObjectId } from '../items/ids';
import type { Queryable } from '../items/repository';

export async function findUser(q: Queryable, userId: string): Promise<Row | undefined> {
  return (await q.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst()) as Row | undefined;
}

export async function findUserByPhone(q: Queryable, phone: string): Promise<Row | undefined> {
  return (await q.selectFrom('users').selectAll().where('mobilePhoneNumber', '=', phone).executeTakeFirst()) as Row | undefined;
}

/** A new account for a phone seen for the first time: Pro never activated, agreement given. */
export async function createUser(q: Queryable, phone: string, now: Date): Promise<Row> {
  const stamp = now.toISOString();
  const row = { id: newObjectId(), mobilePhoneNumber: phone, createdAt: stamp, updatedAt: stamp, agreement: 1, data: JSON.stringify({ guideDisplayStatus: true, nicename: '' }) };
  await q.insertInto('users').values(row).execute();
  return (await findUser(q, row.id))!;
}

const dateOrNull = (value: unknown) => (value ? encodeDate(new Date(String(value))) : null);

/** The user as the wire shows it to its owner: Pro status derived from when Pro ends, never a secret. */
export function userRecord(row: Row, now: Date): UserRecord {
  const data = JSON.parse(String(row.data ?? '{}')) as Record<string, unknown>;
  return {
    guideDisplayStatus: true,
    nicename: '',
    ...data,
    objectId: String(row.id),
    mobilePhoneNumber: row.mobilePhoneNumber ? String(row.mobilePhoneNumber) : undefined,
    proExpiredAt: dateOrNull(row.proExpiredAt),
    proStatus: proStatus(row.proExpiredAt ? String(row.proExpiredAt) : null, now),
    wechatBindStatus: row.wechatUnionid ? 1 : 0,
    agreement: Number(row.agreement) === 1,
    deletedStatus: Number(row.deletedStatus) === 1,
    trialUsed: Number(row.trialUsed) === 1,
    lastExportAt: dateOrNull(row.lastExportAt),
    createdAt: String(row.createdAt),
    updatedAt: String(row.updatedAt),
  } as UserRecord;
}

/** Changes the user's own fields (nickname, birth date, avatar, covers, guide and sharing switches). */
export async function updateUserFields(q: Queryable, row: Row, fields: Record<string, unknown>, now: Date): Promise<string> {
  const updatedAt = now.toISOString();
  await q
    .updateTable('users')
    .set({ data: mergeData(row.data, fields), updatedAt })
    .where('id', '=', String(row.id))
    .execute();
  return updatedAt;
}
