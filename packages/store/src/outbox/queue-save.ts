import type { EditDraft } from '@diary/core';
import { editorActions } from '../editor/editor-slice';
import { forgetPickedFiles, keptFileKeys } from '../editor/kept-files';
import { outboxDrafts, type OutboxEntry, type SaveJob } from '../persist/keys';
import type { AppThunk, RootState } from '../store';
import { outboxActions } from './outbox-slice';
import { releaseWaitingSaveFromEditor } from './waiting-in-editor';

/** How many saves may wait on the device: beyond it a save stays in its editor (nothing is lost) until some are sent. */
export const OUTBOX_MAX_SAVES = 50;

/** Whether this save can wait in the outbox: a place is free, or it takes the place of an earlier save of the same diary. */
export const outboxHasRoomFor = (state: RootState, job: SaveJob) =>
  state.outbox.entries.length < OUTBOX_MAX_SAVES || state.outbox.entries.some((entry) => entry.key === job.diaryId);

/**
 * A save that found no network waits in the outbox with its draft and its progress, and the editor's draft of the
 * route goes (the outbox holds it now; its photos' bytes stay kept on the device). A later save of the same diary
 * takes its place. It is sent when the network is back (syncOutbox).
 */
export function queueSave(draft: EditDraft, routeId: string, job: SaveJob): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { platform }) => {
    // The photos' bytes stay with the picked files; their device addresses stay too, so the lists show them while they wait.
    const shown = { ...draft, photos: draft.photos.map(({ file: _file, coverBase64: _cover, ...photo }) => photo) };
    const entry: OutboxEntry = {
      kind: 'save',
      key: job.diaryId,
      draft: shown,
      job: { ...job, errorCount: 0 },
      queuedAt: platform.clock.now().toISOString(),
    };
    dispatch(outboxActions.queued(entry));
    dispatch(editorActions.draftDone(routeId));
  };
}

/** The kept files' keys any draft or waiting save still names. */
export function keptFilesInUse(state: RootState): Set<string> {
  const drafts = [...Object.values(state.editor.kept).map((kept) => kept.draft), ...(state.editor.draft ? [state.editor.draft] : [])];
  return new Set([...drafts, ...outboxDrafts(state.outbox.entries)].flatMap(keptFileKeys));
}

/** The kept bytes of a draft's photos that no draft or waiting change names any more are let go. */
export function freeKeptFiles(draft: EditDraft): AppThunk<Promise<void>> {
  return async (_dispatch, getState, { platform }) => {
    const inUse = keptFilesInUse(getState());
    for (const key of keptFileKeys(draft)) if (!inUse.has(key)) await platform.keptFiles.remove(key);
  };
}

/** A waiting change of a diary is dropped (the diary was deleted, or the change discarded), with the bytes only it held. */
export function dropWaiting(key: string): AppThunk<Promise<void>> {
  return async (dispatch, getState, { pickedFiles }) => {
    const entry = getState().outbox.entries.find((e) => e.key === key);
    if (!entry) return;
    dispatch(outboxActions.removed(key));
    if (entry.kind !== 'save') return;
    await dispatch(releaseWaitingSaveFromEditor(key));
    forgetPickedFiles(pickedFiles, entry.draft);
    await dispatch(freeKeptFiles(entry.draft));
  };
}
