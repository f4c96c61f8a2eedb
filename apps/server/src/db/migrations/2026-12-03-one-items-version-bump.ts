import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * PostgreSQL: `users.itemsVersion` is moved once a transaction, not once a row. The trigger of 2026-11-27 ran an
 * update on the user's row for every row a transaction wrote (a save writes ten: the diary, its links, its search
 * entry and the counts it moves), each finding the row already at the transaction's id and leaving it; together
 * they cost more PostgreSQL time than the diary's own insert (docs/benchmarks.md). The transaction now remembers
 * (a setting local to it, undone with it or with a savepoint rolled back) the user it has moved already.
 * SQLite's triggers are unchanged: its update in place costs little, and there a group of saves shares one transaction.
 */
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create or replace function "bumpItemsVersion"() returns trigger language plpgsql as $$
    declare
      owner text := case when tg_op = 'DELETE' then old."user" else new."user" end;
    begin
      if current_setting('diary.items_version_moved', true) is distinct from owner then
        update "users" set "itemsVersion" = txid_current() where "id" = owner and "itemsVersion" <> txid_current();
        perform set_config('diary.items_version_moved', owner, true);
      end if;
      return null;
    end $$`.execute(db);
}
