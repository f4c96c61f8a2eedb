import type { Kysely } from 'kysely';

/**
 * Stored media objects: who owns each key and how big it is. The storage quota is the sum of
 * a user's sizes; serving checks the owner. (The File records are the diary's view of the same
 * files; an object exists from upload on, before any diary names it.)
 */

// A schema migration names its tables as strings: it describes them as they were then, which today's types do not.
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('mediaObjects')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('user', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mediaObjects_user').on('mediaObjects').column('user').execute();
  // Serving a shared file finds its File record by name.
  await db.schema.createIndex('files_user_filename').on('files').columns(['user', 'filename']).execute();
}
