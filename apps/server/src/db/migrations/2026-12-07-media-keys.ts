import type { Kysely } from 'kysely';

/**
 * `mediaObjects.sealedKey`: the object's own file key, sealed under its owner's data key (media/file-keys.ts). Its
 * file and every copy made of it are encrypted under it; null for an object stored before media were sealed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mediaObjects').addColumn('sealedKey', 'text').execute();
}
