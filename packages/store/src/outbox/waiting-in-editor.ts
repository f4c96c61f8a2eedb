import { draftRouteId, editorActions } from '../editor/editor-slice';
import { saveProgress, type OutboxSave } from '../persist/keys';
import { removeLocal, writeLocal } from '../persist/local-data';
import type { AppThunk } from '../store';

/**
 * A waiting save taken back into its editor: kept for its route, to open there as it waits. Its progress goes with it (a
 * new diary's id is the one made on the device): a restart resumes it, nothing twice. It stays in the outbox, held
 * while its editor is open or keeps changes (held-by-editor.ts): a publish takes its place; leaving without changes, or
 * discarding them, leaves it to be sent as it waited.
 */
export function keepWaitingSaveForEditor(entry: OutboxSave): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { platform }) => {
    const routeId = draftRouteId(entry.draft);
    await writeLocal(platform.storage, saveProgress(routeId), entry.job);
    dispatch(editorActions.draftKept({ routeId, kept: { draft: entry.draft, original: entry.draft, saveJob: entry.job } }));
  };
}

/**
 * The other way: a waiting save dropped (discarded, or its diary deleted) leaves the writing on top of it in its
 * editor as writing only, its progress forgotten on the device too, so that nothing publishes it but the person.
 */
export function releaseWaitingSaveFromEditor(diaryId: string): AppThunk<Promise<void>> {
  return async (dispatch, getState, { platform }) => {
    const { draft, saveJob, kept } = getState().editor;
    const routeIds = Object.entries(kept)
      .filter(([, k]) => k.saveJob?.diaryId === diaryId)
      .map(([routeId]) => routeId);
    if (draft && saveJob?.diaryId === diaryId) routeIds.push(draftRouteId(draft));
    for (const routeId of routeIds) await removeLocal(platform.storage, saveProgress(routeId));
    dispatch(editorActions.saveProgressOfDiaryForgotten(diaryId));
  };
}
