import { draftRouteId, editorActions } from '../editor/editor-slice';
import { saveProgress, type OutboxSave } from '../persist/keys';
import { writeLocal } from '../persist/local-data';
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
