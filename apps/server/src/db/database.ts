import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase, type Transaction } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { registerSqliteFunctions } from './sqlite-functions';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- item tables are addressed by class at run time; rows are checked by the codecs
export type Db = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Tx = Transaction<any>;
export type DatabaseKind = 'sqlite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Runs `fn` in one transaction: every write in it commits or none does. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function openDatabase(database: Config['database']): Database {
  if (database.kind === 'sqlite') return openSqlite(database.file);
  return openPostgres(database.url, database.pool);
}

function openSqlite(file: string): Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const connection = new SQLite(file);
  // WAL lets reads run beside a write; synchronous=FULL makes every acknowledged commit survive a power cut.
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = FULL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  registerSqliteFunctions(connection);
  const db: Db = new Kysely({ dialect: new SqliteDialect({ database: withStatementCache(connection) }) });
  return {
    kind: 'sqlite',
    db,
    transaction: (fn) => db.transaction().execute(fn),
    close: () => db.destroy(),
  };
}

/**
 * Kysely prepares every query it runs; SQLite's prepare is a parse and plan each time. The
 * server runs the same few hundred queries over and over, so prepared statements are kept by
 * their SQL text (better-sqlite3 statements are reusable; queries here never run interleaved).
 */
function withStatementCache(connection: SQLite.Database, limit = 1000): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => connection.close(),
    prepare(text: string) {
      let statement = cache.get(text);
      if (!statement) {
        if (cache.size >= limit) cache.delete(cache.keys().next().value!);
        statement = connection.prepare(text);
        cache.set(text, statement);
      }
      return statement;
    },
  };
}

function openPostgres(url: string, pool: number): Database {
  const db: Db = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: pool }) }) });
  return {
    kind: 'postgres',
    db,
    transaction: (fn) => db.transaction().execute(fn),
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
