import { emptyDraft } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { fakeStore, restartedStore } from '../../test/support/fake-store';
import { leaveEditor, leaveEditorPage, openEditor } from '../editor/draft';
import { saveDiary } from '../editor/save-diary';
import { contentTyped } from '../editor/editor-slice';
import { selectStoppedSave } from '../editor/save-job';
import { syncOutbox } from './sync-outbox';
import { appSlice } from '../app/app-slice';
import { NEW_DIARY_ROUTE_ID } from '../editor/editor-slice';
import type { OutboxEntry } from '../persist/keys';
import { outboxActions } from './outbox-slice';
import { showWaitingSheet } from './outbox';
import { chooseWaitingAction, selectWaitingSheet } from './waiting-sheet';

const at = '2026-11-20T10:00:00.000Z';
const islands = 'On the plane\nover the sea, and the islands';
const newDiary: OutboxEntry = {
  kind: 'save',
  key: 'n1',
  draft: { ...emptyDraft(new Date(at)), content: 'On the plane\nover the sea' },
  job: { diaryId: 'n1', isNew: true, stage: 2, uploaded: {}, errorCount: 0 },
  queuedAt: at,
};
const edit: OutboxEntry = {
  kind: 'save',
  key: 'd1',
  draft: { ...emptyDraft(new Date(at)), id: 'd1', title: 'Harbour', content: 'changed', baseUpdatedAt: at },
  job: { diaryId: 'd1', isNew: false, stage: 0, uploaded: {}, errorCount: 0 },
  queuedAt: at,
  refused: { key: 'errors.changedElsewhere' },
};
const deletion: OutboxEntry = {
  kind: 'delete',
  key: 'd2',
  queuedAt: at,
  diary: { datetime: at, words: 'Old', updatedAt: at },
  refused: { key: 'errors.changedElsewhere' },
};

/** A store whose server takes every batch (each kept in `batches`) and lists nothing. */
async function storeSendingBatches() {
  const batches: unknown[] = [];
  const answers = {
    get_item_list: (p: Record<string, unknown>) => ({ [`${String(p.className)}List`]: [] }),
    batch_op_items: (p: Record<string, unknown>) => {
      batches.push(p.requests);
      return (p.requests as unknown[]).map(() => ({ success: { objectId: 'n1', createdAt: at } }));
    },
  };
  return { ...(await fakeStore({ answers })), batches };
}

/** The waiting new diary opened from the sheet, changed in its editor and left by Back: held by that writing. */
async function changedInItsEditor() {
  const made = await storeSendingBatches();
  made.store.dispatch(appSlice.actions.startChanged('ready'));
  made.store.dispatch(outboxActions.restored([newDiary]));
  await made.store.dispatch(chooseWaitingAction('n1', 'open'));
  await made.store.dispatch(openEditor(NEW_DIARY_ROUTE_ID));
  made.store.dispatch(contentTyped(islands));
  await made.store.dispatch(leaveEditorPage());
  return made;
}

