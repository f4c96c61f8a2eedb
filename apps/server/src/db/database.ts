import fs from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import pg from 'pg';
import { checkpointInBackground } from './checkpoints';
import { preparingStatements } from './prepared-statements';
import { registerSqliteFunctions } from './sqlite-functions';
import type { DatabaseKind, Db, Tx } from './types';
import { groupedTransactions } from './write-groups';

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Runs `fn` in one transaction: every write in it commits or none does (on SQLite, in a savepoint of a group: write-groups.ts). */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Resolves once every commit made so far is on disk; undefined when they already are. Nothing is
   * acknowledged before that (the server waits for it before every reply).
   */
  durable(): Promise<void> | undefined;
  /**
   * The HTTP server accepted a connection. libuv accepts one a turn, so while more may be waiting
   * (clients all reconnecting after a restart) the embedded database runs one request a turn.
   */
  connectionAccepted(): void;
  /**
   * Brings the query planner's statistics up to date (at start and every housekeeping round). Without
   * them SQLite takes `user = ?` for a handful of rows, and reads a keyword's ten candidates by
   * walking all of the user's diaries (7 ms for 10,000) instead of looking the ten up (0.1 ms).
   * PostgreSQL's autovacuum keeps its own.
   */
  refreshPlannerStatistics(): Promise<void>;
  close(): Promise<void>;
}

/** Which database to open: the embedded one's file, or PostgreSQL's address and pool size (config.ts reads them). */
export type DatabaseSettings = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; pool: number };

export interface OpenOptions {
  /** The embedded database's checkpoints in a thread of their own (db/checkpoints.ts): a serving process's. */
  checkpointInBackground?: boolean;
  /** How long a write group goes on taking waiting members once begun (write-groups.ts; 20 ms unless a test says). */
  groupTakesMoreForMs?: number;
  /** How long queued database work runs in one turn of the event loop (SQLITE_TURN_SLICE_MS unless a test says). */
  turnSliceMs?: number;
}

export function openDatabase(database: DatabaseSettings, options: OpenOptions = {}): Database {
  if (database.kind === 'sqlite') return openSqlite(database.file, options);
  return openPostgres(database.url, database.pool);
}

/** How long a transaction waits for the write lock another process holds before it gives up (busy_timeout's figure). */
const WRITE_LOCK_WAIT_MS = 5000;

function openSqlite(file: string, options: OpenOptions): Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const connection = new SQLite(file);
  // WAL lets reads run beside a write. Commits reach the log without waiting for the disk
  // (synchronous=NORMAL); the log is then synced off the event loop before any reply (logSync):
  // every acknowledged commit survives a crash or a power cut, as with synchronous=FULL.
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma(`busy_timeout = ${WRITE_LOCK_WAIT_MS}`);
  // What is deleted or replaced is overwritten with zeros, not left in free space: an old text never
  // lingers in the file after its diary changed (what people write is stored encrypted; this covers
  // the rows written before that, and everything else).
  connection.pragma('secure_delete = ON');
  // ANALYZE reads at most about this many rows of each index: milliseconds, however large the file.
  connection.pragma('analysis_limit = 400');
  registerSqliteFunctions(connection);
  const checkpoints = options.checkpointInBackground ? checkpointInBackground(connection, file) : undefined;
  const log = logSync(`${file}-wal`);
  const dialect = new TurnTakingSqliteDialect(
    { database: withStatementCache(connection, log.afterStatement) },
    connection,
    options.turnSliceMs ?? SQLITE_TURN_SLICE_MS,
  );
  const db: Db = new Kysely({ dialect });
  const transaction = groupedTransactions(db, () => connection.inTransaction, options.groupTakesMoreForMs);
  return {
    kind: 'sqlite',
    db,
    transaction,
    durable: log.durable,
    connectionAccepted: () => dialect.connectionAccepted(),
    // What SQLite advises for a long-lived connection: every table checked, those whose rows changed much analysed.
    refreshPlannerStatistics: async () => void (await sql`pragma optimize = 0x10002`.execute(db)),
    close: async () => {
      await checkpoints?.stop();
      await log.close();
      await db.destroy();
    },
  };
}

/**
 * The durability of commits made with synchronous=NORMAL. SQLite's FULL mode syncs the log inside
 * each COMMIT, on the event loop's thread: 0.2–0.5 ms here, milliseconds on a slower disk, during
 * which nothing else runs. Here a commit is counted when it has been written to the log, and
 * `durable()` waits for an fdatasync of the log (in libuv's thread pool) begun after it; commits
 * made while one sync is under way share the next. A failed sync is final: nothing is acknowledged
 * after it (what it covered may be lost), until the server is restarted and SQLite recovers the log.
 */
