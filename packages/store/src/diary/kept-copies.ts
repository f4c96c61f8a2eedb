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
    const replaced = <T extends { objectId: string }>(diaries: readonly T[]) =>
      diaries.some((d) => d.objectId === record.objectId) ? diaries.map((d) => (d.objectId === record.objectId ? (record as unknown as T) : d)) : null;
    const listKeys = (await platform.storage.keys()).filter((key) => key.startsWith(LOCAL_KEY_PREFIX + LIST_CACHE_KEY_PREFIX));
    for (const key of listKeys) {
      const kept = listCache(key.slice((LOCAL_KEY_PREFIX + LIST_CACHE_KEY_PREFIX).length));
      const list = await readLocal(platform.storage, kept);
      const diaryList = list && replaced(list.diaryList);
      if (list && diaryList) await writeLocal(platform.storage, kept, { ...list, diaryList });
    }
    const recent = await readLocal(platform.storage, RECENT_DIARIES);
    const recentNow = recent && replaced(recent);
    if (recentNow) await writeLocal(platform.storage, RECENT_DIARIES, recentNow);
  };
}
