import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * What people write is stored encrypted (encryption/): each user's data keys, wrapped by the
 * server's master key; a check value per master key version, so a wrong master key stops the
 * server at start instead of failing on every read; and the blind index keyword search uses
 * (encryption/blind-index.ts), stored as each database keeps an inverted index best.
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

  // The blind index: the tokens of each diary, searched for those of a keyword. On SQLite an FTS5 index
  // over the tokens written as words (its posting lists are compressed; only which diaries have a token
  // is kept, no positions, and no copy of the tokens: contentless), whose integer rows searchRefs names;
  // on PostgreSQL each diary's tokens as an integer array under a GIN index (compressed posting lists too).
  if (isSqlite(db)) {
    await db.schema
      .createTable('searchRefs')
      .addColumn('ref', 'integer', (c) => c.primaryKey())
      .addColumn('diary', 'text', (c) => c.notNull().unique())
      .addColumn('user', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('searchRefs_user').on('searchRefs').column('user').execute();
    await sql`create virtual table "searchIndex" using fts5(tokens, content = '', contentless_delete = 1, detail = none, tokenize = 'ascii')`.execute(db);
  } else {
    await db.schema
      .createTable('searchTokenSets')
      .addColumn('diary', 'text', (c) => c.primaryKey())
      .addColumn('user', 'text', (c) => c.notNull())
      .addColumn('tokens', sql`integer[]`, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('searchTokenSets_user').on('searchTokenSets').column('user').execute();
    await sql`create index "searchTokenSets_tokens" on "searchTokenSets" using gin ("tokens")`.execute(db);
  }

  // Key/value facts about the server's own state: the encryption of rows written before it is complete.
  await db.schema
    .createTable('serverState')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

const isSqlite = (db: Db) => db.getExecutor().adapter instanceof SqliteAdapter;
