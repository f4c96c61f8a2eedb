import type { Kysely } from 'kysely';
import { lockUser, type Database } from '../db/database';
import { isSealed, sealedVersion } from '../encryption/field-cipher';
import type { KeyRing } from '../encryption/keyring';
import { embeddingPlace } from '../assistant/embeddings';
import { keptAnswerPlace } from '../assistant/kept-answers';
import { fileKeyPlace } from '../media/file-keys';
import { byClass } from './by-class';
import { openRow, sealColumns, sealData, SEALED_FIELDS } from './sealed';
import { diaryWords, indexDiary } from './search-index';
import { SPECS } from './spec';

/** Rows a transaction handles: a stopped command loses at most one batch, which the next run does again. */
const BATCH = 200;

/** Whether a stored value is plain text or sealed under another data key version than `current`. */
const needsResealing = (value: unknown, current: number) => typeof value === 'string' && value !== '' && (!isSealed(value) || sealedVersion(value) !== current);

/**
 * What is sealed under a person's data key outside their records' fields, by table: each photo's and video's file key
 * (the files themselves are not touched, their keys stay the same), the assistant's kept answers and the diaries'
 * embeddings. A re-encryption seals each again under the newest key before the older ones are destroyed.
 */
const SEALED_ELSEWHERE = [
  { table: 'mediaObjects', id: 'key', column: 'sealedKey', place: fileKeyPlace },
  { table: 'keptAnswers', id: 'id', column: 'sealed', place: keptAnswerPlace },
  { table: 'diaryEmbeddings', id: 'diaryId', column: 'sealed', place: embeddingPlace },
] as const;

async function resealElsewhere(database: Database, keys: KeyRing, userId: string, sealed: (typeof SEALED_ELSEWHERE)[number]): Promise<number> {
  let resealed = 0;
  let after = '';
  for (;;) {
    const batch = await database.transaction(async (transaction) => {
      // One shape for the three tables: an id column and a sealed text column of the user's rows.
      const tx = transaction as unknown as Kysely<Record<string, { user: string; [column: string]: string | null }>>;
      await lockUser(database.kind, transaction, userId);
      const cipher = await keys.cipherFor(transaction, userId);
      const rows = await tx
        .selectFrom(sealed.table)
        .select([sealed.id, sealed.column])
        .where('user', '=', userId)
        .where(sealed.id, '>', after)
        .orderBy(sealed.id)
        .limit(BATCH)
        .execute();
      for (const row of rows) {
        const id = String(row[sealed.id]);
        const value = row[sealed.column];
        if (!value || !needsResealing(value, cipher.version!)) continue;
        const again = cipher.seal(sealed.place(id), cipher.open(sealed.place(id), value));
        await tx
          .updateTable(sealed.table)
          .set({ [sealed.column]: again })
          .where('user', '=', userId)
          .where(sealed.id, '=', id)
          .execute();
        resealed += 1;
      }
      return rows.map((row) => String(row[sealed.id]));
    });
    if (batch.length === 0) return resealed;
    after = batch.at(-1)!;
  }
}

/**
 * Re-encrypts one user's text under a new data key: a key version is added, every title, content,
 * caption and summary sealed under an older one is sealed again under it (its diary's index tokens
 * with it), and so is what is sealed elsewhere (file keys, kept answers, embeddings); then the older versions are destroyed. While it runs, reads open either version and
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
  for (const sealed of SEALED_ELSEWHERE) done += await resealElsewhere(database, keys, userId, sealed);
  await database.transaction(async (tx) => {
    await lockUser(database.kind, tx, userId);
    const newest = (await keys.cipherFor(tx, userId)).version!;
    await tx.deleteFrom('dataKeys').where('user', '=', userId).where('version', '<', newest).execute();
  });
  return done;
}
