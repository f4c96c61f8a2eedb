import { fileNamesOf, proStatus, storageQuotaBytes } from '@diary/core';
import { findUser } from '../accounts/users';
import type { Tx } from '../db/types';
import type { Queryable } from '../db/types';

export interface MediaObject {
  key: string;
  user: string;
  /** The file's own size (what the quota counts), not its sealed size. */
  size: number;
  kind: string;
  /** Its file key sealed under the owner's data key (file-keys.ts); null while it is stored as it came. */
  sealedKey: string | null;
}

/** The owner's File records a key belongs to: the file itself, or the video whose jpg poster it is. */
export async function filesNaming(q: Queryable, owner: string, key: string): Promise<string[]> {
  const names = fileNamesOf(key);
  const posterOf = /^(?:file\/)?([A-Za-z0-9_-]+)\.jpg$/.exec(key)?.[1];
  const videoNames = posterOf ? ['mp4', 'mov', 'm4v'].flatMap((ext) => fileNamesOf(`file/${posterOf}.${ext}`)) : [];
  const rows = await q
    .selectFrom('files')
    .select('id')
    .where('user', '=', owner)
    .where((eb) => eb.or([eb('filename', 'in', names), eb.and([eb('filename', 'in', videoNames.length ? videoNames : ['']), eb('kind', 'like', 'video/%')])]))
    .execute();
  return rows.map((r) => String(r.id));
}

export async function findObject(q: Queryable, key: string): Promise<MediaObject | undefined> {
  const row = await q.selectFrom('mediaObjects').select(['key', 'user', 'size', 'kind', 'sealedKey']).where('key', '=', key).executeTakeFirst();
  return row ? { key: String(row.key), user: String(row.user), size: Number(row.size), kind: String(row.kind), sealedKey: row.sealedKey ?? null } : undefined;
}

/** How many bytes a user's stored media takes. */
export async function storageUsed(q: Queryable, userId: string): Promise<number> {
  const row = await q
    .selectFrom('mediaObjects')
    .select((eb) => eb.fn.coalesce(eb.fn.sum('size'), eb.lit(0)).as('used'))
    .where('user', '=', userId)
    .executeTakeFirst();
  return Number(row?.used ?? 0);
}

/** The user's storage allowance now: 500M free, 10G more while Pro (trial included). */
export async function storageQuota(q: Queryable, userId: string, now: Date): Promise<number> {
  const user = await findUser(q, userId);
  return storageQuotaBytes(proStatus(user?.proExpiredAt ? String(user.proExpiredAt) : null, now));
}

export async function recordObject(tx: Tx, object: MediaObject, now: Date, replacing: boolean): Promise<void> {
  // New content has not been checked: the old verdict goes with the old content.
  if (replacing)
    await tx
      .updateTable('mediaObjects')
      .set({ size: object.size, kind: object.kind, sealedKey: object.sealedKey, createdAt: now.toISOString(), censorResult: null })
      .where('key', '=', object.key)
      .execute();
  else
    await tx
      .insertInto('mediaObjects')
      .values({ ...object, createdAt: now.toISOString() })
      .execute();
}

export async function forgetObject(tx: Tx, key: string): Promise<void> {
  await tx.deleteFrom('mediaObjects').where('key', '=', key).execute();
}