describe('the waiting sheet', () => {
  it('shows each waiting change: what it is, its day, its words, and why a refused one stays', async () => {
    const { store, platform } = await fakeStore();
    platform.setOnline(false);
    store.dispatch(outboxActions.restored([newDiary, edit, deletion]));
    store.dispatch(showWaitingSheet(true));
    const sheet = selectWaitingSheet(store.getState());
    expect(sheet.open).toBe(true);
    expect(sheet.canSyncNow).toBe(false);
    expect(sheet.rows.map((row) => [row.heading.key, row.excerpt, row.state.key, row.actions.map((a) => a.action)])).toEqual([
      ['outbox.newDiary', 'On the plane over the sea', 'outbox.pending', ['open', 'discard']],
      ['outbox.changes', 'Harbour', 'errors.changedElsewhere', ['open', 'discard']],
      ['outbox.deletedHere', 'Old', 'errors.changedElsewhere', ['deleteAnyway', 'keep']],
    ]);
    platform.setOnline(true);
    expect(selectWaitingSheet(store.getState()).canSyncNow).toBe(true);
  });

  it('Open takes a save back into its editor with its progress; again, to the writing left there; not over other writing', async () => {
    const { store, platform } = await fakeStore();
    store.dispatch(appSlice.actions.startChanged('ready'));
    store.dispatch(outboxActions.restored([newDiary, edit]));
    await store.dispatch(chooseWaitingAction('n1', 'open'));
    // It stays waiting: the editor starts from it, with nothing changed yet.
    expect(store.getState().outbox.entries.map((e) => e.key)).toEqual(['n1', 'd1']);
    expect(store.getState().editor.kept[NEW_DIARY_ROUTE_ID]).toMatchObject({
      draft: { content: 'On the plane\nover the sea' },
      original: { content: 'On the plane\nover the sea' },
      saveJob: { diaryId: 'n1', stage: 2 },
    });
    expect(platform.routes.at(-1)).toEqual({ kind: 'navigate', path: `/edit/${NEW_DIARY_ROUTE_ID}` });

    // Changed there and left: Open again leads to that writing, which is this diary's latest, not to what waited.
    await store.dispatch(openEditor(NEW_DIARY_ROUTE_ID));
    store.dispatch(contentTyped('On the plane\nover the sea, and the islands'));
    await store.dispatch(leaveEditorPage());
    platform.routes.length = 0;
    await store.dispatch(chooseWaitingAction('n1', 'open'));
    expect(platform.toasts).toEqual([]);
    expect(platform.routes.at(-1)).toEqual({ kind: 'navigate', path: `/edit/${NEW_DIARY_ROUTE_ID}` });
    await store.dispatch(openEditor(NEW_DIARY_ROUTE_ID));
    expect(store.getState().editor.draft?.content).toBe('On the plane\nover the sea, and the islands');
    // It carries the waiting save's progress, but no publish of it stopped: the network coming back does not send it.
    expect(store.getState().editor.saveJob).toMatchObject({ diaryId: 'n1' });
    expect(selectStoppedSave(store.getState())).toBe(false);

    // Another new diary's writing in the new diary's editor is not written over.
    const other = await fakeStore();
    other.store.dispatch(appSlice.actions.startChanged('ready'));
    other.store.dispatch(outboxActions.restored([newDiary]));
    await other.store.dispatch(openEditor(NEW_DIARY_ROUTE_ID));
    other.store.dispatch(contentTyped('Another day'));
    await other.store.dispatch(leaveEditorPage());
    await other.store.dispatch(chooseWaitingAction('n1', 'open'));
    expect(other.platform.toasts.at(-1)!.message.key).toBe('outbox.editorBusy');
    await other.store.dispatch(openEditor(NEW_DIARY_ROUTE_ID));
    expect(other.store.getState().editor.draft?.content).toBe('Another day');
  });

  it('Open leads to a waiting new diary over a new diary begun and left with nothing written in it', async () => {
    const { store, platform } = await fakeStore();
    store.dispatch(appSlice.actions.startChanged('ready'));
    store.dispatch(outboxActions.restored([newDiary]));
    // Write: while that editor is on show, it stays with it, and Open says so.
    await store.dispatch(openEditor(NEW_DIARY_ROUTE_ID));
    await store.dispatch(chooseWaitingAction('n1', 'open'));
    expect(platform.toasts.at(-1)!.message.key).toBe('outbox.editorBusy');
    expect(store.getState().editor.draft?.content).toBe('');
    platform.toasts.length = 0;
    // Back without a word: Open leads to the waiting diary.
    await store.dispatch(leaveEditorPage());
    await store.dispatch(chooseWaitingAction('n1', 'open'));
    expect(platform.toasts).toEqual([]);
    expect(platform.routes.at(-1)).toEqual({ kind: 'navigate', path: `/edit/${NEW_DIARY_ROUTE_ID}` });
    await store.dispatch(openEditor(NEW_DIARY_ROUTE_ID));
    expect(store.getState().editor.draft?.content).toBe('On the plane\nover the sea');
    expect(store.getState().editor.saveJob).toMatchObject({ diaryId: 'n1' });
  });

  it('a waiting save discarded under changes left in its editor: the changes stay writing, and the network coming back does not publish them', async () => {
    const { store, platform } = await changedInItsEditor();
    platform.confirmAnswers.push(true);
    await store.dispatch(chooseWaitingAction('n1', 'discard'));
    expect(store.getState().outbox.entries).toEqual([]);
    expect(store.getState().editor.draft?.content).toBe('On the plane\nover the sea, and the islands');
    expect(selectStoppedSave(store.getState())).toBe(false);
    const again = await restartedStore(platform);
    await again.store.dispatch(openEditor(NEW_DIARY_ROUTE_ID));
    expect(again.store.getState().editor.draft?.content).toBe('On the plane\nover the sea, and the islands');
    expect(selectStoppedSave(again.store.getState())).toBe(false);
  });

  it('a save held by changes left in its editor says so, and is not offered to sync now', async () => {
    const { platform } = await changedInItsEditor();
    const again = await restartedStore(platform);
    const sheet = selectWaitingSheet(again.store.getState());
    expect(sheet.rows.map((row) => [row.state.key, row.actions.map((a) => a.action)])).toEqual([['outbox.heldByEditor', ['open', 'discard']]]);
    expect(sheet.canSyncNow).toBe(false);
  });

  it('a waiting diary opened in its editor is never lost: closed unchanged it is sent as it waited; with changes it waits for their publish, which takes its place', async () => {
    const { store, platform, batches } = await storeSendingBatches();
    store.dispatch(appSlice.actions.startChanged('ready'));
    store.dispatch(outboxActions.restored([newDiary]));
    await store.dispatch(chooseWaitingAction('n1', 'open'));
    expect(await store.dispatch(openEditor(NEW_DIARY_ROUTE_ID))).toBe(true);
    // Nothing unsaved: no "quit abnormally", and ✕ asks only whether to leave, not to discard.
    expect(platform.confirms).toEqual([]);
    // While it is open it is not sent behind the person's back.
    await store.dispatch(syncOutbox());
    expect(batches).toHaveLength(0);
    platform.confirmAnswers.push(true);
    await store.dispatch(leaveEditor());
    expect(platform.confirms.at(-1)).toEqual({ title: { key: 'editor.leaveTitle' } });
    expect(store.getState().outbox.entries.map((e) => e.key)).toEqual(['n1']);
    await store.dispatch(syncOutbox());
    expect(batches).toHaveLength(1);
    expect(store.getState().outbox.entries).toEqual([]);

    // Opened again, changed, and left for another editor: it waits with the change, across a restart too.
    store.dispatch(outboxActions.restored([newDiary]));
    await store.dispatch(chooseWaitingAction('n1', 'open'));
    await store.dispatch(openEditor(NEW_DIARY_ROUTE_ID));
    store.dispatch(contentTyped('On the plane\nover the sea, and the islands'));
    await store.dispatch(syncOutbox());
    expect(batches).toHaveLength(1);
    const again = await restartedStore(platform);
    await again.store.dispatch(syncOutbox());
    expect(again.store.getState().outbox.entries.map((e) => e.key)).toEqual(['n1']);
    expect(again.platform.requests.filter((r) => r.type === 'batch_op_items')).toHaveLength(0);
    // Its publish goes in its place: one diary, with the change.
    await again.store.dispatch(openEditor(NEW_DIARY_ROUTE_ID));
    expect(await again.store.dispatch(saveDiary())).toBe(true);
    const sent = again.platform.requests.filter((r) => r.type === 'batch_op_items');
    expect(sent).toHaveLength(1);
    expect((sent[0]!.payload.requests as Array<{ objectId: string; body: { content: string } }>)[0]).toMatchObject({
      objectId: 'n1',
      body: { content: 'On the plane\nover the sea, and the islands' },
    });
    expect(again.store.getState().outbox.entries).toEqual([]);
  });

  it('a waiting diary opened and left by Back: unchanged it is sent at once and its editor opens the diary as sent; changed it waits for its publish', async () => {
    const { store, platform, batches } = await storeSendingBatches();
    store.dispatch(appSlice.actions.startChanged('ready'));
    store.dispatch(outboxActions.restored([newDiary]));
    await store.dispatch(chooseWaitingAction('n1', 'open'));
    await store.dispatch(openEditor(NEW_DIARY_ROUTE_ID));
    // Changed, then left by Back (no question): it waits with the change; its page opened again shows it, no warning.
    store.dispatch(contentTyped('On the plane\nover the sea, and the islands'));
    await store.dispatch(leaveEditorPage());
    expect(batches).toHaveLength(0);
    expect(await store.dispatch(openEditor(NEW_DIARY_ROUTE_ID))).toBe(true);
    expect(store.getState().editor.draft?.content).toBe('On the plane\nover the sea, and the islands');
    expect(platform.confirms).toEqual([]);

    // Back to what waited, and left by Back: it goes at once, and the draft in hand goes with it.
    store.dispatch(contentTyped(newDiary.draft.content));
    await store.dispatch(leaveEditorPage());
    expect(batches).toHaveLength(1);
    expect(store.getState().outbox.entries).toEqual([]);
    expect(store.getState().editor.draft).toBeNull();
  });

  it('Discard asks first; Keep it undoes a delete made here; Delete anyway drops the delete’s precondition', async () => {
    const { store, platform } = await fakeStore();
    platform.setOnline(false);
    store.dispatch(outboxActions.restored([newDiary, deletion]));
    platform.confirmAnswers.push(false);
    await store.dispatch(chooseWaitingAction('n1', 'discard'));
    expect(store.getState().outbox.entries).toHaveLength(2);
    platform.confirmAnswers.push(true);
    await store.dispatch(chooseWaitingAction('n1', 'discard'));
    expect(platform.confirms.at(-1)!.title.key).toBe('outbox.discardTitle');
    expect(store.getState().outbox.entries.map((e) => e.key)).toEqual(['d2']);

    await store.dispatch(chooseWaitingAction('d2', 'deleteAnyway'));
    expect(store.getState().outbox.entries).toEqual([{ kind: 'delete', key: 'd2', queuedAt: at, diary: { datetime: at, words: 'Old' } }]);
    await store.dispatch(chooseWaitingAction('d2', 'keep'));
    expect(store.getState().outbox.entries).toEqual([]);
    expect(store.getState().lists.diariesChangedAt).not.toBeNull();
  });
});
