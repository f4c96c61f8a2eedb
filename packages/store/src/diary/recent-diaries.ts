import type { DiaryRecord } from '@diary/core';
import { RECENT_DIARIES } from '../persist/keys';
import { readLocal, writeLocal } from '../persist/local-data';
import type { AppThunk } from '../store';
import { detailSlice } from './detail-slice';

/** How many opened diaries the device keeps for reading offline (a list's cache keeps its own pages besides). */
export const RECENT_DIARIES_MAX = 30;

/** A diary just opened online goes first among those kept; the oldest beyond the bound is dropped. */
export function keepRecentDiary(record: DiaryRecord): AppThunk<Promise<void>> {
  return async (_dispatch, _getState, { platform }) => {
    const kept = (await readLocal(platform.storage, RECENT_DIARIES)) ?? [];
    const next = [record, ...kept.filter((d) => d.objectId !== record.objectId)].slice(0, RECENT_DIARIES_MAX);
    await writeLocal(platform.storage, RECENT_DIARIES, next as typeof kept);
  };
}

/** A diary deleted here is no longer kept. */
export function forgetRecentDiary(diaryId: string): AppThunk<Promise<void>> {
  return async (_dispatch, _getState, { platform }) => {
    const kept = (await readLocal(platform.storage, RECENT_DIARIES)) ?? [];
    if (kept.some((d) => d.objectId === diaryId))
      await writeLocal(
        platform.storage,
        RECENT_DIARIES,
        kept.filter((d) => d.objectId !== diaryId),
      );
  };
}

/** Offline: a diary opened lately shows as it was then (true), until it loads again when the network is back. */
export function showRecentDiary(diaryId: string): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { platform }) => {
    const record = ((await readLocal(platform.storage, RECENT_DIARIES)) ?? []).find((d) => d.objectId === diaryId);
    if (record) dispatch(detailSlice.actions.diaryLoaded(record as DiaryRecord));
    return Boolean(record);
  };
}
