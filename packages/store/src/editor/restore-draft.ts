import { EDIT_DRAFT, SAVE_JOB } from '../persist/keys';
import { readLocal, removeLocal } from '../persist/local-data';
import type { AppThunk } from '../store';
import { editorActions } from './editor-slice';
import { saveJobBelongsTo } from './save-job';

// Apart from the editor's thunks: the app restores a draft at start, and the editor itself loads with its screen.

/**
 * At start the draft comes back, with the notice "Quit abnormally the last time you edited".
 * Photos picked but never uploaded cannot come back (a key-value store keeps no file bytes) and
 * are left out; photos a save already uploaded stay.
 */
export function restoreDraft(): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { platform }) => {
    const draft = await readLocal(platform.storage, EDIT_DRAFT);
    const stored = (await readLocal(platform.storage, SAVE_JOB)) ?? null;
    // Only this draft's save resumes: another diary's would write this text over that diary.
    const saveJob = draft && stored && saveJobBelongsTo(stored, draft) ? stored : null;
    if (stored && !saveJob) await removeLocal(platform.storage, SAVE_JOB);
    if (!draft) return;
    const kept = draft.photos.filter((p) => p.uploadedStatus || saveJob?.uploaded[p.id]);
    dispatch(editorActions.draftStarted({ draft: { ...draft, photos: kept }, abnormalQuit: true, saveJob }));
  };
}
