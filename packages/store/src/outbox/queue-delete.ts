import { decodeDate, message, SAVE_STAGE, sharedDiaryTitle } from '@diary/core';
import { detailSlice } from '../diary/detail-slice';
import { findDiary } from '../diary/load-diary';
import { forgetRecentDiary } from '../diary/recent-diaries';
import { keptFileKeys } from '../editor/kept-files';
import { countCorrected } from '../items/items-slice';
import { listsSlice } from '../lists/lists-slice';
import type { AppThunk } from '../store';
import { outboxActions } from './outbox-slice';
import { keptFilesInUse } from './queue-save';

/** The archive month of a diary deleted here, one less. */
function archiveCountLowered(datetime: Date): AppThunk {
  return (dispatch, getState) => {
    const month = getState().items.archive.find((a) => a.year === datetime.getFullYear() && a.month === datetime.getMonth() + 1);
    if (month && (month.count ?? 0) > 0) dispatch(countCorrected({ name: 'archive', objectId: month.objectId, count: (month.count ?? 0) - 1 }));
  };
}

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
      const datetime = shown?.datetime ?? decodeDate(known?.datetime)?.toISOString() ?? platform.clock.now().toISOString();
      const diary = { datetime, words: sharedDiaryTitle(shown ?? known ?? {}), ...(updatedAt ? { updatedAt } : {}) };
      dispatch(outboxActions.queued({ kind: 'delete', key: diaryId, queuedAt: platform.clock.now().toISOString(), diary }));
      // Its month (as the server counts it) counts one less at once; the server's totals come when the delete is sent.
      dispatch(archiveCountLowered(decodeDate(known?.datetime) ?? new Date(datetime)));
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