function logSync(walFile: string) {
  let committed = 0;
  let synced = 0;
  let inTransactionWrites = false;
  let running: Promise<void> | undefined;
  let handle: Promise<FileHandle> | undefined;
  let failure: Error | undefined;

  const syncOnce = async () => {
    const upTo = committed;
    try {
      handle ??= fs.promises.open(walFile, 'r');
      await (await handle).datasync();
      synced = Math.max(synced, upTo);
    } catch (error) {
      failure = new Error(`the database log could not be synced to disk; restart the server (${String(error)})`);
    }
  };
  const durable = async (target: number): Promise<void> => {
    while (synced < target) {
      if (failure) throw failure;
      running ??= syncOnce().finally(() => (running = undefined));
      await running;
    }
    if (failure) throw failure;
  };
  return {
    /** Called after every statement: a write outside a transaction, or a transaction that wrote and ended, is a commit. */
    afterStatement(wrote: boolean, inTransaction: boolean) {
      if (wrote) inTransactionWrites = true;
      if (inTransactionWrites && !inTransaction) {
        committed++;
        inTransactionWrites = false;
      }
    },
    durable: (): Promise<void> | undefined => (synced >= committed && !failure ? undefined : durable(committed)),
    /** Syncs what is left, then lets go of the log. */
    close: async () => {
      await durable(committed).catch(() => undefined);
      await (await handle)?.close();
    },
  };
}

/**
 * better-sqlite3 runs every statement on the event loop's own thread, and libuv accepts one new
 * connection per turn of the loop. Left to itself one turn ran the database work of every request
 * that had arrived on the open connections — with 200 busy keep-alive clients a turn of 100–300 ms
 * — so new connections waited seconds in the kernel's accept queue. Queued database work therefore
 * runs in the order it was asked for, for at most this long a turn (one request's, in a turn right
 * after a connection was accepted: more may be waiting); then the loop reads sockets and accepts
 * before the next slice. A query asked for from outside waits for its place; what the request it
 * starts asks for next in the same run of callbacks goes on at once, so a read waits in the queue
 * once. A write transaction waits for a later turn, with the others asked for by then (write-groups.ts).
 */
export const SQLITE_TURN_SLICE_MS = 3;

/**
 * Begins a transaction holding SQLite's write lock (BEGIN IMMEDIATE). Several worker processes share the
 * database: a transaction begun as a reader that wrote later would fail (SQLITE_BUSY_SNAPSHOT) whenever
 * another process committed in between. While another process holds the lock this waits a turn of the
 * event loop at a time, instead of in SQLite's busy handler, which sleeps on the event loop's thread
 * (1, 2, 5, 10 ms…) with every socket of the process waiting too.
 */
async function beginWriting(connection: SQLite.Database): Promise<void> {
  const giveUpAt = performance.now() + WRITE_LOCK_WAIT_MS;
  for (let attempt = 0; ; attempt++) {
    connection.pragma('busy_timeout = 0');
    try {
      connection.exec('begin immediate');
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || performance.now() > giveUpAt) throw error;
    } finally {
      connection.pragma(`busy_timeout = ${WRITE_LOCK_WAIT_MS}`);
    }
    // The other process's transaction is a millisecond or so: look again at once a few times, then every millisecond.
    await new Promise((resolve) => (attempt < 8 ? setImmediate(resolve) : setTimeout(resolve, 1)));
  }
}

const WRITE_NODES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

/**
 * A write run outside any transaction (a session's touch, a sign-in code) is made a transaction of its own,
 * begun by beginWriting: left to itself it would wait for another process's lock in SQLite's busy handler,
 * asleep on the event loop's thread. Raw SQL (pragmas, VACUUM) is left as it is: VACUUM cannot run in one.
 */
function writesWaitForTheLock(inner: DatabaseConnection, connection: SQLite.Database): DatabaseConnection {
  return {
    streamQuery: (query, chunkSize) => inner.streamQuery(query, chunkSize),
    async executeQuery<R>(query: CompiledQuery) {
      if (connection.inTransaction || !WRITE_NODES.has(query.query.kind)) return inner.executeQuery<R>(query);
      await beginWriting(connection);
      try {
        const result = await inner.executeQuery<R>(query);
        // Through the connection, so that the commit is counted for the log's sync.
        await inner.executeQuery(CompiledQuery.raw('commit'));
        return result;
      } catch (error) {
        if (connection.inTransaction) connection.exec('rollback');
        throw error;
      }
    },
  };
}

