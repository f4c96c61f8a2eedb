import type { Kysely } from 'kysely';

/**
 * `keptAnswers`: questions a person asked their diary and chose to keep, with the answers (assistant/kept-answers.ts),
 * sealed under their data key like diary text; only when it was asked is plain, to list them newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('keptAnswers')
    .addColumn('user', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('askedAt', 'text', (c) => c.notNull())
    .addColumn('sealed', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('keptAnswersKey', ['user', 'id'])
    .execute();
}
