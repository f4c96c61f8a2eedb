import { decodeDate, message, SAVE_STAGE, sharedDiaryTitle } from '@diary/core';
import { detailSlice } from '../diary/detail-slice';
import { findDiary } from '../diary/load-diary';
import { forgetRecentDiary } from '../diary/recent-diaries';
import { keptFileKeys } from '../editor/kept-files';
import { listsSlice } from '../lists/lists-slice';
import type { AppThunk } from '../store';
import { outboxActions } from './outbox-slice';
import { keptFilesInUse } from './queue-save';

/**
 * A delete that found no network waits in the outbox, and the diary leaves this device's screens at once. It takes
 * the place of a save of the same diary still waiting; a new diary that never reached the server is simply forgotten.
 * Deletes are not counted against the outbox's bound: they hold no bytes, and there are no more than the diaries.
 */
export function queueDelete(diaryId: string): AppThunk<Promise<void>> {
  return async (dispatch, getState, { platform }) => {
    const state = getState();
    const waiting = state.outbox.entries.find((entry) => entry.key === diaryId);
    const known = findDiary(state, diaryId);
    if (waiting?.kind === 'save' && waiting.job.isNew && waiting.job.stage < SAVE_STAGE.batchSaved) {
      dispatch(outboxActions.removed(diaryId));
    } else {
      const shown = waiting?.kind === 'save' ? waiting.draft : undefined;
      // An edit that waited was made on the version the server still has.
      const updatedAt = shown ? shown.baseUpdatedAt : known?.updatedAt;
      // The day the server has it on: its month counts one less meanwhile (selectArchiveTab).
      const datetime = decodeDate(known?.datetime)?.toISOString() ?? shown?.datetime ?? platform.clock.now().toISOString();
      const diary = { datetime, words: sharedDiaryTitle(shown ?? known ?? {}), ...(updatedAt ? { updatedAt } : {}) };
      dispatch(outboxActions.queued({ kind: 'delete', key: diaryId, queuedAt: platform.clock.now().toISOString(), diary }));
    }
    if (waiting?.kind === 'save') {
      const inUse = keptFilesInUse(getState());
      for (const key of keptFileKeys(waiting.draft)) if (!inUse.has(key)) await platform.keptFiles.remove(key);
    }
    dispatch(detailSlice.actions.diaryGone(diaryId));
    await dispatch(forgetRecentDiary(diaryId));
    dispatch(listsSlice.actions.diaryRemoved(diaryId));
    platform.toast.show(message('outbox.deletedOnDevice'));
  };
}
