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
    // The app started again without a network, on what this device kept, with the search opened.
    const restartOffline = async () => {
      const device = nodePlatform();
      device.stored = platform.stored;
      device.setOnline(false);
      const restarted = createDiaryStore(device, { apiBaseUrl: server.url, siteUrl: 'https://diary.example' });
      expect(await restarted.dispatch(startApp())).toBe(true);
      await restarted.dispatch(openList(search));
      return restarted;
    };
    expect(await store.dispatch(startNewDiary())).toBe(true);
    store.dispatch(contentTyped('A walk by the lake'));
    expect(await store.dispatch(saveDiary())).toBe(true);
    const listId = await store.dispatch(openList(search));
    const id = store.getState().lists.byId[listId]!.diaries[0]!.objectId;
    await store.dispatch(openDiaryDetail(id));

    // Edited online: once saved, the search opened again without a network shows the new text, in this run and the next.
    await edit(store, id, 'A walk by the lake in the rain');
    platform.setOnline(false);
    await store.dispatch(openList(search));
    expect(texts(store, listId)).toEqual(['A walk by the lake in the rain']);
    expect(texts(await restartOffline(), listId)).toEqual(['A walk by the lake in the rain']);

    // Edited offline: it waits, and is sent when the network is back; the search on show then reads as now.
    await edit(store, id, 'A walk by the lake in the rain, then tea');
    platform.setOnline(true);
    await expect.poll(() => store.getState().outbox.entries, { timeout: 20_000 }).toEqual([]);
    await expect.poll(() => texts(store, listId), { timeout: 20_000 }).toEqual(['A walk by the lake in the rain, then tea']);

    // The next run offline reads the search and the diary as they are now. The outbox is empty before its round has
    // loaded the sent diary, so the restart is tried until the round has kept it.
    await expect.poll(async () => texts(await restartOffline(), listId), { timeout: 20_000 }).toEqual(['A walk by the lake in the rain, then tea']);
    const restarted = await restartOffline();
    await restarted.dispatch(openDiaryDetail(id));
    expect(selectDiaryDetail(restarted.getState(), id)).toMatchObject({ state: 'ready', diary: { content: 'A walk by the lake in the rain, then tea' } });
  }, 60_000);
});
