import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * `insightMonths`: a person's diaries of one month counted for insights (insights/month-counts.ts), kept so that a
 * year or all time adds up kept months instead of reading every diary again. The database moves a month's `version`
 * whenever a diary of it is written — inserted, deleted, or changed in what insights count (its day, mood, weather,
 * words, time or lists) — by whatever writes it; counts made at an older version are counted again before use.
 * Every month that has diaries gets its row here, those written before included.
 */

// A schema migration names its tables as strings: it describes them as they were then, which today's types do not.
type Db = Kysely<unknown>;

/** The diaries' columns insights count: a write that changes none of them (the text, a cover, a share) leaves the counts. */
const COUNTED = ['archiveMonth', 'todayonhistory', 'status', 'weather', 'words', 'datetime', 'links'];
/** Whether an update changed a counted column (`differs`: SQLite's null-safe `is not`, PostgreSQL's `is distinct from`). */
const countedChanged = (differs: string) => sql.raw(COUNTED.map((c) => `old."${c}" ${differs} new."${c}"`).join(' or '));

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('insightMonths')
    .addColumn('user', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addColumn('countedVersion', 'bigint')
    .addColumn('counts', 'text')
    .addPrimaryKeyConstraint('insightMonthsKey', ['user', 'month'])
    .execute();
  await sql`insert into "insightMonths" ("user", "month", "version") select distinct "user", "archiveMonth", 1 from "diaries"`.execute(db);

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // The writing transaction's id, as users.itemsVersion: a version no earlier state of the month had, set once.
    await sql`
      create function "moveInsightMonth"(owner_id text, month_key text) returns void language sql as $$
        insert into "insightMonths" ("user", "month", "version") values (owner_id, month_key, txid_current())
        on conflict ("user", "month") do update set "version" = excluded."version" where "insightMonths"."version" <> excluded."version"
      $$`.execute(db);
    await sql`
      create function "moveInsightMonths"() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then perform "moveInsightMonth"(old."user", old."archiveMonth"); end if;
        if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new."archiveMonth" <> old."archiveMonth") then
          perform "moveInsightMonth"(new."user", new."archiveMonth");
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger "diariesInsightMonths" after insert or delete on "diaries" for each row execute function "moveInsightMonths"()`.execute(db);
    await sql`create trigger "diariesInsightMonthsChanged" after update on "diaries"
      for each row when (${countedChanged('is distinct from')}) execute function "moveInsightMonths"()`.execute(db);
    return;
  }
  // SQLite: a count, moved by every row written that changes what insights count.
  const move = (row: 'new' | 'old') =>
    sql`insert into "insightMonths" ("user", "month", "version") values (${sql.raw(row)}."user", ${sql.raw(row)}."archiveMonth", 1)
      on conflict ("user", "month") do update set "version" = "version" + 1;`;
  await sql`create trigger "diariesInsightMonths_insert" after insert on "diaries" begin ${move('new')} end`.execute(db);
  await sql`create trigger "diariesInsightMonths_delete" after delete on "diaries" begin ${move('old')} end`.execute(db);
  await sql`create trigger "diariesInsightMonths_update" after update on "diaries" when ${countedChanged('is not')} begin ${move('old')} end`.execute(db);
  await sql`create trigger "diariesInsightMonths_moved" after update on "diaries" when new."archiveMonth" <> old."archiveMonth" begin ${move('new')} end`.execute(
    db,
  );
}
