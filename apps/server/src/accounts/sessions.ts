import { compiledOnce } from '../db/compiled-once';
import type { Database } from '../db/database';
import type { Db } from '../db/types';
import type { WrappedDataKey } from '../encryption/keyring';
import type { Queryable } from '../db/types';
import { SIGN_IN_LIMITS } from './limits';
import { hashToken, newSessionToken } from './secrets';

export async function createSession(q: Queryable, userId: string, now: Date): Promise<string> {
  const token = newSessionToken();
  const stamp = now.toISOString();
  await q
    .insertInto('sessions')
    .values({
      tokenHash: hashToken(token),
      user: userId,
      createdAt: stamp,
      lastSeenAt: stamp,
      expiresAt: new Date(now.getTime() + SIGN_IN_LIMITS.sessionIdleMs).toISOString(),
    })
    .execute();
  return token;
}

/**
 * `itemsVersion`: the version of the user's records as this request found them (items/list-answers.ts).
 * `dataKeys`: their data keys, still wrapped, read with the session: a read of their records needs no statement more.
 */
export type SessionCheck =
  { ok: true; userId: string; tokenHash: string; itemsVersion: number; dataKeys: WrappedDataKey[] } | { ok: false; reason: 'unknown' | 'expired' };

/** The session, its user, and their data keys: one row per data key version (one, unless they are being rotated), or one without a key. */
const sessionOf = compiledOnce(
  (db: Db, tokenHash: string) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user')
      .leftJoin('dataKeys', 'dataKeys.user', 'sessions.user')
      .select([
        'sessions.user',
        'sessions.expiresAt',
        'sessions.lastSeenAt',
        'users.deletedStatus',
        'users.itemsVersion',
        'dataKeys.version',
        'dataKeys.masterVersion',
        'dataKeys.sealed',
      ])
      .where('sessions.tokenHash', '=', tokenHash),
  1,
);

/**
 * The user a session token belongs to. A session lives 30 days from its last use (sliding);
 * the new expiry is written at most once an hour. A deleted account has no live session.
 */
export async function resolveSession(database: Database, token: string, now: Date): Promise<SessionCheck> {
  const tokenHash = hashToken(token);
  const { rows } = await sessionOf(database.db, tokenHash);
  const row = rows[0];
  if (!row || row.deletedStatus === 1) return { ok: false, reason: 'unknown' };
  if (row.expiresAt <= now.toISOString()) return { ok: false, reason: 'expired' };
  if (now.getTime() - new Date(row.lastSeenAt).getTime() > SIGN_IN_LIMITS.sessionTouchIntervalMs) {
    await database.db
      .updateTable('sessions')
      .set({ lastSeenAt: now.toISOString(), expiresAt: new Date(now.getTime() + SIGN_IN_LIMITS.sessionIdleMs).toISOString() })
      .where('tokenHash', '=', tokenHash)
      .execute();
  }
  const dataKeys = rows.flatMap(({ version, masterVersion, sealed }) =>
    version === null || masterVersion === null || sealed === null ? [] : [{ version, masterVersion, sealed }],
  );
  return { ok: true, userId: row.user, tokenHash, itemsVersion: Number(row.itemsVersion), dataKeys };
}

export async function revokeSession(q: Queryable, tokenHash: string): Promise<void> {
  await q.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute();
}

export async function revokeAllSessions(q: Queryable, userId: string): Promise<void> {
  await q.deleteFrom('sessions').where('user', '=', userId).execute();
}
