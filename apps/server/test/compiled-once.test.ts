import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce, compiledOnceEach } from '../src/db/compiled-once';
import type { Database } from '../src/db/database';
import type { Db } from '../src/db/types';
import { openTestSqlite } from './support/embedded-database';
import { DB_KIND } from './support/server';

describe.runIf(DB_KIND === 'sqlite')('a query compiled once', () => {
  let database: Database;
  let remove: () => Promise<void>;
  beforeAll(async () => {
    ({ database, remove } = await openTestSqlite('compiled'));
    await database.db
      .insertInto('usedTickets')
      .values(['a', 'b', 'c'].map((id, i) => ({ id, expiresAt: `2026-01-0${i + 1}T00:00:00.000Z` })))
      .execute();
  });
  afterAll(() => remove());

  const between = (db: Db, from: string, to: string) =>
    db.selectFrom('usedTickets').select('id').where('expiresAt', '>=', from).where('expiresAt', '<', to).orderBy('id');

  it('answers each run with its own values, as the query built anew would', async () => {
    const ticketsBetween = compiledOnce(between, 2);
    for (const [from, to] of [
      ['2026-01-01', '2026-01-03'],
      ['2026-01-02', '2026-02-01'],
      ['2027-01-01', '2027-02-01'],
    ] as const) {
      expect((await ticketsBetween(database.db, from, to)).rows).toEqual(await between(database.db, from, to).execute());
    }
    expect((await ticketsBetween(database.db, '2026-01-02', '2026-02-01')).rows.map((row) => row.id)).toEqual(['b', 'c']);
  });

  it('is compiled once for the database and its transactions, and runs in the transaction it is given', async () => {
    let builds = 0;
    const ticket = compiledOnce((db: Db, id: string) => ((builds += 1), db.selectFrom('usedTickets').select('id').where('id', '=', id)), 1);
    expect((await ticket(database.db, 'a')).rows).toEqual([{ id: 'a' }]);
    const refused = new Error('rolled back');
    let seenInTransaction: unknown;
    await expect(
      database.transaction(async (tx) => {
        await tx.insertInto('usedTickets').values({ id: 'd', expiresAt: '2026-01-04T00:00:00.000Z' }).execute();
        seenInTransaction = (await ticket(tx, 'd')).rows;
        throw refused;
      }),
    ).rejects.toBe(refused);
    // It saw the transaction's own write, which was then rolled back.
    expect(seenInTransaction).toEqual([{ id: 'd' }]);
    expect((await ticket(database.db, 'd')).rows).toEqual([]);
    expect(builds).toBe(1);
  });

  it('is compiled once for each kind, with each kind its own number of values, keeping the 200 compiled last', async () => {
    const built: number[] = [];
    const ticketsIn = compiledOnceEach(
      (count: number) =>
        (db: Db, ...ids: string[]) => (built.push(count), db.selectFrom('usedTickets').select('id').where('id', 'in', ids).orderBy('id')),
      (count) => count,
    );
    expect((await ticketsIn(2)(database.db, 'a', 'c')).rows).toEqual([{ id: 'a' }, { id: 'c' }]);
    expect((await ticketsIn(2)(database.db, 'b', 'x')).rows).toEqual([{ id: 'b' }]);
    expect((await ticketsIn(1)(database.db, 'c')).rows).toEqual([{ id: 'c' }]);
    expect(built).toEqual([2, 1]);
    for (let count = 3; count <= 201; count++) ticketsIn(count);
    await ticketsIn(201)(database.db, ...Array.from({ length: 201 }, () => 'a'));
    await ticketsIn(1)(database.db, 'a');
    // The 201st kind pushed out the one compiled longest ago (2); the others stayed compiled.
    await ticketsIn(2)(database.db, 'a', 'b');
    expect(built).toEqual([2, 1, 201, 2]);
  });

  it('refuses a query whose values are not its parameters in order', async () => {
    const swapped = compiledOnce((db: Db, from: string, to: string) => between(db, to, from), 2);
    await expect(swapped(database.db, '2026-01-01', '2026-01-03')).rejects.toThrow(/parameters are not its 2 values in order/);
    const fixed = compiledOnce((db: Db, from: string) => between(db, from, '2026-02-01').limit(10), 1);
    await expect(fixed(database.db, '2026-01-01')).rejects.toThrow(/parameters are not its 1 values in order/);
  });
});
