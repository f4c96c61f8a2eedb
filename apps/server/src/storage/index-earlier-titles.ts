import { lockUser, type Database } from '../db/database';
import type { DatabaseKind, Tx } from '../db/types';
import type { KeyRing } from '../encryption/keyring';
import type { UserCipher } from '../encryption/user-cipher';
import { openRow } from './sealed';
import { diaryWords, indexDiary } from './search-index';

/** Set in serverState once every diary saved before titles were indexed has its title in the index; later starts skip the walk. */
const DONE = 'titlesIndexed';
/** The last diary (by id) the walk has indexed, written with each batch: a stopped walk goes on after it. */
const REACHED = 'titlesIndexedUpTo';

/** Diaries a transaction indexes: a kill loses at most one batch's work, which the next start does again. */
const BATCH = 500;

export interface TitleIndexProgress {
  indexed: number;
}

interface Titled {
  id: string;
  user: string;
}

async function indexBatch(tx: Tx, kind: DatabaseKind, keys: KeyRing, batch: Titled[], reached: string): Promise<number> {
  // Saves take their user's lock (items/handlers.ts): a diary being saved meanwhile on another instance is read after that save, never indexed over it.
  for (const user of [...new Set(batch.map((d) => d.user))].sort()) await lockUser(kind, tx, user);
  const rows = await tx
    .selectFrom('diaries')
    .select(['id', 'user', 'title', 'content'])
    .where(
      'id',
      'in',
      batch.map((d) => d.id),
    )
    .execute();
  const ciphers = new Map<string, UserCipher>();
  let indexed = 0;
  for (const row of rows) {
    let cipher = ciphers.get(row.user);
    if (!cipher) ciphers.set(row.user, (cipher = await keys.cipherFor(tx, row.user)));
    // A deleted account's keys are destroyed: nothing opens its diaries, and nothing searches them.
    if (cipher.version === undefined) continue;
    await indexDiary(tx, cipher, row.id, diaryWords(openRow(cipher, 'diary', row)));
    indexed += 1;
  }
  await tx
    .insertInto('serverState')
    .values({ name: REACHED, value: reached })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: reached }))
    .execute();
  return indexed;
}

/**
 * Puts the titles of diaries saved before 2026-12-02 into the search index: until then a diary's entry held
 * its content's words only, so a word of its title found nothing. Each titled diary's entry is made again of
 * its title and content (search-index.ts), under its owner's current key. Runs at start before the server
 * answers anyone, after the sealing of earlier rows and in its manner: a batch a transaction, and how far it
 * got written with each batch, so a walk stopped at any point goes on after it at the next start. A diary
 * without a title is passed over (an empty title stays empty when sealed, so SQL tells them apart): its
 * entry is whole already.
 */
export async function indexEarlierTitles(database: Database, keys: KeyRing, now: Date, onProgress?: (p: TitleIndexProgress) => void): Promise<number> {
  const { db } = database;
  const state = async (name: string) => (await db.selectFrom('serverState').select('value').where('name', '=', name).executeTakeFirst())?.value;
  if (await state(DONE)) return 0;
  let after = (await state(REACHED)) ?? '';
  let indexed = 0;
  for (;;) {
    const batch = await db.selectFrom('diaries').select(['id', 'user']).where('id', '>', after).where('title', '!=', '').orderBy('id').limit(BATCH).execute();
    if (batch.length === 0) break;
    after = batch.at(-1)!.id;
    const reached = after;
    indexed += await database.transaction((tx) => indexBatch(tx, database.kind, keys, batch, reached));
    onProgress?.({ indexed });
  }
  await database.transaction(async (tx) => {
    await tx
      .insertInto('serverState')
      .values({ name: DONE, value: now.toISOString() })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await tx.deleteFrom('serverState').where('name', '=', REACHED).execute();
  });
  return indexed;
}