class TurnTakingSqliteDialect extends SqliteDialect {
  private accepted = false;

  constructor(
    config: ConstructorParameters<typeof SqliteDialect>[0],
    private readonly connection: SQLite.Database,
    private readonly sliceMs: number,
  ) {
    super(config);
  }

  connectionAccepted(): void {
    this.accepted = true;
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const acquire = driver.acquireConnection.bind(driver);
    const waiting: Array<() => void> = [];
    let state: 'idle' | 'scheduled' | 'running' = 'idle';
    let sliceEnds = 0;
    // True from a grant until every callback it set off has run (a tick queued from a microtask runs after them all).
    let granting = false;
    const grantNext = () => {
      granting = true;
      waiting.shift()!();
      queueMicrotask(() => process.nextTick(afterGrant));
    };
    const afterGrant = () => {
      granting = false;
      if (waiting.length === 0) state = 'idle';
      else if (performance.now() < sliceEnds) grantNext();
      else {
        state = 'scheduled';
        setImmediate(startSlice);
      }
    };
    const startSlice = () => {
      if (waiting.length === 0) {
        state = 'idle';
        return;
      }
      state = 'running';
      sliceEnds = this.accepted ? 0 : performance.now() + this.sliceMs;
      this.accepted = false;
      grantNext();
    };
    driver.beginTransaction = () => beginWriting(this.connection);
    let ownConnection: DatabaseConnection | undefined;
    driver.acquireConnection = async (): Promise<DatabaseConnection> => {
      if (!granting) {
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          if (state === 'idle') {
            state = 'scheduled';
            setImmediate(startSlice);
          }
        });
      }
      const connection = await acquire();
      ownConnection ??= writesWaitForTheLock(connection, this.connection);
      return ownConnection;
    };
    return driver;
  }
}

/**
 * Kysely prepares every query it runs; SQLite's prepare is a parse and plan each time. The
 * server runs the same few hundred queries over and over, so prepared statements are kept by
 * their SQL text (better-sqlite3 statements are reusable; queries here never run interleaved).
 * After each statement runs, `afterStatement` is told whether it wrote and whether a transaction
 * is still open, which is how commits are counted for the log's sync.
 */
function withStatementCache(connection: SQLite.Database, afterStatement: (wrote: boolean, inTransaction: boolean) => void, limit = 1000): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => connection.close(),
    prepare(text: string) {
      let statement = cache.get(text);
      if (!statement) {
        if (cache.size >= limit) cache.delete(cache.keys().next().value!);
        const prepared = connection.prepare(text);
        const inner: SqliteStatement = prepared;
        const after = () => afterStatement(!prepared.readonly, connection.inTransaction);
        statement = {
          reader: inner.reader,
          all(parameters) {
            try {
              return inner.all(parameters);
            } finally {
              after();
            }
          },
          run(parameters) {
            try {
              return inner.run(parameters);
            } finally {
              after();
            }
          },
          iterate: (parameters) => inner.iterate(parameters),
        };
        cache.set(text, statement);
      }
      return statement;
    },
  };
}

function openPostgres(url: string, pool: number): Database {
  const db: Db = new Kysely({ dialect: new PostgresDialect({ pool: preparingStatements(new pg.Pool({ connectionString: url, max: pool })) }) });
  return {
    kind: 'postgres',
    db,
    transaction: (fn) => db.transaction().execute(fn),
    // A commit is durable when PostgreSQL answers it (synchronous_commit is on).
    durable: () => undefined,
    // The driver waits for the server on every query: turns stay short without help.
    connectionAccepted: () => undefined,
    refreshPlannerStatistics: async () => undefined,
    close: () => db.destroy(),
  };
}

/**
 * Serialises one user's writes. Count recomputation and the free-cap check read then write;
 * on PostgreSQL two requests of the same user could interleave, so each write transaction
 * takes a lock on the user first. SQLite has one writer at a time already.
 */
export async function lockUser(kind: DatabaseKind, tx: Tx, userId: string): Promise<void> {
  if (kind === 'postgres') await sql`select pg_advisory_xact_lock(hashtextextended(${userId}, 0))`.execute(tx);
}

/** A count(*) result as a number: PostgreSQL answers it as a string (bigint). */
export function countOf(row: { n: string | number | bigint } | undefined): number {
  return Number(row?.n ?? 0);
}
