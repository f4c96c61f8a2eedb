import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealServer, type RealServer } from '@diary/tooling/server';
import {
  contentTyped,
  createDiaryStore,
  openDiaryDetail,
  openList,
  saveDiary,
  selectDiaryDetail,
  startApp,
  startEditingDiary,
  startNewDiary,
  type DiaryStore,
} from '../src';
import { nodePlatform } from './support/node-platform';
import { signedInStore } from './support/signed-in';

let server: RealServer;
beforeAll(async () => {
  server = await startRealServer();
}, 30_000);
afterAll(() => server?.close());

const search = { listType: 'search', keyword: 'lake' } as const;
const texts = (store: DiaryStore, listId: string) => store.getState().lists.byId[listId]!.diaries.map((d) => d.content);

async function edit(store: DiaryStore, id: string, text: string) {
  expect(await store.dispatch(startEditingDiary(id))).toBe(true);
  store.dispatch(contentTyped(text));
  expect(await store.dispatch(saveDiary())).toBe(true);
}

describe('the copies a device keeps of a diary edited on it, against the real server', () => {
  it('an edit saved online, or sent later from the outbox, reads as it is now offline: in a kept search and in the diary kept for reading', async () => {
    const { store, platform } = await signedInStore(server);
    expect(await store.dispatch(startNewDiary())).toBe(true);
    store.dispatch(contentTyped('A walk by the lake'));
    expect(await store.dispatch(saveDiary())).toBe(true);
    const listId = await store.dispatch(openList(search));
    const id = store.getState().lists.byId[listId]!.diaries[0]!.objectId;
    await store.dispatch(openDiaryDetail(id));

    // Edited online: once saved, the search opened again without a network shows the new text.
    await edit(store, id, 'A walk by the lake in the rain');
    platform.setOnline(false);
    await store.dispatch(openList(search));
    expect(texts(store, listId)).toEqual(['A walk by the lake in the rain']);

    // Edited offline: it waits, and is sent when the network is back.
    await edit(store, id, 'A walk by the lake in the rain, then tea');
    platform.setOnline(true);
    await expect.poll(() => store.getState().outbox.entries, { timeout: 20_000 }).toEqual([]);

    // The app restarted offline reads the search and the diary from what the device kept: as they are now.
    const device = nodePlatform();
    device.stored = platform.stored;
    device.setOnline(false);
    const restarted = createDiaryStore(device, { apiBaseUrl: server.url, siteUrl: 'https://diary.example' });
    expect(await restarted.dispatch(startApp())).toBe(true);
    await restarted.dispatch(openList(search));
    expect(texts(restarted, listId)).toEqual(['A walk by the lake in the rain, then tea']);
    await restarted.dispatch(openDiaryDetail(id));
    expect(selectDiaryDetail(restarted.getState(), id)).toMatchObject({ state: 'ready', diary: { content: 'A walk by the lake in the rain, then tea' } });
  }, 60_000);
});
