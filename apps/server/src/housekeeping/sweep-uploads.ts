import type { Database } from '../db/database';
import type { Queryable } from '../db/types';
import type { ObjectStorage } from '../media/storage';
import { filesNaming, forgetObject } from '../media/objects';
import { forgetRenditions } from '../media/renditions';

/** How old an upload no diary's file names may get before it goes: a day, time enough to finish a diary. */
export const UNUSED_UPLOAD_MS = 24 * 60 * 60 * 1000;

/** serverState's record of how far the sweep has looked: objects made before it were looked at once. */
const SWEPT_BEFORE = 'uploadsSweptBefore';

/** Whether anything still shows the upload: a file record of the user's, or the user's own avatar (uploaded on its own, from WeChat). */
async function inUse(q: Queryable, user: string, key: string): Promise<boolean> {
  if ((await filesNaming(q, user, key)).length > 0) return true;
  const owner = await q.selectFrom('users').select('data').where('id', '=', user).executeTakeFirst();
  return owner !== undefined && (JSON.parse(owner.data) as { avatar?: unknown }).avatar === key;
}

export interface Sweeping {
  database: Database;
  media: { storage: ObjectStorage; cacheDir: string };
}

/**
 * Deletes uploads that nothing named within a day of being made (no file record, not the avatar): a
 * photo chosen in an editor that was then closed, say. Each object is looked at once, when it turns a day old (the sweep keeps
 * how far it got), so a run costs what was uploaded since the last one.
 */
export async function sweepUnusedUploads({ database, media }: Sweeping, now: Date): Promise<number> {
  const { db } = database;
  const cutoff = new Date(now.getTime() - UNUSED_UPLOAD_MS).toISOString();
  const since = (await db.selectFrom('serverState').select('value').where('name', '=', SWEPT_BEFORE).executeTakeFirst())?.value ?? '';
  if (since >= cutoff) return 0;
  const objects = await db.selectFrom('mediaObjects').select(['key', 'user']).where('createdAt', '>=', since).where('createdAt', '<', cutoff).execute();
  let swept = 0;
  for (const object of objects) {
    if (await inUse(db, object.user, object.key)) continue;
    // Named meanwhile (saved at the last moment): the transaction looks again before deleting.
    const gone = await database.transaction(async (tx) => {
      if (await inUse(tx, object.user, object.key)) return false;
      await forgetObject(tx, object.key);
      return true;
    });
    if (!gone) continue;
    await media.storage.delete(object.key);
    await forgetRenditions(media.cacheDir, object.key);
    swept += 1;
  }
  await db
    .insertInto('serverState')
    .values({ name: SWEPT_BEFORE, value: cutoff })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: cutoff }))
    .execute();
  return swept;
}
