import { API_ERRORS } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { appSlice } from '../app/app-slice';
import { FakeResponse, type FakeAnswer, type MemoryPlatform } from '../platform/memory-platform';
import { emptyLists, fakeStore, restartedStore } from '../../test/support/fake-store';
import { openEditor, selectEditorDraft, startEditingDiary, startNewDiary } from './draft';
import { contentTyped } from './editor-slice';
import { saveDiary } from './save-diary';
import { openDiaryDetail, selectDiaryDetail } from '../diary/diary-detail';

const saved = (objectId: string) => ({ objectId, content: 'As it was saved', datetime: { __type: 'Date', iso: '2026-11-20T02:00:00.000Z' } });

/** A server that keeps diaries d1 and d2 and takes every save. */
const server: Record<string, FakeAnswer> = {
  get_item_by_id: (p) =>
    p.objectId === 'd1' || p.objectId === 'd2'
      ? { item: saved(String(p.objectId)) }
      : new FakeResponse(404, { code: API_ERRORS.notFound.code, error: 'not found' }),
  get_item_list: emptyLists,
  batch_op_items: () => [],
};

/** The app started again on the same device (a reload, a closed tab): the drafts come back at start. */
const restart = (before: MemoryPlatform, answers: Record<string, FakeAnswer> = server) => restartedStore(before, answers);

/** Diary d1 edited, then left without the close button (back, another tab, a closed tab). */
async function editedAndLeft() {
  const { store, platform } = await fakeStore({ answers: server });
  await store.dispatch(startEditingDiary('d1'));
  store.dispatch(contentTyped('Half an edit of d1'));
  return { store, platform };
}

/** The diary writes the saves sent (POST creates, PUT updates), in order. */
function diaryWrites(platform: MemoryPlatform) {
  return platform.requests
    .filter((r) => r.type === 'batch_op_items')
    .flatMap((r) =>
      (r.payload.requests as Array<{ method: string; className: string; objectId: string; body?: { content?: string } }>).filter(
        (op) => op.className === 'diary',
      ),
    )
    .map((op) => ({ method: op.method, objectId: op.objectId, content: op.body?.content }));
}

describe('a draft belongs to the diary it was opened for', () => {
  it('/edit/new never shows another diary’s restored draft: it starts a new diary, with Publish', async () => {
    const left = await editedAndLeft();
    const { store } = await restart(left.platform);
    expect(Object.keys(store.getState().editor.kept)).toEqual(['d1']);
    expect(selectEditorDraft(store.getState(), 'new')).toBeNull();

    expect(await store.dispatch(openEditor('new'))).toBe(true);
    const draft = selectEditorDraft(store.getState(), 'new')!;
    expect(draft.id).toBeNull();
    expect(draft.content).toBe('');
    // d1's draft waits for its own editor.
    expect(store.getState().editor.kept.d1!.draft.content).toBe('Half an edit of d1');
  });

  it('a restored draft of diary d1 opens at /edit/d1, with the abnormal-quit notice and nothing reloaded', async () => {
    const left = await editedAndLeft();
    const { store, platform } = await restart(left.platform);
    expect(await store.dispatch(openEditor('d1'))).toBe(true);
    expect(selectEditorDraft(store.getState(), 'd1')!.content).toBe('Half an edit of d1');
    expect(platform.confirms.map((c) => c.title)).toContainEqual({ key: 'editor.abnormalQuit' });
    expect(platform.requests.filter((r) => r.type === 'get_item_by_id')).toHaveLength(0);
  });

  it('/edit/d2 never shows d1’s draft nor a new one: it loads d2', async () => {
    const { store } = await editedAndLeft();
    store.dispatch(appSlice.actions.startChanged('ready'));
    expect(selectEditorDraft(store.getState(), 'd2')).toBeNull();
    expect(await store.dispatch(openEditor('d2'))).toBe(true);
    expect(selectEditorDraft(store.getState(), 'd2')!.content).toBe('As it was saved');

    await store.dispatch(startNewDiary());
    expect(selectEditorDraft(store.getState(), 'd2')).toBeNull();
  });

  it('publishing from /edit/new after leaving d1 creates a diary and leaves d1 as it was', async () => {
    const left = await editedAndLeft();
    const { store, platform } = await restart(left.platform);
    await store.dispatch(openEditor('new'));
    store.dispatch(contentTyped('A new day'));
    expect(await store.dispatch(saveDiary())).toBe(true);
    expect(diaryWrites(platform)).toEqual([{ method: 'POST', objectId: expect.not.stringMatching(/^d1$/), content: 'A new day' }]);
  });

  it("a saved edit goes back to the diary's page, even when the editor was reloaded and has nothing behind it; a new diary to the dashboard", async () => {
    const left = await editedAndLeft();
    const { store, platform } = await restart(left.platform);
    await store.dispatch(openEditor('d1'));
    expect(await store.dispatch(saveDiary())).toBe(true);
    expect(platform.routes.at(-1)).toEqual({ kind: 'back', path: '/detail/d1' });

    await store.dispatch(openEditor('new'));
    store.dispatch(contentTyped('A new day'));
    expect(await store.dispatch(saveDiary())).toBe(true);
    expect(platform.routes.at(-1)).toEqual({ kind: 'back' });
  });

  it("a saved edit is what the diary's page shows, without the page being opened again (a page kept below the editor)", async () => {
    let content = 'As it was saved';
    const { store } = await fakeStore({
      answers: {
        ...server,
        get_item_by_id: (p) => ({ item: { ...saved(String(p.objectId)), content } }),
        batch_op_items: (p) => {
          const op = (p.requests as Array<{ className: string; body?: { content?: string } }>).find((r) => r.className === 'diary');
          if (op?.body?.content) content = op.body.content;
          return [];
        },
      },
    });
    await store.dispatch(openDiaryDetail('d1'));
    expect((selectDiaryDetail(store.getState(), 'd1') as { diary: { content: string } }).diary.content).toBe('As it was saved');
    await store.dispatch(startEditingDiary('d1'));
    store.dispatch(contentTyped('Rewritten'));
    expect(await store.dispatch(saveDiary())).toBe(true);
    expect((selectDiaryDetail(store.getState(), 'd1') as { diary: { content: string } }).diary.content).toBe('Rewritten');
  });

  it('decides nothing before the app has started: a restored draft may still be on its way', async () => {
    const { store } = await fakeStore({ answers: server });
    expect(await store.dispatch(openEditor('new'))).toBe(false);
    expect(store.getState().editor.draft).toBeNull();
  });
});

