import { decodeDate, encodeDate, isPossibleBirthDate, proStatus, type UserFields, type UserRecord } from '@diary/core';
import { compiledOnce } from '../db/compiled-once';
import type { Db } from '../db/types';
import { fail } from '../errors/api-failure';
import type { User } from '../db/tables';
import { mergeData } from '../storage/codec';
import { newObjectId } from '../storage/ids';
import type { Queryable } from '../db/types';

/** Compiled once: every write reads its user. */
const userById = compiledOnce((db: Db, userId: string) => db.selectFrom('users').selectAll().where('id', '=', userId), 1);

export async function findUser(q: Queryable, userId: string): Promise<User | undefined> {
  return (await userById(q, userId)).rows[0];
}

export async function findUserByPhone(q: Queryable, phone: string): Promise<User | undefined> {
  return q.selectFrom('users').selectAll().where('mobilePhoneNumber', '=', phone).executeTakeFirst();
}

/** A new account for a phone seen for the first time: Pro never activated, agreement given. */
export async function createUser(q: Queryable, phone: string, now: Date): Promise<User> {
  const stamp = now.toISOString();
  const id = newObjectId();
  await q
    .insertInto('users')
    .values({
      id,
      mobilePhoneNumber: phone,
      createdAt: stamp,
      updatedAt: stamp,
      agreement: 1,
      data: JSON.stringify({ guideDisplayStatus: true, nicename: '' }),
    })
    .execute();
  return (await findUser(q, id))!;
}

const dateOrNull = (value: string | null) => (value ? encodeDate(new Date(value)) : null);

/** The user as the wire shows it to its owner: Pro status derived from when Pro ends, never a secret. */
export function userRecord(row: User, now: Date): UserRecord {
  const data = JSON.parse(row.data) as Record<string, unknown>;
  return {
    guideDisplayStatus: true,
    nicename: '',
    ...data,
    objectId: row.id,
    mobilePhoneNumber: row.mobilePhoneNumber ?? undefined,
    proExpiredAt: dateOrNull(row.proExpiredAt),
    proStatus: proStatus(row.proExpiredAt, now),
    wechatBindStatus: row.wechatUnionid ? 1 : 0,
    agreement: row.agreement === 1,
    deletedStatus: row.deletedStatus === 1,
    trialUsed: row.trialUsed === 1,
    lastExportAt: dateOrNull(row.lastExportAt),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  } as UserRecord;
}

/** Changes the user's own fields (nickname, birth date, avatar, covers, guide and sharing switches). */
export async function updateUserFields(q: Queryable, row: Pick<User, 'id' | 'data'>, fields: UserFields, now: Date): Promise<string> {
  // The birth date is one the birthday picker could offer (the clients check the same).
  const birth = fields.dateOfBirth ? decodeDate(fields.dateOfBirth) : undefined;
  if (birth && !isPossibleBirthDate(birth, now)) fail('invalidRequest', 'The birth date must be within the last hundred years and not after today');
  const updatedAt = now.toISOString();
  await q
    .updateTable('users')
    .set({ data: mergeData(row.data, fields), updatedAt })
    .where('id', '=', row.id)
    .execute();
  return updatedAt;
}
