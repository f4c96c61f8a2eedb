import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { openTestSqlite } from './support/embedded-database';
import { DB_KIND } from './support/server';

/** The embedded database's scheduling and durability, which the HTTP tests cannot see. */
describe.runIf(DB_KIND === 'sqlite')('the embedded database on the event loop', () => {
  const SLICE_MS = 200;
  let database: Database;
  let file: string;
  let remove: () => Promise<void>;
  beforeAll(async () => {
    // A group takes waiting writes for 20 ms once begun, and queued work runs 3 ms a turn; on a loaded machine a first
    // write alone, or three quick queries, can take longer, and the grouping below is then not seen (CI saw both). What
    // a group and a slice do is tested here, not how long they last.
    ({ database, file, remove } = await openTestSqlite('turns', { groupTakesMoreForMs: 10_000, turnSliceMs: SLICE_MS }));
    await database.durable();
  });
  afterAll(() => remove());

  /** Counts turns of the event loop while `fn` runs. */
  async function countingTurns<T>(fn: (turn: () => number) => Promise<T>): Promise<T> {
    // Out of the callbacks an earlier grant set off (the previous test's last query), as a request arriving on a socket is.
    await new Promise((resolve) => setImmediate(resolve));
    let turn = 0;
    let ticking = true;
    const tick = () => {
      turn += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    try {
      return await fn(() => turn);
    } finally {
      ticking = false;
    }
  }
  const query = (n: number) => sql<{ n: number }>`select ${n} as n`.execute(database.db);
  /** Work on the event loop's thread longer than a turn's slice. */
  const busy = () => {
    const until = performance.now() + SLICE_MS + 2;
    while (performance.now() < until);
  };

  it('runs queued database work in the order it was asked for, and gives the loop a turn once a slice is used', async () => {
    const finished = await countingTurns(async (turn) => {
      const done: Array<[number, number]> = [];
      await Promise.all(
        [1, 2, 3, 4].map((n) =>
          query(n).then(() => {
            busy();
            done.push([n, turn()]);
          }),
        ),
      );
      return done;
    });
    expect(finished.map(([n]) => n)).toEqual([1, 2, 3, 4]);
    expect(new Set(finished.map(([, t]) => t)).size).toBe(4);
  });

  it('runs quick work together in one slice, but one request in the turn after a connection was accepted', async () => {
    const turns = await countingTurns(async (turn) => {
      database.connectionAccepted();
      const done: number[] = [];
      await Promise.all([1, 2, 3].map((n) => query(n).then(() => done.push(turn()))));
      return done;
    });
    expect(turns[1]).toBeGreaterThan(turns[0]!);
    expect(turns[2]).toBe(turns[1]);
  });

  it('lets the work a granted request asks for next go on in the same turn; its write transaction in the next, with the others asked for meanwhile', async () => {
    const [first, second, other] = await countingTurns(async (turn) => {
      const request = async () => {
        await query(1);
        busy();
        const afterFirst = turn();
        await query(2);
        return [afterFirst, turn()];
      };
      const [[a, b], c] = await Promise.all([request(), query(3).then(() => turn())]);
      return [a, b, c];
    });
    expect(second).toBe(first);
    expect(other).toBeGreaterThan(first!);

    const [asked, began] = await countingTurns(async (turn) => {
      const askedAt = turn();
      const beganAt = await database.transaction(async () => turn());
      return [askedAt, beganAt];
    });
    // Not in the turn it was asked for: the requests read in that turn ask for theirs, and join it.
    expect(began).toBeGreaterThan(asked!);
  });

  it('counts a commit once it is written, and is durable again once the log is synced', async () => {
    expect(database.durable()).toBeUndefined();
    await database.db.selectFrom('users').selectAll().execute();
    expect(database.durable()).toBeUndefined();

    const pending = database.transaction(async (tx) => {
      await sql`create table if not exists turns_probe (n integer)`.execute(tx);
      await sql`insert into turns_probe (n) values (1)`.execute(tx);
      // Written but not committed: nothing to sync yet.
      expect(database.durable()).toBeUndefined();
    });
    await pending;
    const synced = database.durable();
    expect(synced).toBeInstanceOf(Promise);
    await synced;
    expect(database.durable()).toBeUndefined();

    await sql`insert into turns_probe (n) values (2)`.execute(database.db);
    await database.durable();
    expect(database.durable()).toBeUndefined();
  });

  describe('write transactions asked for while one runs', () => {
    let other: SQLite.Database;
    beforeAll(async () => {
      await sql`create table group_probe (n integer)`.execute(database.db);
      // Another connection to the file sees only what is committed.
      other = new SQLite(file, { readonly: true });
    });
    afterAll(() => other.close());
    const committed = () => (other.prepare('select n from group_probe order by n').all() as Array<{ n: number }>).map((row) => row.n);
    const write = (n: number, fail = false) =>
      database.transaction(async (tx) => {
        await sql`insert into group_probe (n) values (${n})`.execute(tx);
        const seen = (await sql<{ n: number }>`select n from group_probe order by n`.execute(tx)).rows.map((row) => row.n);
        if (fail) throw new Error(`refused ${n}`);
        return { seen, committedMeanwhile: committed() };
      });

    it('run as one transaction: each sees those before it, and all commit at once', async () => {
      const answers = await Promise.all([1, 2, 3].map((n) => write(n)));
      expect(answers.map((a) => a.seen)).toEqual([[1], [1, 2], [1, 2, 3]]);
      // Committed one by one, the third would have seen the first two in the file.
      expect(answers.map((a) => a.committedMeanwhile)).toEqual([[], [], []]);
      expect(committed()).toEqual([1, 2, 3]);
    });

    it('roll back only the one that failed, which answers its own error', async () => {
      const outcomes = await Promise.allSettled([write(11), write(12, true), write(13)]);
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect((outcomes[1] as PromiseRejectedResult).reason).toEqual(new Error('refused 12'));
      // The third ran in the same transaction as the first (not committed yet), after the second's rollback: it never saw 12.
      expect((outcomes[2] as PromiseFulfilledResult<{ seen: number[]; committedMeanwhile: number[] }>).value).toEqual({
        seen: [1, 2, 3, 11, 13],
        committedMeanwhile: [1, 2, 3],
      });
      expect(committed()).toEqual([1, 2, 3, 11, 13]);
    });

    it('answer an error when SQLite ended their transaction itself, and leave the database usable', async () => {
      // As SQLite does on a disk error: the whole transaction is gone, savepoints and all.
      await expect(database.transaction((tx) => sql`rollback`.execute(tx))).rejects.toThrow();
      // A group that kept its connection would leave every later query waiting for ever.
      const stuck = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the database no longer answers')), 3000));
      await expect(Promise.race([write(21), stuck])).resolves.toEqual({ seen: [1, 2, 3, 11, 13, 21], committedMeanwhile: [1, 2, 3, 11, 13] });
      expect(committed()).toEqual([1, 2, 3, 11, 13, 21]);
    });
  });

  it('waits for another process’s write lock a turn at a time, for a transaction and for a single write alike', async () => {
    // Another connection to the file stands for another worker process. It lets the write lock go after 20 turns of the
    // event loop, not after a time: on a machine busy with other processes this one can be stopped for 100 ms at once.
    const other = new SQLite(file);
    const holdLock = (turns = 20) => {
      other.exec('begin immediate');
      let left = turns;
      const turn = () => (--left > 0 ? setImmediate(turn) : other.exec('commit'));
      setImmediate(turn);
    };
    const stamp = new Date().toISOString();
    try {
      // Waiting in SQLite's busy handler, the event loop would sleep: no turn, the lock never let go, and after 5 s
      // "database is locked". Waiting a turn at a time, the write goes on once the other has committed.
      holdLock();
      const inTransaction = await countingTurns(async (turn) => {
        await database.transaction((tx) => tx.insertInto('usedTickets').values({ id: 'lock-1', expiresAt: stamp }).execute());
        return turn();
      });
      expect(inTransaction).toBeGreaterThanOrEqual(15);

      holdLock();
      const single = await countingTurns(async (turn) => {
        await database.db.insertInto('usedTickets').values({ id: 'lock-2', expiresAt: stamp }).execute();
        return turn();
      });
      expect(single).toBeGreaterThanOrEqual(15);
      await database.durable();
      expect((await database.db.selectFrom('usedTickets').select('id').where('id', 'like', 'lock-%').execute()).length).toBe(2);
    } finally {
      other.close();
    }
  });
});
