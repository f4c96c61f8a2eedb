import type { Kysely } from 'kysely';

/**
 * `diaryEmbeddings`: what the assistant's embeddings model made of a diary's text (assistant/embeddings.ts), one row
 * a diary, sealed under its owner's data key like the text itself. Only the model's name and the diary's updatedAt
 * at the time are plain: they say which rows to make again (a diary written since, another model).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('diaryEmbeddings')
    .addColumn('user', 'text', (c) => c.notNull())
    .addColumn('diaryId', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('diaryUpdatedAt', 'text', (c) => c.notNull())
    .addColumn('sealed', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('diaryEmbeddingsKey', ['user', 'diaryId'])
    .execute();
}
