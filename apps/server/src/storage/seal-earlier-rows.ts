import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { Tx } from '../db/types';
import { isSealed } from '../encryption/field-cipher';
import type { KeyRing } from '../encryption/keyring';
import type { UserCipher } from '../encryption/user-cipher';
import { byClass } from './by-class';
import type { Row } from './codec';
import { sealColumns, sealData, SEALED_FIELDS } from './sealed';
import { diaryWords, indexDiary } from './search-index';
import { SPECS } from './spec';

/** Set in serverState once every row written before encryption is sealed; later starts skip the walk. */
const DONE = 'rowsSealed';

/** Rows a transaction seals: a kill loses at most one batch's work, which the next start does again. */
const BATCH = 500;

export interface SealProgress {
  className: string;
  sealed: number;
  scanned: number;
}

const plainText = (value: unknown) => typeof value === 'string' && value !== '' && !isSealed(value);

/** Whether a stored row still holds any of what people write in plain text. */
function isPlain(className: keyof typeof SEALED_FIELDS, row: Row): boolean {
  const { columns, data } = SEALED_FIELDS[className];
  if (columns.some((c) => plainText(row[c]))) return true;
  if (data.length === 0) return false;
  const json = JSON.parse(String(row.data ?? '{}')) as Record<string, unknown>;
  return data.some((f) => plainText(json[f]));
}

async function sealBatch(tx: Tx, keys: KeyRing, className: keyof typeof SEALED_FIELDS, rows: Row[], now: Date): Promise<void> {
  const ciphers = new Map<string, UserCipher>();
  const table = SPECS[className].table;
  for (const row of rows) {
    const user = String(row.user);
    let cipher = ciphers.get(user);
    if (!cipher) ciphers.set(user, (cipher = await keys.cipherForWrite(tx, user, now)));
    const objectId = String(row.id);
    const columns = sealColumns(cipher, className, objectId, Object.fromEntries(SEALED_FIELDS[className].columns.map((c) => [c, row[c]])));
    await byClass(tx)
      .updateTable(table)
      .set({ ...columns, data: sealData(cipher, className, objectId, String(row.data ?? '{}')) })
      .where('id', '=', objectId)
      .execute();
    // A diary written before encryption was never indexed.
    if (className === 'diary') await indexDiary(tx, cipher, objectId, diaryWords(row));
  }
}

/**
 * Encrypts what was written before encryption came: every plain title, content, caption and summary
 * is sealed under its owner's data key (made on the way) and each such diary is indexed for search.
 * Runs at start before the server answers anyone, a batch a transaction, so it can be stopped at
 * any point and goes on where it was at the next start. Afterwards no plain text is left in the
 * embedded database's files: deleted content is overwritten (secure_delete), the file is rebuilt
 * without its free pages and the write-ahead log is emptied.
 */
export async function sealEarlierRows(database: Database, keys: KeyRing, now: Date, onProgress?: (p: SealProgress) => void): Promise<number> {
  const { db } = database;
  if (await db.selectFrom('serverState').select('value').where('name', '=', DONE).executeTakeFirst()) return 0;
  let total = 0;
  for (const className of Object.keys(SEALED_FIELDS) as Array<keyof typeof SEALED_FIELDS>) {
    const table = SPECS[className].table;
    let after = '';
    let sealed = 0;
    let scanned = 0;
    for (;;) {
      const rows = await byClass(db).selectFrom(table).selectAll().where('id', '>', after).orderBy('id').limit(BATCH).execute();
      if (rows.length === 0) break;
      after = String(rows.at(-1)!.id);
      scanned += rows.length;
      const plain = rows.filter((row) => isPlain(className, row));
      if (plain.length > 0) await database.transaction((tx) => sealBatch(tx, keys, className, plain, now));
      sealed += plain.length;
      onProgress?.({ className, sealed, scanned });
    }
    total += sealed;
  }
  // Once, even when nothing was left to seal: an earlier start may have sealed everything and stopped here.
  if (database.kind === 'sqlite') {
    await sql`vacuum`.execute(db);
    await sql`pragma wal_checkpoint(truncate)`.execute(db);
  }
  await db
    .insertInto('serverState')
    .values({ name: DONE, value: now.toISOString() })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return total;
}
