import type { Kysely } from 'kysely';

/**
 * What one process used to keep in its memory, in the database instead, so that every worker process and
 * every instance behind a load balancer agrees: requests counted per address and window
 * (db/rate-limits.ts), and when the payment provider was last asked about an order (membership/settle.ts).
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
  await db.schema.alterTable('orders').addColumn('askedProviderAt', 'text').execute();
}
