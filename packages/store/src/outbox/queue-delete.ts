import { decodeDate, message, SAVE_STAGE, sharedDiaryTitle } from '@diary/core';
import { detailSlice } from '../diary/detail-slice';
import { findDiary } from '../diary/load-diary';
import type { AppThunk } from '../store';
import { outboxActions } from './outbox-slice';
import { dropWaiting, freeKeptFiles } from './queue-save';

/**
 * A delete that found no network waits in the outbox, and the diary leaves this device's screens at once: the lists,
 * the counts and the diaries kept for reading offline leave it out while it waits (so Keep it brings it back), and
 * let go of it once the delete is sent. It takes the place of a save of the same diary still waiting; a new diary that
 * nothing of has reached the server (nothing sent, nothing on its way) is simply forgotten. Deletes are not counted
 * against the outbox's bound: they hold no bytes, and there are no more than the diaries.
 */
export function queueDelete(diaryId: string): AppThunk<Promise<void>> {
  return async (dispatch, getState, { platform }) => {
    const state = getState();
    const waiting = state.outbox.entries.find((entry) => entry.key === diaryId);
    const known = findDiary(state, diaryId);
    const neverSent = waiting?.kind === 'save' && waiting.job.isNew && waiting.job.stage === SAVE_STAGE.nothing && state.outbox.sendingKey !== diaryId;
    if (neverSent) {
      await dispatch(dropWaiting(diaryId));
    } else {
      const shown = waiting?.kind === 'save' ? waiting.draft : state.editor.draft?.id === diaryId ? state.editor.draft : undefined;
      // An edit that waited (or the one open) was made on the version the server still has.
      const updatedAt = known?.updatedAt ?? shown?.baseUpdatedAt;
      // The day the server has it on: its month counts one less meanwhile (selectArchiveTab).
      const datetime = decodeDate(known?.datetime)?.toISOString() ?? shown?.datetime ?? platform.clock.now().toISOString();
      const diary = { datetime, words: sharedDiaryTitle(shown ?? known ?? {}), ...(updatedAt ? { updatedAt } : {}) };
      dispatch(outboxActions.queued({ kind: 'delete', key: diaryId, queuedAt: platform.clock.now().toISOString(), diary }));
      if (waiting?.kind === 'save') await dispatch(freeKeptFiles(waiting.draft));
    }
    dispatch(detailSlice.actions.diaryGone(diaryId));
    platform.toast.show(message('outbox.deletedOnDevice'));
  };
}
