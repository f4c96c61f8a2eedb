import type { Kysely } from 'kysely';

/**
 * The image check's verdict on each stored object, recorded by the server when it ran the check
 * (JSON of core's CensorResult; null: never checked). File records and diaries take their
 * censorResult from it instead of from what a client says.
 */

// A schema migration names its tables as strings: it describes them as they were then, which today's types do not.
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('mediaObjects').addColumn('censorResult', 'text').execute();
}
