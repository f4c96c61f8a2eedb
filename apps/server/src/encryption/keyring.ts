import { compiledOnce } from '../db/compiled-once';
import type { Db, Tx } from '../db/types';
import type { Queryable } from '../db/types';
import { newKey, type KeyProvider } from './key-provider';
import { UserCipher } from './user-cipher';

/**
 * The users' data keys: made when a user first writes, unwrapped by the key provider for each
 * request that reads or writes their text, destroyed when the account is deleted.
 */
export interface KeyRing {
  readonly provider: KeyProvider;
  /** The user's keys for reading. A user without a data key has nothing sealed: plain values read as they are. */
  cipherFor(q: Queryable, userId: string): Promise<UserCipher>;
  /** The same from their wrapped data keys as a statement already read them (the session's: accounts/sessions.ts). */
  cipherOf(userId: string, dataKeys: readonly WrappedDataKey[]): Promise<UserCipher>;
  /** The user's keys for writing, inside the write's transaction: a user without a data key gets one. */
  cipherForWrite(tx: Tx, userId: string, now: Date): Promise<UserCipher>;
  /** Adds a data key version (re-encryption): new values are sealed under it, the old ones still open. */
  addDataKey(tx: Tx, userId: string, now: Date): Promise<number>;
  /** Destroys every data key of the user: what was sealed under them can no longer be opened by anyone. */
  destroy(tx: Tx, userId: string): Promise<void>;
}

/** One of a user's data keys as stored: its version, and the key wrapped under a master key version. */
export interface WrappedDataKey {
  version: number;
  masterVersion: number;
  sealed: string;
}

/** Compiled once: every write reads its writer's keys in its transaction. */
const dataKeysOf = compiledOnce(
  (db: Db, userId: string) => db.selectFrom('dataKeys').select(['version', 'masterVersion', 'sealed']).where('user', '=', userId),
  1,
);

export function keyRing(provider: KeyProvider): KeyRing {
  async function cipherOf(userId: string, dataKeys: readonly WrappedDataKey[]): Promise<UserCipher> {
    const keys = new Map<number, Buffer>();
    for (const row of dataKeys) keys.set(Number(row.version), await provider.unwrap({ version: Number(row.masterVersion), sealed: row.sealed }));
    return new UserCipher(userId, keys);
  }

  async function cipherFor(q: Queryable, userId: string): Promise<UserCipher> {
    return cipherOf(userId, (await dataKeysOf(q, userId)).rows);
  }

  async function insertKey(tx: Tx, userId: string, version: number, now: Date): Promise<void> {
    const wrapped = await provider.wrap(newKey());
    await tx
      .insertInto('dataKeys')
      .values({ user: userId, version, masterVersion: wrapped.version, sealed: wrapped.sealed, createdAt: now.toISOString() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  return {
    provider,
    cipherFor,
    cipherOf,
    async cipherForWrite(tx, userId, now) {
      const cipher = await cipherFor(tx, userId);
      if (cipher.version !== undefined) return cipher;
      await insertKey(tx, userId, 1, now);
      return cipherFor(tx, userId);
    },
    async addDataKey(tx, userId, now) {
      const newest = await tx
        .selectFrom('dataKeys')
        .select((eb) => eb.fn.max('version').as('v'))
        .where('user', '=', userId)
        .executeTakeFirst();
      const version = Number(newest?.v ?? 0) + 1;
      await insertKey(tx, userId, version, now);
      return version;
    },
    async destroy(tx, userId) {
      await tx.deleteFrom('dataKeys').where('user', '=', userId).execute();
    },
  };
}

const CHECK_VALUE = Buffer.alloc(32, 0x5a);

/**
 * Refuses to start with master keys that do not open this database's data keys: each held version
 * must open the check value sealed under it when it was first used, and every version a data key
 * is wrapped under must be held. Records the check value of a version used for the first time.
 */
export async function checkMasterKeys(db: Db, provider: KeyProvider): Promise<void> {
  const checks = await db.selectFrom('masterKeyChecks').select(['version', 'sealed']).execute();
  for (const check of checks) {
    if (!provider.versions.includes(Number(check.version))) continue;
    const opened = await provider.unwrap({ version: Number(check.version), sealed: check.sealed }).catch(() => undefined);
    if (!opened?.equals(CHECK_VALUE)) {
      throw new Error(
        `Master key version ${check.version} is not the one this database's data keys were wrapped with: check DIARY_MASTER_KEYS (or the data directory's master-keys file)`,
      );
    }
  }
  const used = await db.selectFrom('dataKeys').select('masterVersion').distinct().execute();
  const missing = used.map((r) => Number(r.masterVersion)).filter((v) => !provider.versions.includes(v));
  if (missing.length > 0) throw new Error(`Data keys are wrapped under master key version ${missing.join(', ')}, which this server does not hold`);
  if (!checks.some((c) => Number(c.version) === provider.currentVersion)) {
    const wrapped = await provider.wrap(CHECK_VALUE);
    await db
      .insertInto('masterKeyChecks')
      .values({ version: wrapped.version, sealed: wrapped.sealed })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
