import type { DiaryRecord } from '@diary/core';
import { listsSlice } from '../lists/lists-slice';
import { LIST_CACHE_KEY_PREFIX, listCache, RECENT_DIARIES } from '../persist/keys';
import { LOCAL_KEY_PREFIX, readLocal, writeLocal } from '../persist/local-data';
import type { AppThunk } from '../store';

/**
 * A diary newer than the copies this device keeps of it (an edit saved here): each list in memory and each kept on the
 * device, and the diaries kept for reading offline, take it as it is now. Until then a list that could not reload (a
 * search or a month opened offline) showed the text from before the edit.
 */
export function refreshKeptCopies(record: DiaryRecord): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { platform }) => {
    dispatch(listsSlice.actions.diaryRefreshed(record));
    // The kept copies holding it, with it in their place; null when it is not among them.
    const withRecord = <T extends { objectId: string }>(diaries: readonly T[]): T[] | null =>
      diaries.some((d) => d.objectId === record.objectId) ? diaries.map((d) => (d.objectId === record.objectId ? (record as unknown as T) : d)) : null;
    const listPrefix = LOCAL_KEY_PREFIX + LIST_CACHE_KEY_PREFIX;
    for (const key of await platform.storage.keys()) {
      if (!key.startsWith(listPrefix)) continue;
      const kept = listCache(key.slice(listPrefix.length));
      const list = await readLocal(platform.storage, kept);
      const diaryList = list && withRecord(list.diaryList);
      if (diaryList) await writeLocal(platform.storage, kept, { ...list, diaryList });
    }
    const recent = await readLocal(platform.storage, RECENT_DIARIES);
    const recentNow = recent && withRecord(recent);
    if (recentNow) await writeLocal(platform.storage, RECENT_DIARIES, recentNow);
  };
}
