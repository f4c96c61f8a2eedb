import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { ownedIds, rowsById } from '../src/storage/repository';
import { openTestSqlite } from './support/embedded-database';
import { DB_KIND } from './support/server';

/**
 * The plans SQLite picks for the queries every page runs, on a database whose statistics say what a real
 * one's would: most people keep a few photos, one keeps thousands.
 */
describe.runIf(DB_KIND === 'sqlite')('query plans of the embedded database', () => {
  let database: Database;
  let remove: () => Promise<void>;
  beforeAll(async () => {
    ({ database, remove } = await openTestSqlite('plans'));
    const file = (user: string, i: number) => ({
      id: `${user}-f${i}`,
      user,
      createdAt: '2026-11-27T00:00:00.000Z',
      updatedAt: '2026-11-27T00:00:00.000Z',
      filename: `${user}-${i}.jpg`,
      kind: 'image/jpeg',
    });
    const rows = [...Array.from({ length: 3000 }, (_, i) => file('keeper', i)), ...Array.from({ length: 300 }, (_, i) => file(`u${i % 100}`, i))];
    for (let start = 0; start < rows.length; start += 500)
      await database.db
        .insertInto('files')
        .values(rows.slice(start, start + 500))
        .execute();
    await database.refreshPlannerStatistics();
  });
  afterAll(() => remove());

  const planOf = async (query: CompiledQuery) =>
    (await database.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]))).rows
      .map((r) => r.detail)
      .join('; ');

  it('finds the records a page includes by their keys, not by walking their owner’s thousands', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => `keeper-f${i * 7}`);
    const plan = await planOf(rowsById(database.db, 'files', 'keeper', ids).compile());
    expect(plan).toMatch(/USING INDEX sqlite_autoindex_files_1 \(id=\?\)/);
    expect((await rowsById(database.db, 'files', 'keeper', ids).execute()).length).toBe(20);
    // The owner is still checked: another user's ids answer nothing.
    expect(await rowsById(database.db, 'files', 'u1', ids).execute()).toEqual([]);
  });

  it('checks that a save’s photos are its writer’s by their keys too', async () => {
    const ids = ['keeper-f1', 'keeper-f2', 'u1-f1'];
    expect(await ownedIds(database.db, 'keeper', [['file', ids]])).toEqual(new Set(['file:keeper-f1', 'file:keeper-f2']));
    // The same shape for another owner: the statement compiled for it answers with the new values.
    expect(await ownedIds(database.db, 'u1', [['file', ids]])).toEqual(new Set(['file:u1-f1']));
    // Several classes in one statement, each with its own ids and the owner ('keeper-f1' is no story).
    expect(
      await ownedIds(database.db, 'keeper', [
        ['tag', ['keeper-f1']],
        ['file', ['keeper-f3', 'u2-f2', 'keeper-f3']],
      ]),
    ).toEqual(new Set(['file:keeper-f3']));
  });
});
