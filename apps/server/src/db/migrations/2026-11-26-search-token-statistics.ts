import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * PostgreSQL keeps no statistics of the blind index's tokens. With them, a common keyword's token
 * (in a quarter of a user's diaries) makes the planner read every token set in turn and test the
 * array of each — 20–50 ms for 10,000 diaries — instead of asking the GIN index (3 ms): it counts
 * the pages either way reads, not the hundreds of comparisons each array test costs. Without them it
 * takes every keyword for a rare one and always asks the index, which is the better plan at any
 * frequency. Changing the column's type to itself drops the statistics an earlier ANALYZE kept.
 */

// A schema migration names its tables as strings: it describes them as they were then, which today's types do not.
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`alter table "searchTokenSets" alter column "tokens" set statistics 0`.execute(db);
  await sql`alter table "searchTokenSets" alter column "tokens" type integer[]`.execute(db);
}
