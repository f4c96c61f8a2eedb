import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * What people write is stored encrypted (encryption/): each user's data keys, wrapped by the
 * server's master key; a check value per master key version, so a wrong master key stops the
 * server at start instead of failing on every read; and the blind index keyword search uses.
 */

// A schema migration names its tables as strings: it describes them as they were then, which today's types do not.
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('dataKeys')
    .addColumn('user', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('masterVersion', 'integer', (c) => c.notNull())
    .addColumn('sealed', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('dataKeys_pk', ['user', 'version'])
    .execute();
  await db.schema.createIndex('dataKeys_masterVersion').on('dataKeys').column('masterVersion').execute();

  await db.schema
    .createTable('masterKeyChecks')
    .addColumn('version', 'integer', (c) => c.primaryKey())
    .addColumn('sealed', 'text', (c) => c.notNull())
    .execute();

  // One row per (user, token, diary): the posting lists of a user's tokens are ranges of the key.
  // On SQLite the table is its key (no rowid), which keeps it about a third smaller.
  await db.schema
    .createTable('searchTokens')
    .addColumn('user', 'text', (c) => c.notNull())
    .addColumn('token', 'integer', (c) => c.notNull())
    .addColumn('diary', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('searchTokens_pk', ['user', 'token', 'diary'])
    .$call((t) => (isSqlite(db) ? t.modifyEnd(sql`without rowid`) : t))
    .execute();

  // Key/value facts about the server's own state: the encryption of rows written before it is complete.
  await db.schema
    .createTable('serverState')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

const isSqlite = (db: Db) => db.getExecutor().adapter instanceof SqliteAdapter;
