import { draftHasChanges, type EditDraft } from '@diary/core';
import type { ListenerMiddlewareInstance, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { editorDraft, saveProgress, type StoredDraft } from '../persist/keys';
import { removeLocal, writeLocal } from '../persist/local-data';
import type { RootState, StoreExtra } from '../store';
import { draftRouteId, type EditorState } from './editor-slice';
import { keptFilesInUse } from '../outbox/queue-save';
import { keptFileKeys } from './kept-files';

/** The drafts the device must hold, by route: every kept one, and the open one once it has changes or a save under way. */
function draftsOnDevice(editor: EditorState): Map<string, StoredDraft> {
  const drafts = new Map<string, StoredDraft>(Object.entries(editor.kept));
  if (editor.draft && (editor.saveJob || draftHasChanges(editor.draft, editor.original)))
    drafts.set(draftRouteId(editor.draft), { draft: editor.draft, original: editor.original });
  return drafts;
}

/**
 * Every editor route's draft is written to the device after each change, under its own key, so a
 * crash, a closed tab or another diary's editor loses nothing. A draft that is done with (saved,
 * left, or back to how it started) leaves the device with its save progress and its photos' bytes.
 */
export function persistDraftOnChange(listeners: ListenerMiddlewareInstance<unknown, ThunkDispatch<unknown, unknown, UnknownAction>, StoreExtra>): void {
  listeners.startListening({
    predicate: (_action, current, previous) => (current as RootState).editor !== (previous as RootState).editor,
    effect: async (_action, api) => {
      const before = draftsOnDevice((api.getOriginalState() as RootState).editor);
      const now = draftsOnDevice((api.getState() as RootState).editor);
      const { storage, keptFiles } = api.extra.platform;
      for (const [routeId, stored] of now) {
        const was = before.get(routeId);
        if (was?.draft !== stored.draft || was.original !== stored.original) await writeLocal(storage, editorDraft(routeId), deviceCopy(stored));
      }
      // A photo can move from one route's draft to another's (a copy kept as a new diary) or to the outbox: its bytes stay while one holds it.
      const held = keptFilesInUse(api.getState() as RootState);
      for (const [routeId, gone] of before) {
        if (now.has(routeId)) continue;
        await removeLocal(storage, editorDraft(routeId));
        await removeLocal(storage, saveProgress(routeId));
        for (const key of keptFileKeys(gone.draft)) if (!held.has(key)) await keptFiles.remove(key);
      }
    },
  });
}

/** The draft without what belongs to the device session (file handles, blob URLs). */
export function withoutHandles(draft: EditDraft): EditDraft {
  return { ...draft, photos: draft.photos.map(({ file: _file, blobUrl: _blobUrl, coverBase64: _cover, ...photo }) => photo) };
}

function deviceCopy({ draft, original }: StoredDraft): StoredDraft {
  return { draft: withoutHandles(draft), original: original && withoutHandles(original) };
}
