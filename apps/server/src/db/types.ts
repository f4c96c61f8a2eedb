import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from './tables';

/** The database, as Kysely types it. */
export type Db = Kysely<DatabaseSchema>;
/** A transaction on it: every statement run on it commits or rolls back together. */
export type Tx = Transaction<DatabaseSchema>;
/** Reads run on the database or inside a transaction. */
export type Queryable = Db | Tx;
export type DatabaseKind = 'sqlite' | 'postgres';
