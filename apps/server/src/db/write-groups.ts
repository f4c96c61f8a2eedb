import { CompiledQuery, type ControlledTransaction } from 'kysely';
import type { Db, Tx } from './types';
import type { DatabaseSchema } from './tables';

/** The most write transactions one group runs, and how long it goes on taking more once begun. */
const MOST_MEMBERS = 32;
const TAKES_MORE_FOR_MS = 20;

/** Each member's savepoint; fixed statements, not built anew for every member. */
const SAVEPOINT = CompiledQuery.raw('savepoint member');
const RELEASE = CompiledQuery.raw('release member');
const ROLLBACK_TO = CompiledQuery.raw('rollback to member');

interface Member {
  fn: (tx: Tx) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** A write a group's members put off until just before its commit (`putOffUntilCommit`). */
export type PutOffWrite = (tx: Tx) => Promise<unknown>;

/** The writes each running group has been left, by the transaction its members are given. */
const putOffByGroup = new WeakMap<Tx, Map<string, PutOffWrite>>();

/**
 * The writes this transaction's group will make after its last member, just before its commit, by key; undefined
 * outside a group (PostgreSQL), where the caller writes at once. A member adds one, replaces an earlier member's of the
 * same key, or deletes one; what a member that fails did to them is undone with the rest of its work.
 *
 * For SQLite's full-text index: FTS5 writes its pending entries to disk, as a new segment, whenever the next statement
 * opens its savepoint. A save's entry written at once was written again inside its recount's statement, and made a
 * segment of its own; the group's entries written together make one (docs/benchmarks.md).
 */
export function putOffUntilCommit(tx: Tx): Map<string, PutOffWrite> | undefined {
  return putOffByGroup.get(tx);
}

/**
 * Group commit for the embedded database. Write transactions asked for while one is running wait, then run
 * together as one SQLite transaction, each in a savepoint of its own: a failing one is rolled back to its
 * savepoint and answers its own error, and the others go on. Each is answered only after the one commit:
 *
 * - the pages the group's writes share (the user rows, the counted records, the search index's new segment,
 *   the indexes' inner pages) are written to the log once, and the log is synced once for all of them;
 * - SQLite's one write lock, which the worker processes share, is taken once for the group, so a worker serves
 *   every writer waiting in it when its turn comes, instead of one per turn while the other process takes many.
 *
 * A transaction's own work is unchanged: it sees what the ones before it in its group wrote, as it would have
 * after their commits, except the writes they put off until the commit (putOffUntilCommit: the full-text index,
 * which no write reads).
 */
export function groupedTransactions(db: Db, inTransaction: () => boolean, takesMoreForMs = TAKES_MORE_FOR_MS) {
  const waiting: Member[] = [];
  let running = false;

  /**
   * A group begins in the turn of the event loop after its first member was asked for: the requests read in this
   * turn (their session checks done in the same slice) ask for theirs meanwhile, and join it.
   */
  const start = () => {
    if (running || waiting.length === 0) return;
    running = true;
    setImmediate(() => void runGroup().finally(() => ((running = false), start())));
  };

  const runGroup = async () => {
    const members = [waiting.shift()!];
    let trx: ControlledTransaction<DatabaseSchema>;
    try {
      trx = await db.startTransaction().execute();
    } catch (error) {
      members[0]!.reject(error);
      return;
    }
    const putOff = new Map<string, PutOffWrite>();
    putOffByGroup.set(trx, putOff);
    try {
      const outcomes = await runMembers(trx, members, putOff);
      for (const write of putOff.values()) await write(trx);
      await trx.commit().execute();
      members.forEach((member, i) => {
        const outcome = outcomes[i]!;
        if (outcome.ok) member.resolve(outcome.value);
        else member.reject(outcome.error);
      });
    } catch (error) {
      // Nothing the group wrote is committed: every member answers the error. The transaction is rolled back even
      // when SQLite already ended it (a disk error): the rollback then fails, but only it gives the connection back,
      // and without it every later query of this process would wait for the connection for ever.
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
      members.forEach((member) => member.reject(error));
    }
  };

  /** Runs the group's first member, then takes more while they wait, within the group's bounds. Pushes each member it takes. */
  const runMembers = async (trx: Tx, members: Member[], putOff: Map<string, PutOffWrite>): Promise<Outcome[]> => {
    const outcomes: Outcome[] = [];
    const started = performance.now();
    for (let member: Member | undefined = members[0]; member;) {
      const outcome = await runMember(trx, member, putOff);
      outcomes.push(outcome);
      // SQLite ended the transaction itself (a disk error): what the group wrote is gone.
      if (!inTransaction()) throw outcome.ok ? new Error('the write transaction ended unexpectedly') : outcome.error;
      member = members.length < MOST_MEMBERS && performance.now() - started < takesMoreForMs ? waiting.shift() : undefined;
      if (member) members.push(member);
    }
    return outcomes;
  };

  const runMember = async (trx: Tx, member: Member, putOff: Map<string, PutOffWrite>): Promise<Outcome> => {
    await trx.executeQuery(SAVEPOINT);
    const putOffBefore = new Map(putOff);
    try {
      const value = await member.fn(trx);
      await trx.executeQuery(RELEASE);
      return { ok: true, value };
    } catch (error) {
      putOff.clear();
      for (const [key, write] of putOffBefore) putOff.set(key, write);
      if (inTransaction()) {
        await trx.executeQuery(ROLLBACK_TO);
        await trx.executeQuery(RELEASE);
      }
      return { ok: false, error };
    }
  };

  return <T>(fn: (tx: Tx) => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ fn, resolve: resolve as (value: unknown) => void, reject });
      start();
    });
}
