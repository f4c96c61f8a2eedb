import { lockUser, type Database } from '../db/database';
import { isSealed, sealedVersion } from '../encryption/field-cipher';
import type { KeyRing } from '../encryption/keyring';
import { openFileKey, sealFileKey } from '../media/file-keys';
import { byClass } from './by-class';
import { openRow, sealColumns, sealData, SEALED_FIELDS } from './sealed';
import { diaryWords, indexDiary } from './search-index';
import { SPECS } from './spec';

/** Rows a transaction handles: a stopped command loses at most one batch, which the next run does again. */
const BATCH = 200;

/** Whether a stored value is plain text or sealed under another data key version than `current`. */
const needsResealing = (value: unknown, current: number) => typeof value === 'string' && value !== '' && (!isSealed(value) || sealedVersion(value) !== current);

/**
 * The file keys of the user's media (media/file-keys.ts) sealed under an older data key are sealed again under the
 * newest: the photos and videos themselves are not touched, their keys stay the same.
 */
async function resealFileKeys(database: Database, keys: KeyRing, userId: string): Promise<number> {
  let resealed = 0;
  let after = '';
  for (;;) {
    const batch = await database.transaction(async (tx) => {
      await lockUser(database.kind, tx, userId);
      const cipher = await keys.cipherFor(tx, userId);
      const rows = await tx
        .selectFrom('mediaObjects')
        .select(['key', 'sealedKey'])
        .where('user', '=', userId)
        .where('key', '>', after)
        .orderBy('key')
        .limit(BATCH)
        .execute();
      for (const row of rows) {
        if (!row.sealedKey || !needsResealing(row.sealedKey, cipher.version!)) continue;
        const sealedKey = sealFileKey(cipher, row.key, openFileKey(cipher, row.key, row.sealedKey));
        await tx.updateTable('mediaObjects').set({ sealedKey }).where('key', '=', row.key).execute();
        resealed += 1;
      }
      return rows;
    });
    if (batch.length === 0) return resealed;
    after = batch.at(-1)!.key;
  }
}

/**
 * Re-encrypts one user's text under a new data key: a key version is added, every title, content,
 * caption and summary sealed under an older one is sealed again under it (its diary's index tokens
 * with it), and so is each photo's and video's file key; then the older versions are destroyed. While it runs, reads open either version and
 * search asks for the tokens of both. A run that stopped is continued by the next one (a user with
 * more than one key version is mid-way), not started again.
 */
export async function reencryptUser(database: Database, keys: KeyRing, userId: string, now: Date, onProgress?: (done: number) => void): Promise<number> {
  const versions = await database.db.selectFrom('dataKeys').select('version').where('user', '=', userId).execute();
  if (versions.length === 0) throw new Error(`user ${userId} has no data key (nothing written, or the account was deleted)`);
  if (versions.length === 1) {
    await database.transaction(async (tx) => {
      await lockUser(database.kind, tx, userId);
      await keys.addDataKey(tx, userId, now);
    });
  }
  let done = 0;
  for (const className of Object.keys(SEALED_FIELDS) as Array<keyof typeof SEALED_FIELDS>) {
    const table = SPECS[className].table;
    const { columns, data } = SEALED_FIELDS[className];
    let after = '';
    for (;;) {
      const ids = await byClass(database.db)
        .selectFrom(table)
        .select('id')
        .where('user', '=', userId)
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (ids.length === 0) break;
      after = String(ids.at(-1)!.id);
      done += await database.transaction(async (tx) => {
        await lockUser(database.kind, tx, userId);
        const cipher = await keys.cipherFor(tx, userId);
        const current = cipher.version!;
        const rows = await byClass(tx)
          .selectFrom(table)
          .selectAll()
          .where('user', '=', userId)
          .where(
            'id',
            'in',
            ids.map((r) => r.id),
          )
          .execute();
        let resealed = 0;
        for (const row of rows) {
          const json = JSON.parse(String(row.data ?? '{}')) as Record<string, unknown>;
          if (!columns.some((c) => needsResealing(row[c], current)) && !data.some((f) => needsResealing(json[f], current))) continue;
          const opened = openRow(cipher, className, row);
          const objectId = String(row.id);
          await byClass(tx)
            .updateTable(table)
            .set({
              ...sealColumns(cipher, className, objectId, Object.fromEntries(columns.map((c) => [c, opened[c]]))),
              data: sealData(cipher, className, objectId, String(opened.data ?? '{}')),
            })
            .where('id', '=', objectId)
            .execute();
          if (className === 'diary') await indexDiary(tx, cipher, objectId, diaryWords(opened));
          resealed += 1;
        }
        return resealed;
      });
      onProgress?.(done);
    }
  }
  done += await resealFileKeys(database, keys, userId);
  await database.transaction(async (tx) => {
    await lockUser(database.kind, tx, userId);
    const newest = (await keys.cipherFor(tx, userId)).version!;
    await tx.deleteFrom('dataKeys').where('user', '=', userId).where('version', '<', newest).execute();
  });
  return done;
}
