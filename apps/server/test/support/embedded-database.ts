import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database, type OpenOptions } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';

/** A migrated embedded database in a directory of its own, for tests of the database layer itself. */
export async function openTestSqlite(name: string, options: OpenOptions = {}): Promise<{ database: Database; file: string; remove: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `diary-${name}-`));
  const file = path.join(dir, 'diary.sqlite');
  const database = openDatabase({ kind: 'sqlite', file }, options);
  await migrateToLatest(database.db);
  return {
    database,
    file,
    remove: async () => {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