describe('the save progress belongs to the draft it was saving', () => {
  it('a save of d1 that failed is never resumed by a new diary written after it, even after a restart', async () => {
    const refused = { ...server, batch_op_items: () => new FakeResponse(403, { code: 1001, error: 'cap' }) };
    const { store, platform } = await fakeStore({ answers: refused });
    await store.dispatch(startEditingDiary('d1'));
    store.dispatch(contentTyped('d1, edited'));
    expect(await store.dispatch(saveDiary())).toBe(false);
    // Left with the back button; then Write.
    await store.dispatch(startNewDiary());
    store.dispatch(contentTyped('A new day'));

    const next = await restart(platform);
    await next.store.dispatch(openEditor('new'));
    expect(await next.store.dispatch(saveDiary())).toBe(true);
    expect(diaryWrites(next.platform)).toEqual([{ method: 'POST', objectId: expect.not.stringMatching(/^d1$/), content: 'A new day' }]);
    // d1's edit and its save progress wait for d1's editor.
    expect(next.store.getState().editor.kept.d1).toMatchObject({ draft: { content: 'd1, edited' }, saveJob: { diaryId: 'd1', stage: 2 } });
  });

  it('a new diary whose save failed opens again with Write and resumes under the id chosen first: saved once, never twice', async () => {
    const down = { ...server, batch_op_items: () => new FakeResponse(500, { error: 'down' }) };
    const { store, platform } = await fakeStore({ answers: down });
    await store.dispatch(startNewDiary());
    store.dispatch(contentTyped('The first new day'));
    expect(await store.dispatch(saveDiary())).toBe(false);
    const chosenId = store.getState().editor.saveJob!.diaryId;
    // Left with the back button; d2 opened and left; then Write.
    await store.dispatch(startEditingDiary('d2'));
    await store.dispatch(startNewDiary());
    expect(selectEditorDraft(store.getState(), 'new')!.content).toBe('The first new day');

    // Its batch had landed after all (the answer was lost): the resumed save finds it and writes nothing.
    const next = await restart(platform, { ...server, get_item_by_id: (p) => ({ item: saved(String(p.objectId)) }) });
    await next.store.dispatch(openEditor('new'));
    expect(await next.store.dispatch(saveDiary())).toBe(true);
    expect(next.platform.requests.filter((r) => r.type === 'get_item_by_id').map((r) => r.payload.objectId)).toEqual([chosenId]);
    expect(diaryWrites(next.platform)).toEqual([]);
  });
});
