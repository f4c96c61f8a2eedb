import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkpointInBackground } from '../src/db/checkpoints';
import type { Database } from '../src/db/database';
import { openTestSqlite } from './support/embedded-database';
import { DB_KIND } from './support/server';

/** The embedded database's checkpoints, run by a thread of their own in a serving process (db/checkpoints.ts). */
describe.runIf(DB_KIND === 'sqlite')('checkpoints in the background', () => {
  let database: Database;
  let file: string;
  let remove: () => Promise<void>;
  beforeAll(async () => {
    ({ database, file, remove } = await openTestSqlite('checkpoints', { checkpointInBackground: true }));
  });
  afterAll(() => remove());

  /** The server connection's own checkpoint rule: after how many pages of log it checkpoints (0: never). */
  const autocheckpoint = async () => (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(database.db)).rows[0]!.wal_autocheckpoint;

  it('copies the log into the database file while the server connection checkpoints nothing itself', async () => {
    expect(await autocheckpoint()).toBe(0);
    const before = fs.statSync(file).size;
    // About 2,500 pages of 4 KiB written to the log, in 50 commits.
    await sql`create table filler (body blob)`.execute(database.db);
    for (let i = 0; i < 50; i++) {
      await database.transaction(async (tx) => {
        for (let j = 0; j < 50; j++) await sql`insert into filler (body) values (randomblob(3000))`.execute(tx);
      });
    }
    await database.durable();
    // The connection alone would leave every page in the log: the file grows only by the thread's checkpoints.
    await expect.poll(() => fs.statSync(file).size - before, { timeout: 10_000, interval: 50 }).toBeGreaterThan(7_000_000);
  });

  it('gives the checkpoints back to the connection when the thread cannot run them', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-checkpoints-'));
    const connection = new SQLite(path.join(dir, 'other.sqlite'));
    try {
      connection.pragma('journal_mode = WAL');
      // The thread is pointed at a file that is not there: it fails at once, as it would on a disk error.
      const thread = checkpointInBackground(connection, path.join(dir, 'gone.sqlite'));
      expect(connection.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
      await thread.stop();
      expect(connection.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    } finally {
      connection.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
