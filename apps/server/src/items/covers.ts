import { bareFilename, fileNamesOf } from '@diary/core';
import type { Tx } from '../db/types';
import { byClass } from '../storage/by-class';
import { mergeData } from '../storage/codec';
import { SPECS } from '../storage/spec';

/** The names a photo can be used as a cover by: its key with or without the file/ folder, and a video's jpg poster. */
function coverNames(filenames: string[]): string[] {
  const names = new Set<string>();
  for (const filename of filenames) {
    const bare = bareFilename(filename);
    for (const name of [bare, bare.replace(/\.[a-z0-9]+$/i, '.jpg')]) for (const named of fileNamesOf(name)) names.add(named);
  }
  return [...names];
}

const ITEM_COVERS = [
  { className: 'archive', column: 'cover', crop: 'crop', colour: 'imageAveRGB' },
  { className: 'weather', column: 'cover', crop: 'crop', colour: 'imageAveRGB' },
  { className: 'location', column: 'cover', crop: 'crop', colour: 'imageAveRGB' },
  { className: 'tag', column: 'cover', crop: 'crop', colour: 'imageAveRGB' },
  { className: 'status', column: 'cover', crop: 'crop', colour: 'imageAveRGB' },
  { className: 'people', column: 'avatar', crop: 'crop', colour: 'imageAveRGB' },
] as const;

const USER_COVERS = [
  { field: 'favoriteDiariesCover', crop: 'favoriteDiariesCrop', colour: 'favoriteDiariesImageAveRGB' },
  { field: 'allDiariesCover', crop: 'allDiariesCrop', colour: 'allDiariesImageAveRGB' },
  { field: 'avatar', crop: 'avatarCrop', colour: undefined },
] as const;

/**
 * A deleted diary's photos can no longer be a cover: every archive, place, person, story,
 * status and weather cover and the user's own covers and avatar that used one are cleared.
 */
export async function clearCoversOf(tx: Tx, userId: string, fileIds: string[], now: Date): Promise<void> {
  if (fileIds.length === 0) return;
  const files = await tx.selectFrom('files').select('filename').where('user', '=', userId).where('id', 'in', fileIds).execute();
  const names = coverNames(files.map((f) => f.filename));
  if (names.length === 0) return;
  const stamp = now.toISOString();

  for (const cover of ITEM_COVERS) {
    const table = SPECS[cover.className].table;
    const rows = await byClass(tx).selectFrom(table).select(['id', 'data']).where('user', '=', userId).where(cover.column, 'in', names).execute();
    for (const row of rows) {
      await byClass(tx)
        .updateTable(table)
        .set({ [cover.column]: null, data: mergeData(row.data, { [cover.column]: null, [cover.crop]: null, [cover.colour]: null }), updatedAt: stamp })
        .where('id', '=', row.id)
        .execute();
    }
  }

  const user = await tx.selectFrom('users').select(['data']).where('id', '=', userId).executeTakeFirst();
  if (!user) return;
  const data = JSON.parse(user.data) as Record<string, unknown>;
  const cleared: Record<string, null> = {};
  for (const cover of USER_COVERS) {
    if (typeof data[cover.field] === 'string' && names.includes(data[cover.field] as string)) {
      cleared[cover.field] = null;
      cleared[cover.crop] = null;
      if (cover.colour) cleared[cover.colour] = null;
    }
  }
  if (Object.keys(cleared).length > 0) {
    await tx
      .updateTable('users')
      .set({ data: mergeData(user.data, cleared), updatedAt: stamp })
      .where('id', '=', userId)
      .execute();
  }
}
