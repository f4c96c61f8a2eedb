import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * `users.itemsVersion`: a number that changes with every write to any of the user's records — a diary, a
 * photo, a place, a list entry, a count — made by whatever writes it (a save, a deletion, a photo's check,
 * an import, housekeeping), because the database itself moves it: a trigger on each table the lists are read
 * from, and on the user's own `data` (a list can include its author's nickname). The answers to list requests
 * are kept by this number (items/list-answers.ts): an answer kept under an older one is never given again.
 */

// A schema migration names its tables as strings: it describes them as they were then, which today's types do not.
type Db = Kysely<unknown>;

/** Every table a list answer is made from, each with its owner in `user`. */
const TABLES = ['diaries', 'files', 'locations', 'people', 'tags', 'topics', 'statuses', 'groups', 'archives', 'weathers', 'itemLinks'];

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('itemsVersion', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // PostgreSQL: the writing transaction's own id, set once. A version only has to be one no earlier state of
    // the user's records had; updating the same row again for every record a transaction writes (thousands in an
    // import) would leave a version of it each time, every later update walking past them all.
    await sql`
      create function "bumpItemsVersion"() returns trigger language plpgsql as $$
      begin
        update "users" set "itemsVersion" = txid_current()
          where "id" = (case when tg_op = 'DELETE' then old."user" else new."user" end) and "itemsVersion" <> txid_current();
        return null;
      end $$`.execute(db);
    for (const table of TABLES) {
      await sql`create trigger ${sql.id(`${table}ItemsVersion`)} after insert or update or delete on ${sql.table(table)} for each row execute function "bumpItemsVersion"()`.execute(
        db,
      );
    }
    // Its own update sets no `data`: it does not set itself off again.
    await sql`
      create function "bumpOwnItemsVersion"() returns trigger language plpgsql as $$
      begin
        update "users" set "itemsVersion" = txid_current() where "id" = new."id" and "itemsVersion" <> txid_current();
        return null;
      end $$`.execute(db);
    await sql`create trigger "usersItemsVersion" after update of "data" on "users" for each row execute function "bumpOwnItemsVersion"()`.execute(db);
    return;
  }
  // SQLite: a count, moved by every row written (an update in place, however many a transaction makes).
  for (const table of TABLES) {
    for (const [event, row] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const) {
      await sql`create trigger ${sql.id(`${table}ItemsVersion_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update "users" set "itemsVersion" = "itemsVersion" + 1 where "id" = ${sql.raw(row)}."user"; end`.execute(db);
    }
  }
  await sql`create trigger "usersItemsVersion" after update of "data" on "users"
    begin update "users" set "itemsVersion" = "itemsVersion" + 1 where "id" = new."id"; end`.execute(db);
}
