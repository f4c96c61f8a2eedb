import { countWords } from '@diary/core';
import { lockUser, type Database } from '../db/database';
import type { DatabaseKind, Tx } from '../db/types';
import type { KeyRing } from '../encryption/keyring';
import type { UserCipher } from '../encryption/user-cipher';
import { openRow } from './sealed';

/** Set in serverState once every diary saved before word counts were kept has its count; later starts skip the walk. */
const DONE = 'wordsCounted';

/** Diaries a transaction counts: a kill loses at most one batch's work, which the next start does again. */
const BATCH = 500;

async function countBatch(tx: Tx, kind: DatabaseKind, keys: KeyRing, ids: string[]): Promise<number> {
  const rows = await tx.selectFrom('diaries').select(['id', 'user', 'title', 'content']).where('id', 'in', ids).where('words', 'is', null).execute();
  // Saves take their user's lock: a diary being saved meanwhile on another instance is counted by that save, not over it.
  for (const user of [...new Set(rows.map((d) => d.user))].sort()) await lockUser(kind, tx, user);
  const ciphers = new Map<string, UserCipher>();
  let counted = 0;
  for (const row of rows) {
    let cipher = ciphers.get(row.user);
    if (!cipher) ciphers.set(row.user, (cipher = await keys.cipherFor(tx, row.user)));
    // A deleted account's keys are destroyed: nothing opens its diaries, and they are never counted.
    if (cipher.version === undefined) continue;
    const open = openRow(cipher, 'diary', row);
    const words = countWords(String(open.title)) + countWords(String(open.content));
    await tx.updateTable('diaries').set({ words }).where('id', '=', row.id).where('words', 'is', null).execute();
    counted += 1;
  }
  return counted;
}

/**
 * Counts the words of diaries saved before 2026-12-04, when saves began keeping each diary's count for insights
 * (its text is sealed: only the server, with the owner's key, can count it). Runs at start before the server
 * answers anyone, after the other walks over earlier rows and in their manner: a batch a transaction, a diary
 * counted once (its count is no longer null), so a walk stopped at any point goes on at the next start.
 */
export async function countEarlierWords(database: Database, keys: KeyRing, now: Date, onProgress?: (counted: number) => void): Promise<number> {
  const { db } = database;
  if (await db.selectFrom('serverState').select('value').where('name', '=', DONE).executeTakeFirst()) return 0;
  let after = '';
  let counted = 0;
  for (;;) {
    const batch = await db.selectFrom('diaries').select('id').where('id', '>', after).where('words', 'is', null).orderBy('id').limit(BATCH).execute();
    if (batch.length === 0) break;
    after = batch.at(-1)!.id;
    counted += await database.transaction((tx) =>
      countBatch(
        tx,
        database.kind,
        keys,
        batch.map((d) => d.id),
      ),
    );
    onProgress?.(counted);
  }
  await db
    .insertInto('serverState')
    .values({ name: DONE, value: now.toISOString() })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return counted;
}
