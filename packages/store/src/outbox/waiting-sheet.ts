import { displayDateTime, draftHasChanges, message, routePath, sharedDiaryTitle, type Message } from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import { draftBelongsTo } from '../editor/draft';
import { draftRouteId, editorActions } from '../editor/editor-slice';
import { listsSlice } from '../lists/lists-slice';
import type { OutboxEntry } from '../persist/keys';
import type { AppThunk, RootState } from '../store';
import { heldByEditor } from './held-by-editor';
import { outboxActions } from './outbox-slice';
import { showWaitingSheet } from './outbox';
import { dropWaiting } from './queue-save';
import { syncOutbox } from './sync-outbox';
import { keepWaitingSaveForEditor } from './waiting-in-editor';

/** What can be done with one waiting change: open a save in its editor, drop it, delete anyway, or keep a diary deleted here. */
export type WaitingAction = 'open' | 'discard' | 'deleteAnyway' | 'keep';

/** One change waiting on this device, as the sheet shows it. */
export interface WaitingRow {
  key: string;
  /** What it is and the diary's day: "New diary · …", "Changes · …", "Deleted here · …". */
  heading: Message;
  /** The diary's title, else the start of its text; empty when it has no text. */
  excerpt: string;
  /** Waiting to sync, or why the server refused it. */
  state: Message;
  refused: boolean;
  actions: Array<{ action: WaitingAction; label: Message }>;
}

export interface WaitingSheetModel {
  open: boolean;
  rows: WaitingRow[];
  /** "Sync now": something waits, the device is online and nothing is being sent. */
  canSyncNow: boolean;
}

/** How a change stands: being sent, held by writing left in its editor, or waiting (a refused one says its reason). */
type Standing = 'sending' | 'held' | 'waiting';

function rowOf(entry: OutboxEntry, language: RootState['app']['preferences']['language'], standing: Standing): WaitingRow {
  const sending = standing === 'sending';
  const when = displayDateTime(new Date(entry.kind === 'save' ? entry.draft.datetime : entry.diary.datetime), language);
  const heading =
    entry.kind === 'delete'
      ? message('outbox.deletedHere', { when })
      : entry.job.isNew
        ? message('outbox.newDiary', { when })
        : message('outbox.changes', { when });
  const changedElsewhere = entry.refused?.key === 'errors.changedElsewhere';
  const actions: WaitingRow['actions'] = sending
    ? []
    : entry.kind === 'save'
      ? [
          { action: 'open', label: message('outbox.open') },
          { action: 'discard', label: message('outbox.discard') },
        ]
      : [
          ...(changedElsewhere ? [{ action: 'deleteAnyway' as const, label: message('diaryOptions.deleteAnyway') }] : []),
          { action: 'keep', label: message('diaryOptions.keepIt') },
        ];
  return {
    key: entry.key,
    heading,
    excerpt: entry.kind === 'save' ? sharedDiaryTitle(entry.draft) : entry.diary.words,
    state: sending
      ? message('outbox.sending')
      : entry.refused
        ? message(entry.refused.key as Message['key'], entry.refused.params)
        : message(standing === 'held' ? 'outbox.heldByEditor' : 'outbox.pending'),
    refused: Boolean(entry.refused),
    actions,
  };
}

/** The keys of the saves held by writing left in their editor (held-by-editor.ts): they go with that writing's publish. */
const selectHeldKeys = createSelector([(state: RootState) => state.outbox.entries, (state: RootState) => state.editor], (entries, editor) =>
  entries.filter((entry) => heldByEditor(editor, entry)).map((entry) => entry.key),
);

const model = createSelector(
  [
    (state: RootState) => state.screens.waitingSheet,
    (state: RootState) => state.outbox,
    selectHeldKeys,
    (state: RootState) => state.app.online && !state.app.startedOffline,
    (state: RootState) => state.app.preferences.language,
  ],
  (open, outbox, held, online, language): WaitingSheetModel => ({
    open,
    rows: outbox.entries.map((entry) => rowOf(entry, language, entry.key === outbox.sendingKey ? 'sending' : held.includes(entry.key) ? 'held' : 'waiting')),
    canSyncNow: online && !outbox.sending && outbox.entries.some((entry) => !entry.refused && !held.includes(entry.key)),
  }),
);

/** The sheet the shell's sync line opens: each change waiting on this device, and what can be done with it. */
export const selectWaitingSheet = (state: RootState): WaitingSheetModel => model(state);

/** "Sync now": the waiting changes go at once, not at the next retry. */
export function syncNow(): AppThunk<Promise<void>> {
  return (dispatch) => dispatch(syncOutbox());
}

/**
 * One waiting change's action. Open takes a save back into its editor (its save resumes from where it got, under the
 * same id; one refused as changed elsewhere meets the person's choice when saved), or to the writing of it left there,
 * unless that editor holds other writing (a draft begun there and left untouched is dropped). Discard drops a save
 * after asking. Keep it undoes a delete made here. Delete anyway drops a delete's precondition (the diary changed on
 * another device) and sends it.
 */
export function chooseWaitingAction(key: string, action: WaitingAction): AppThunk<Promise<void>> {
  return async (dispatch, getState, { platform }) => {
    const entry = getState().outbox.entries.find((e) => e.key === key);
    if (!entry || getState().outbox.sendingKey === key) return;
    switch (action) {
      case 'open': {
        if (entry.kind !== 'save') return;
        const routeId = draftRouteId(entry.draft);
        const { draft, original, saveJob, kept, pageLeft } = getState().editor;
        const inHand = draftBelongsTo(draft, routeId);
        const writing = inHand ? { draft, original, saveJob } : kept[routeId];
        // A draft begun and left with nothing written in it (Write, then Back) holds nothing to keep: it goes. One whose
        // editor is still on show stays, with the editor.
        const untouched = writing && !writing.saveJob && !draftHasChanges(writing.draft, writing.original) && (!inHand || pageLeft);
        if (untouched) dispatch(editorActions.draftDone(routeId));
        // Writing of this diary left in its editor is its latest: Open leads there. Other writing is not written over.
        else if (writing && writing.saveJob?.diaryId !== entry.key) {
          platform.toast.show(message('outbox.editorBusy'));
          return;
        }
        if (!writing || untouched) await dispatch(keepWaitingSaveForEditor(entry));
        dispatch(showWaitingSheet(false));
        platform.navigation.navigate(routePath('editor', { diaryId: routeId }));
        return;
      }
      case 'discard': {
        if (entry.kind !== 'save') return;
        const confirmed = await platform.modal.confirm({ title: message('outbox.discardTitle'), content: message('outbox.discardContent') });
        if (confirmed) await dispatch(dropWaiting(key));
        return;
      }
      case 'keep':
        dispatch(outboxActions.removed(key));
        // The diary shows again where it was: the lists load it from the server.
        dispatch(listsSlice.actions.diariesChanged(platform.clock.now().toISOString()));
        return;
      case 'deleteAnyway':
        dispatch(outboxActions.preconditionDropped(key));
        await dispatch(syncOutbox());
        return;
    }
  };
}
