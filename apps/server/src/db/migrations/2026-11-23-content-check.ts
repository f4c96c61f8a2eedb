import type { Kysely } from 'kysely';

/**
 * The image check's verdict on each stored object, recorded by the server when it ran the check
 * (JSON of core's CensorResult; null: never checked). File records and diaries take their
 * censorResult from it instead of from what a client says.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe tables that no longer match today's types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('mediaObjects').addColumn('censorResult', 'text').execute();
}
