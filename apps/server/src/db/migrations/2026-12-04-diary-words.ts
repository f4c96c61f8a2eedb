import { sql, type Kysely } from 'kysely';

/**
 * A diary's word count, kept plain beside its sealed text (core countWords), so that insights can add up the
 * words a person wrote without opening any text. Null until counted: diaries saved before it are counted at the
 * next start (storage/count-earlier-words.ts); every save counts its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table "diaries" add column "words" integer`.execute(db);
}
