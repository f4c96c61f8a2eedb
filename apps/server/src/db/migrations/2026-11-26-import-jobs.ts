import type { Kysely } from 'kysely';

/**
 * An import runs after its upload is answered; its row says how far it is (any instance can answer
 * getImportProgress), and what it has written so far, so that one stopped half-way — the server was
 * restarted — is undone at the next start instead of leaving half an archive behind.
 */

// A schema migration names its tables as strings: it describes them as they were then, which today's types do not.
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('importJobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('format', 'text')
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('counts', 'text')
    .addColumn('error', 'text')
    .addColumn('written', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('importJobs_user').on('importJobs').column('user').execute();
}
