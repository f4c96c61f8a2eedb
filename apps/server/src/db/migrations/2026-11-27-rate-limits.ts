import type { Kysely } from 'kysely';

/**
 * Requests counted per address and window (http/rate-limits.ts): in the database, so that every worker
 * process and every instance behind a load balancer counts the same requests.
 */

// A schema migration names its tables as strings: it describes them as they were then, which today's types do not.
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('rateLimits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('windowEndsAt', 'text', (c) => c.notNull())
    .execute();
}
