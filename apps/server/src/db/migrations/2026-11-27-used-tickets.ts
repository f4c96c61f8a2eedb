import type { Kysely } from 'kysely';

/**
 * The phone tickets already used: a ticket WeChat's phone button earned proves one number for one
 * sign-in or one phone change, not for every request within its ten minutes.
 */

// A schema migration names its tables as strings: it describes them as they were then, which today's types do not.
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('usedTickets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .execute();
}
