import type { Kysely } from 'kysely';

/**
 * A diary's (and a photo's) lists of pointers kept on its own row as well, as JSON (storage/repository.ts):
 * a page of diaries reads them with the diaries, instead of in a second statement over about a hundred
 * itemLinks rows. itemLinks stays the lists' truth, and what finds a place's or a story's diaries. Rows
 * written before have none (null): theirs are read from itemLinks until they are written again.
 */

// A schema migration names its tables as strings: it describes them as they were then, which today's types do not.
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('diaries').addColumn('links', 'text').execute();
  await db.schema.alterTable('files').addColumn('links', 'text').execute();
}
