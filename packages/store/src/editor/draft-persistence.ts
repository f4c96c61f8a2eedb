import type { ListenerMiddlewareInstance, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { EDIT_DRAFT, SAVE_JOB } from '../persist/keys';
import { removeLocal, writeLocal } from '../persist/local-data';
import type { RootState, StoreExtra } from '../store';
import { editorActions } from './editor-slice';

/** The edit draft is written to the device after every change, so a crash or a closed tab loses nothing. */
export function persistDraftOnChange(listeners: ListenerMiddlewareInstance<unknown, ThunkDispatch<unknown, unknown, UnknownAction>, StoreExtra>): void {
  listeners.startListening({
    predicate: (action, current, previous) => typeof action.type === 'string' && (current as RootState).editor.draft !== (previous as RootState).editor.draft,
    effect: async (_action, api) => {
      const draft = (api.getState() as RootState).editor.draft;
      const { storage } = api.extra.platform;
      if (draft) await writeLocal(storage, EDIT_DRAFT, persistedDraft(draft));
      else await removeLocal(storage, EDIT_DRAFT);
    },
  });
  // The save progress kept on the device is the draft's: a draft started afresh (not restored)
  // drops what a save of the previous one left, which would otherwise resume with this draft's text.
  listeners.startListening({
    actionCreator: editorActions.draftStarted,
    effect: async (action, api) => {
      if (!action.payload.saveJob) await removeLocal(api.extra.platform.storage, SAVE_JOB);
    },
  });
}

/** The draft without what belongs to the device session (file handles, blob URLs). */
function persistedDraft(draft: NonNullable<RootState['editor']['draft']>) {
  return { ...draft, photos: draft.photos.map(({ file: _file, blobUrl: _blobUrl, coverBase64: _cover, ...photo }) => photo) };
}
