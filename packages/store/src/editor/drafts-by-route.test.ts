import { API_ERRORS } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { FakeResponse, type FakeAnswer } from '../platform/memory-platform';
import { fakeStore, restartedStore, settle } from '../../test/support/fake-store';
import { openEditor, pickMedia, selectEditorDraft, startEditingDiary, startNewDiary } from './draft';
import { contentTyped, favoriteToggled, titleTyped } from './editor-slice';
import { saveDiary } from './save-diary';

const stored = (objectId: string) => ({ objectId, content: `${objectId} as saved`, datetime: { __type: 'Date', iso: '2026-11-20T02:00:00.000Z' } });
const server: Record<string, FakeAnswer> = {
  get_item_by_id: (p) =>
    ['d1', 'd2'].includes(String(p.objectId))
      ? { item: stored(String(p.objectId)) }
      : new FakeResponse(404, { code: API_ERRORS.notFound.code, error: 'not found' }),
  get_item_list: () => ({ fileList: [] }),
  uptoken: () => ({ data: { uptoken: 'ut.x', uploadUrl: 'http://server/qiniu/upload', expiresAt: '2030-01-01T00:00:00.000Z' } }),
  batch_op_items: () => [],
};

describe('a draft for each editor route', () => {
  it('keeps two diaries’ drafts side by side: typing in one, then opening the other, loses neither', async () => {
    const { store } = await fakeStore({ answers: server });
    await store.dispatch(startEditingDiary('d1'));
    store.dispatch(contentTyped('d1, half rewritten'));
    // Left by Back without a word; then another diary's editor.
    await store.dispatch(startEditingDiary('d2'));
    expect(selectEditorDraft(store.getState(), 'd2')!.content).toBe('d2 as saved');
    store.dispatch(titleTyped('d2 gets a title'));

    await store.dispatch(startEditingDiary('d1'));
    expect(selectEditorDraft(store.getState(), 'd1')!.content).toBe('d1, half rewritten');
    await store.dispatch(startEditingDiary('d2'));
    expect(selectEditorDraft(store.getState(), 'd2')!.title).toBe('d2 gets a title');
    // Each came back from the device's copy, not from the server: d1 and d2 were each loaded once.
    expect(store.getState().editor.kept.d1!.draft.content).toBe('d1, half rewritten');
  });

  it('keeps both drafts, and a new diary’s, across a restart; each editor opens its own', async () => {
    const { store, platform } = await fakeStore({ answers: server });
    await store.dispatch(startEditingDiary('d1'));
    store.dispatch(contentTyped('d1 edited'));
    await store.dispatch(startEditingDiary('d2'));
    store.dispatch(favoriteToggled());
    await store.dispatch(startNewDiary());
    store.dispatch(contentTyped('a new day'));

    const next = await restartedStore(platform);
    expect(Object.keys(next.store.getState().editor.kept).sort()).toEqual(['d1', 'd2', 'new']);
    await next.store.dispatch(openEditor('d2'));
    expect(selectEditorDraft(next.store.getState(), 'd2')).toMatchObject({ content: 'd2 as saved', favorite: true });
    await next.store.dispatch(openEditor('d1'));
    expect(selectEditorDraft(next.store.getState(), 'd1')!.content).toBe('d1 edited');
    await next.store.dispatch(openEditor('new'));
    expect(selectEditorDraft(next.store.getState(), 'new')!.content).toBe('a new day');
    expect(next.platform.requests.filter((r) => r.type === 'get_item_by_id')).toHaveLength(0);
  });

  it('brings a draft’s picked photos back after a restart, bytes and all, and uploads them when it is saved', async () => {
    const { store, platform } = await fakeStore({ answers: server });
    await store.dispatch(startNewDiary());
    platform.picks.push([{ name: 'IMG_0001.jpg', kind: 'image/jpeg', file: 'bytes of IMG_0001' }]);
    await store.dispatch(pickMedia('image'));
    store.dispatch(contentTyped('with a photo'));

    const next = await restartedStore(platform);
    await next.store.dispatch(openEditor('new'));
    const [photo] = selectEditorDraft(next.store.getState(), 'new')!.photos;
    expect(photo).toMatchObject({ name: 'IMG_0001.jpg', blobUrl: `kept:${photo!.id}` });
    expect(await next.store.dispatch(saveDiary())).toBe(true);
    expect(next.platform.uploads.map((u) => u.file)).toEqual(['bytes of IMG_0001']);
    await settle();
    // Saved: the device keeps neither the draft nor the photo's bytes.
    expect(next.platform.kept.size).toBe(0);
    expect([...next.platform.stored.keys()].filter((key) => key.includes('draft:'))).toEqual([]);
  });

  it('leaves out a photo whose bytes the device lost, and forgets kept files no draft names', async () => {
    const { store, platform } = await fakeStore({ answers: server });
    await store.dispatch(startNewDiary());
    platform.picks.push([
      { name: 'a.jpg', kind: 'image/jpeg', file: 'a' },
      { name: 'b.jpg', kind: 'image/jpeg', file: 'b' },
    ]);
    await store.dispatch(pickMedia('image'));
    await settle();
    const [a] = store.getState().editor.draft!.photos;
    platform.kept.delete(a!.id);
    platform.kept.set('left-by-an-old-draft', 'x');
    const next = await restartedStore(platform);
    expect(next.store.getState().editor.kept.new!.draft.photos.map((p) => p.name)).toEqual(['b.jpg']);
    expect([...next.platform.kept.keys()]).toEqual([expect.not.stringMatching(/left-by/)]);
  });
});
