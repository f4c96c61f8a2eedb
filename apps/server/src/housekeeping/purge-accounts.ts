import type { Database } from '../db/database';
import type { DatabaseSchema } from '../db/tables';
import type { ObjectStorage } from '../media/storage';
import { forgetRenditions } from '../media/renditions';
import { unindexUser } from '../storage/search-index';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every table that keeps rows of a user, by the column naming them. */
const USER_TABLES = [
  'archives',
  'diaries',
  'weathers',
  'files',
  'locations',
  'people',
  'tags',
  'topics',
  'statuses',
  'groups',
  'orders',
  'itemLinks',
  'dataKeys',
  'sessions',
  'mediaObjects',
  'importJobs',
  'insightMonths',
  'diaryEmbeddings',
  'keptAnswers',
] as const satisfies ReadonlyArray<keyof DatabaseSchema>;

export interface Purging {
  database: Database;
  media: { storage: ObjectStorage; cacheDir: string };
  graceDays: number;
}

/**
 * Removes what is left of accounts deleted more than the grace period ago: every record, the media
 * and their resized copies, the sessions, the codes sent to the phone, and the user row itself (the
 * phone may then sign up afresh). Their text was unreadable from the moment of deletion (the data key
 * went then); this is the rest. The media go first and the rows in one transaction after, so a purge
 * stopped half-way is finished by the next.
 */
export async function purgeDeletedAccounts({ database, media, graceDays }: Purging, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - graceDays * DAY_MS).toISOString();
  const users = await database.db
    .selectFrom('users')
    .select(['id', 'mobilePhoneNumber'])
    .where('deletedStatus', '=', 1)
    .where('deletedAt', '<=', cutoff)
    .execute();
  for (const user of users) {
    const objects = await database.db.selectFrom('mediaObjects').select('key').where('user', '=', user.id).execute();
    for (const { key } of objects) {
      await media.storage.delete(key);
      await forgetRenditions(media.cacheDir, key);
    }
    await database.transaction(async (tx) => {
      for (const table of USER_TABLES) await tx.deleteFrom(table).where('user', '=', user.id).execute();
      await unindexUser(tx, user.id);
      if (user.mobilePhoneNumber) {
        await tx.deleteFrom('smsCodes').where('phone', '=', user.mobilePhoneNumber).execute();
        await tx.deleteFrom('signInFailures').where('phone', '=', user.mobilePhoneNumber).execute();
      }
      await tx.deleteFrom('users').where('id', '=', user.id).execute();
    });
  }
  return users.length;
}
