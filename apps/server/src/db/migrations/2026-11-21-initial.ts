import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';

/**
 * The first schema. Column names are the wire's field names, so a field is called the same
 * in docs/api.md, in `where` and in SQL. Times are ISO-8601 UTC text of fixed width (they
 * sort correctly on both databases), booleans are 0/1: one codec serves SQLite and PostgreSQL.
 * Fields that are never queried live in the `data` JSON column.
 */

// A schema migration names its tables as strings: it describes them as they were then, which today's types do not.
type Db = Kysely<unknown>;

const id = (c: ColumnDefinitionBuilder) => c.primaryKey();

type Table = CreateTableBuilder<string, string>;

async function itemTable(db: Db, table: string, columns: (t: Table) => Table) {
  let t = db.schema
    .createTable(table)
    .addColumn('id', 'text', id)
    .addColumn('user', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'));
  t = columns(t);
  await t.execute();
  await db.schema.createIndex(`${table}_user_updated`).on(table).columns(['user', 'updatedAt']).execute();
}

const counted = (t: Table) =>
  t
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sharedStatus', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sharedDatetime', 'text')
    // Kept as a column so deleting a diary can find the covers that used its photos.
    .addColumn('cover', 'text');
const listItem = (t: Table) =>
  counted(t)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('favorite', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('favoriteAt', 'text');

async function uniquePerUser(db: Db, table: string, columns: string[]) {
  await db.schema
    .createIndex(`${table}_unique_${columns.join('_')}`)
    .on(table)
    .columns(['user', ...columns])
    .unique()
    .execute();
}

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', id)
    .addColumn('mobilePhoneNumber', 'text', (c) => c.unique())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addColumn('proExpiredAt', 'text')
    .addColumn('trialUsed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('agreement', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('deletedStatus', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deletedAt', 'text')
    .addColumn('lastExportAt', 'text')
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('tokenHash', 'text', id)
    .addColumn('user', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('lastSeenAt', 'text', (c) => c.notNull())
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user').execute();

  await db.schema
    .createTable('smsCodes')
    .addColumn('id', 'text', id)
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('codeHash', 'text', (c) => c.notNull())
    .addColumn('clientAddress', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .addColumn('usedAt', 'text')
    .execute();
  await db.schema.createIndex('smsCodes_phone').on('smsCodes').columns(['phone', 'createdAt']).execute();
  await db.schema.createIndex('smsCodes_address').on('smsCodes').columns(['clientAddress', 'createdAt']).execute();

  await db.schema
    .createTable('signInFailures')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('signInFailures_phone').on('signInFailures').columns(['phone', 'at']).execute();

  await itemTable(db, 'archives', (t) =>
    counted(t)
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('month', 'integer', (c) => c.notNull()),
  );
  await uniquePerUser(db, 'archives', ['year', 'month']);

  await itemTable(db, 'diaries', (t) =>
    t
      .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('datetime', 'text', (c) => c.notNull())
      .addColumn('archiveMonth', 'text', (c) => c.notNull())
      .addColumn('todayonhistory', 'text', (c) => c.notNull())
      .addColumn('weather', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('favorite', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('privateStatus', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hiddenStatus', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sharedStatus', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sharedDatetime', 'text')
      .addColumn('status', 'text'),
  );
  await db.schema.createIndex('diaries_user_datetime').on('diaries').columns(['user', 'datetime']).execute();
  await db.schema.createIndex('diaries_user_archive').on('diaries').columns(['user', 'archiveMonth', 'datetime']).execute();
  await db.schema.createIndex('diaries_user_history').on('diaries').columns(['user', 'todayonhistory']).execute();
  await db.schema.createIndex('diaries_user_weather').on('diaries').columns(['user', 'weather']).execute();
  await db.schema.createIndex('diaries_status').on('diaries').column('status').execute();

  await itemTable(db, 'weathers', (t) => counted(t).addColumn('code', 'integer', (c) => c.notNull()));
  await uniquePerUser(db, 'weathers', ['code']);

  await itemTable(db, 'files', (t) =>
    t
      .addColumn('filename', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('datetime', 'text')
      .addColumn('size', 'double precision')
      .addColumn('duration', 'double precision')
      .addColumn('coordinatesLat', 'double precision')
      .addColumn('coordinatesLng', 'double precision'),
  );
  await db.schema.createIndex('files_user_datetime').on('files').columns(['user', 'datetime']).execute();

  await itemTable(db, 'locations', (t) =>
    listItem(t).addColumn('address', 'text').addColumn('coordinatesLat', 'double precision').addColumn('coordinatesLng', 'double precision'),
  );
  await uniquePerUser(db, 'locations', ['name']);

  await itemTable(db, 'people', (t) => listItem(t).addColumn('avatar', 'text'));
  await uniquePerUser(db, 'people', ['name']);

  await itemTable(db, 'tags', (t) => listItem(t).addColumn('topic', 'text'));
  await uniquePerUser(db, 'tags', ['name']);

  await itemTable(db, 'topics', (t) => t.addColumn('name', 'text', (c) => c.notNull()).addColumn('position', 'double precision'));
  await uniquePerUser(db, 'topics', ['name']);

  await itemTable(db, 'statuses', (t) => listItem(t).addColumn('position', 'double precision').addColumn('group', 'text'));
  await uniquePerUser(db, 'statuses', ['name']);

  await itemTable(db, 'groups', (t) => t.addColumn('name', 'text', (c) => c.notNull()).addColumn('position', 'double precision'));
  await uniquePerUser(db, 'groups', ['name']);

  await itemTable(db, 'orders', (t) => t.addColumn('status', 'integer', (c) => c.notNull().defaultTo(0)).addColumn('type', 'text', (c) => c.notNull()));

  // A diary's places, people, stories and photos (and a file's diaries): lists of pointers, one row per entry.
  await db.schema
    .createTable('itemLinks')
    .addColumn('ownerId', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('targetId', 'text', (c) => c.notNull())
    .addColumn('user', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('itemLinks_pk', ['ownerId', 'field', 'position'])
    .execute();
  await db.schema.createIndex('itemLinks_target').on('itemLinks').columns(['field', 'targetId']).execute();
}
