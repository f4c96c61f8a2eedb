import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiClient, getItemList, pointer, updateItem, type DiaryRecord, type FileRecord } from '@diary/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentTyped,
  createDiaryStore,
  deleteDiary,
  deleteDraftPhoto,
  loadDiary,
  openList,
  selectListRows,
  selectArchiveTab,
  pickMedia,
  saveDiary,
  saveTarget,
  startApp,
  startEditingDiary,
  startNewDiary,
  tagToggled,
  saveProgress,
  selectSyncStatus,
  NEW_DIARY_ROUTE_ID,
  type DiaryStore,
} from '../src';
import { readLocal } from '../src/persist/local-data';
import { fetchTransport, nodePlatform, type Fault } from './support/node-platform';
import { signedInStore as signedIn } from './support/signed-in';
import { startRealServer, type RealServer } from '@diary/tooling/server';

const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURES = path.resolve(here, '../../../apps/server/test/fixtures/media');
type GalleryFile = { objectId: string; filename?: string; name?: string };
const photo = (name: string) => ({ name, kind: 'image/jpeg', file: path.join(FIXTURES, name) });

let server: RealServer;
beforeAll(async () => {
  server = await startRealServer();
}, 30_000);
afterAll(() => server?.close());

/** A user signed in through the store's own SMS form, on the free trial. */
const signedInStore = (platform?: ReturnType<typeof nodePlatform>) => signedIn(server, platform);

/** What the server holds for the user, read past the store. */
async function serverView(store: DiaryStore) {
  const { token, userId } = store.getState().session;
  const api = createApiClient({ baseUrl: server.url, transport: fetchTransport, getSessionToken: () => token });
  const user = pointer('user', userId!);
  const diaries = (
    (await api.request(getItemList, { className: 'diary', where: { user }, include: ['gallery', 'tag'], limit: 1000 })) as unknown as {
      diaryList: Array<DiaryRecord & { gallery?: GalleryFile[] }>;
    }
  ).diaryList;
  const files = ((await api.request(getItemList, { className: 'file', where: { user }, limit: 1000 })) as { fileList: FileRecord[] }).fileList;
  const archives = (
    (await api.request(getItemList, { className: 'archive', where: { user }, limit: 1000 })) as unknown as { archiveList: Array<{ count?: number }> }
  ).archiveList;
  const tags = (
    (await api.request(getItemList, { className: 'tag', where: { user }, limit: 1000 })) as unknown as { tagList: Array<{ name: string; count?: number }> }
  ).tagList;
  return { diaries, files, archives, tags };
}

/** Every stored object belongs to a file record of a diary, and every file record to a diary: nothing orphaned. */
async function expectNoOrphans(store: DiaryStore, objectsBefore: string[]) {
  const { diaries, files } = await serverView(store);
  const galleryIds = new Set(diaries.flatMap((d) => (d.gallery ?? []).map((f) => f.objectId)));
  expect(files.map((f) => f.objectId).sort()).toEqual([...galleryIds].sort());
  for (const file of files) expect(file.diary?.map((d) => d.objectId)).toHaveLength(1);
  const mine = server.storedObjects().filter((o) => !objectsBefore.includes(o));
  expect(mine.sort()).toEqual(files.map((f) => String(f.filename)).sort());
}

async function writeDiaryWithPhotos(store: DiaryStore, platform: ReturnType<typeof nodePlatform>, text: string) {
  expect(await store.dispatch(startNewDiary())).toBe(true);
  platform.picks.push([photo('gps_DSCN0010.jpg'), photo('orientation_portrait_6.jpg')]);
  expect(await store.dispatch(pickMedia('image'))).toBe(2);
  store.dispatch(contentTyped(text));
  return store.dispatch(saveDiary());
}

describe('the save flow against the real server', () => {
  it('saves a new diary with two photos, edits it (one photo out, one in), then deletes it, leaving exact counts and no file behind', async () => {
    const before = server.storedObjects();
    const { store, platform } = await signedInStore();
    const tagId = await store.dispatch(saveTarget('tag', null, { name: '旅行' }));
    expect(tagId).toBeTruthy();

    expect(await store.dispatch(startNewDiary())).toBe(true);
    platform.picks.push([photo('gps_DSCN0010.jpg'), photo('orientation_portrait_6.jpg')]);
    await store.dispatch(pickMedia('image'));
    store.dispatch(contentTyped('西湖边散步\n\n'));
    store.dispatch(tagToggled({ id: tagId!, name: '旅行' }));
    expect(await store.dispatch(saveDiary())).toBe(true);
    expect(platform.toasts.at(-1)?.message.key).toBe('toast.saved');
    expect(platform.routes.at(-1)).toEqual({ kind: 'back' });
    expect(store.getState().editor.draft).toBeNull();
    expect(await readLocal(platform.storage, saveProgress(NEW_DIARY_ROUTE_ID))).toBeUndefined();

    let view = await serverView(store);
    expect(view.diaries).toHaveLength(1);
    const diary = view.diaries[0]!;
    expect(diary.content).toBe('西湖边散步');
    expect(diary.gallery).toHaveLength(2);
    expect(diary.cover).toBe(String(diary.gallery![0]!.filename));
    // The photo's own facts came from the upload: its EXIF GPS and its shown size (orientation 6 swaps).
    const portrait = view.files.find((f) => f.name === 'orientation_portrait_6.jpg')!;
    expect(portrait.dimensions![0]).toBeLessThan(portrait.dimensions![1]);
    expect(view.files.find((f) => f.name === 'gps_DSCN0010.jpg')!.coordinates).toBeTruthy();
    // The content check is the server's (off here: everything passes), though the store sent no verdict.
    expect(view.files.map((f) => f.censorResult?.suggestion)).toEqual(['pass', 'pass']);
    expect(diary.censorResult).toEqual({ content: 'pass', gallery: 'pass' });
    expect(view.archives.map((a) => a.count)).toEqual([1]);
    expect(view.tags.map((t) => t.count)).toEqual([1]);
    await expectNoOrphans(store, before);

    // Edit: the first photo goes, a third comes.
    expect(await store.dispatch(startEditingDiary(diary.objectId))).toBe(true);
    const first = store.getState().editor.draft!.photos[0]!;
    expect(await store.dispatch(deleteDraftPhoto(first.id))).toBe(true);
    platform.picks.push([photo('orientation_landscape_1.jpg')]);
    await store.dispatch(pickMedia('image'));
    expect(await store.dispatch(saveDiary())).toBe(true);
    view = await serverView(store);
    expect(view.diaries).toHaveLength(1);
    expect((view.diaries[0]!.gallery as GalleryFile[]).map((f) => f.name)).toEqual(['orientation_portrait_6.jpg', 'orientation_landscape_1.jpg']);
    expect(view.diaries[0]!.cover).toBe(String(view.diaries[0]!.gallery![0]!.filename));
    await expectNoOrphans(store, before);

    // Delete: the diary, its file records and its stored files go; the counts fall to 0.
    expect(await store.dispatch(deleteDiary(diary.objectId))).toBe(true);
    expect(platform.toasts.at(-1)?.message.key).toBe('toast.deleteSuccess');
    view = await serverView(store);
    expect(view.diaries).toHaveLength(0);
    expect(view.files).toHaveLength(0);
    expect(view.tags.map((t) => t.count)).toEqual([0]);
    expect(view.archives.every((a) => (a.count ?? 0) === 0)).toBe(true);
    expect(server.storedObjects().filter((o) => !before.includes(o))).toEqual([]);
  }, 60_000);

  const onType = (type: string) => (t: string) => t === type;
  const onBatchOf = (className: string) => (t: string, request: { data?: unknown }) =>
    t === 'batch_op_items' &&
    (request.data as { requests: Array<{ className: string; method: string }> }).requests.some((r) => r.className === className && r.method !== 'DELETE');
  const faults: Array<[string, Fault]> = [
    ['the upload token request', { match: onType('uptoken'), when: 'before' }],
    ['the second upload, before it arrives', { match: onType('upload'), when: 'before', skip: 1 }],
    ['the second upload, its answer lost', { match: onType('upload'), when: 'after', skip: 1 }],
    ['the file records batch, before it arrives', { match: onBatchOf('file'), when: 'before' }],
    ['the file records batch, its answer lost', { match: onBatchOf('file'), when: 'after' }],
    ['the diary batch, before it arrives', { match: onBatchOf('diary'), when: 'before' }],
    ['the diary batch, its answer lost', { match: onBatchOf('diary'), when: 'after' }],
  ];
  for (const [where, fault] of faults) {
    it(`resumes after a failure at ${where}: exactly one diary, no orphan file, exact counts`, async () => {
      const before = server.storedObjects();
      const { store, platform } = await signedInStore();
      platform.fault = fault;
      expect(await writeDiaryWithPhotos(store, platform, `fault: ${where}`)).toBe(true);
      expect(platform.faultsFired).toBe(1);
      const view = await serverView(store);
      expect(view.diaries).toHaveLength(1);
      expect(view.diaries[0]!.gallery).toHaveLength(2);
      expect(view.files).toHaveLength(2);
      expect(view.archives.map((a) => a.count)).toEqual([1]);
      // Nothing already uploaded is uploaded again, except the one whose answer was lost.
      const uploads = platform.requestLog.filter((t) => t === 'upload').length;
      expect(uploads).toBe(fault.match('upload', { method: 'POST', url: '', headers: {}, timeoutMs: 0 }) ? 3 : 2);
      await expectNoOrphans(store, before);
    }, 60_000);
  }

  it('resumes a deletion of removed photos that failed, and counts a file already gone as deleted', async () => {
    const before = server.storedObjects();
    const { store, platform } = await signedInStore();
    expect(await writeDiaryWithPhotos(store, platform, 'two photos')).toBe(true);
    const diaryId = (await serverView(store)).diaries[0]!.objectId;
    await store.dispatch(startEditingDiary(diaryId));
    await store.dispatch(deleteDraftPhoto(store.getState().editor.draft!.photos[0]!.id));
    platform.fault = { match: onType('delete_file'), when: 'after' };
    expect(await store.dispatch(saveDiary())).toBe(true);
    const view = await serverView(store);
    expect(view.diaries[0]!.gallery).toHaveLength(1);
    expect(view.files).toHaveLength(1);
    await expectNoOrphans(store, before);
  }, 60_000);

  it('a save whose network keeps failing is not "server busy": after the retries it waits in the outbox, and a restarted app sends it once', async () => {
    const before = server.storedObjects();
    const { store, platform } = await signedInStore();
    // The server cannot be reached while the device says it is online.
    platform.fault = { match: onBatchOf('diary'), when: 'before', times: 10 };
    expect(await writeDiaryWithPhotos(store, platform, 'written while the server was out of reach')).toBe(true);
    expect(platform.faultsFired).toBe(4);
    expect(platform.toasts.map((t) => t.message.key)).not.toContain('errors.serverBusy');
    expect(platform.toasts.at(-1)?.message.key).toBe('outbox.savedOnDevice');
    expect(store.getState().outbox.entries).toHaveLength(1);
    expect(store.getState().outbox.entries[0]).toMatchObject({ kind: 'save', job: { stage: 2 } });
    expect(selectSyncStatus(store.getState()).label).toEqual({ key: 'outbox.waiting', params: { count: 1 } });

    // The app restarts on the same device: the outbox comes back and is sent, the upload not made again.
    platform.fault = null;
    const uploadsBefore = platform.requestLog.filter((t) => t === 'upload').length;
    const restarted = createDiaryStore(platform, { apiBaseUrl: server.url, siteUrl: 'https://diary.example' });
    await restarted.dispatch(startApp());
    await expect.poll(() => restarted.getState().outbox.entries, { timeout: 20_000 }).toEqual([]);
    expect(platform.requestLog.filter((t) => t === 'upload').length).toBe(uploadsBefore);
    const view = await serverView(restarted);
    expect(view.diaries.map((d) => d.content)).toEqual(['written while the server was out of reach']);
    expect(view.diaries[0]!.gallery).toHaveLength(2);
    expect(view.archives.map((a) => a.count)).toEqual([1]);
    await expectNoOrphans(restarted, before);
  }, 60_000);

  it('written offline with two photos: saved on the device, kept through a restart offline, sent once when the network is back', async () => {
    const before = server.storedObjects();
    const { store, platform } = await signedInStore();
    platform.setOnline(false);
    expect(await writeDiaryWithPhotos(store, platform, 'on the plane')).toBe(true);
    expect(platform.toasts.at(-1)?.message.key).toBe('outbox.savedOnDevice');
    expect(platform.routes.at(-1)).toEqual({ kind: 'back' });
    expect(store.getState().editor.draft).toBeNull();
    expect(platform.kept.size).toBe(2);

    // Restarted without a network (the same device's storage and kept files; the first app is gone): the app opens on
    // what the device kept, the diary still waiting with its photos.
    const device = nodePlatform();
    device.stored = platform.stored;
    device.kept = platform.kept;
    device.setOnline(false);
    const restarted = createDiaryStore(device, { apiBaseUrl: server.url, siteUrl: 'https://diary.example' });
    expect(await restarted.dispatch(startApp())).toBe(true);
    expect(restarted.getState().app).toMatchObject({ start: 'ready', startedOffline: true, online: false });
    const [waiting] = restarted.getState().outbox.entries;
    if (waiting?.kind !== 'save') throw new Error('the save is not waiting');
    expect(waiting.draft.content).toBe('on the plane');
    expect(waiting.draft.photos.map((p) => Boolean(p.blobUrl))).toEqual([true, true]);
    expect(selectSyncStatus(restarted.getState()).label).toEqual({ key: 'outbox.waiting', params: { count: 1 } });
    expect((await serverView(store)).diaries).toHaveLength(0);
    // The list of all diaries, opened offline, shows it waiting; once sent, it loads again with the server's copy.
    const all = await restarted.dispatch(openList({ listType: 'all' }));
    expect(selectListRows(restarted.getState(), all).flatMap((row) => (row.kind === 'diary' ? [[row.diary.content, row.waiting]] : []))).toEqual([
      ['on the plane', true],
    ]);

    // The network comes back: the account loads, the outbox is sent, the device lets go of the photos' bytes.
    device.setOnline(true);
    await expect.poll(() => restarted.getState().outbox.entries, { timeout: 20_000 }).toEqual([]);
    await expect.poll(() => restarted.getState().app.startedOffline, { timeout: 20_000 }).toBe(false);
    expect(device.toasts.at(-1)?.message.key).toBe('outbox.synced');
    const view = await serverView(restarted);
    expect(view.diaries.map((d) => d.content)).toEqual(['on the plane']);
    expect(view.diaries[0]!.gallery).toHaveLength(2);
    expect(device.kept.size).toBe(0);
    expect(restarted.getState().lists.byId[all]!.diaries.map((d) => [d.content, d.gallery?.length])).toEqual([['on the plane', 2]]);
    expect(selectSyncStatus(restarted.getState()).label).toBeNull();
    await expectNoOrphans(restarted, before);
  }, 60_000);

  it('deleted offline: it leaves the screens at once, waits through a restart, and is deleted once when the network is back, files and counts too', async () => {
    const before = server.storedObjects();
    const { store, platform } = await signedInStore();
    expect(await writeDiaryWithPhotos(store, platform, 'to be deleted on the plane')).toBe(true);
    expect(await writeDiaryWithPhotos(store, platform, 'to stay')).toBe(true);
    const diaryId = (await serverView(store)).diaries.find((d) => d.content === 'to be deleted on the plane')!.objectId;
    expect(await store.dispatch(loadDiary(diaryId))).toBeTruthy();

    platform.setOnline(false);
    expect(await store.dispatch(deleteDiary(diaryId))).toBe(true);
    expect(platform.toasts.at(-1)?.message.key).toBe('outbox.deletedOnDevice');
    expect(platform.routes.at(-1)).toEqual({ kind: 'back' });
    expect(store.getState().detail.byId[diaryId]).toBeUndefined();
    expect(store.getState().outbox.entries).toMatchObject([{ kind: 'delete', key: diaryId, diary: { words: 'to be deleted on the plane' } }]);
    expect(selectSyncStatus(store.getState()).label).toEqual({ key: 'outbox.waiting', params: { count: 1 } });
    const thisMonth = (state: ReturnType<DiaryStore['getState']>) =>
      selectArchiveTab(state)
        .years.flatMap((y) => y.months)
        .find((m) => m.selected)!.count;
    expect(thisMonth(store.getState())).toBe(1);
    expect((await serverView(store)).diaries).toHaveLength(2);

    // Restarted offline on the same device: the delete still waits; online, it is sent once.
    const device = nodePlatform();
    device.stored = platform.stored;
    device.kept = platform.kept;
    device.setOnline(false);
    const restarted = createDiaryStore(device, { apiBaseUrl: server.url, siteUrl: 'https://diary.example' });
    expect(await restarted.dispatch(startApp())).toBe(true);
    expect(restarted.getState().outbox.entries).toMatchObject([{ kind: 'delete', key: diaryId }]);
    device.setOnline(true);
    await expect.poll(() => restarted.getState().outbox.entries, { timeout: 20_000 }).toEqual([]);
    expect(device.toasts.at(-1)?.message).toEqual({ key: 'outbox.synced', params: { count: 1 } });
    const view = await serverView(restarted);
    expect(view.diaries.map((d) => d.content)).toEqual(['to stay']);
    expect(view.archives.map((a) => a.count)).toEqual([1]);
    await expectNoOrphans(restarted, before);
  }, 60_000);

  it('a delete that waited meets a diary changed on another device since: it is not deleted, and the waiting delete says why', async () => {
    const { store, platform } = await signedInStore();
    expect(await writeDiaryWithPhotos(store, platform, 'read here')).toBe(true);
    const diaryId = (await serverView(store)).diaries[0]!.objectId;
    expect(await store.dispatch(loadDiary(diaryId))).toBeTruthy();
    platform.setOnline(false);
    expect(await store.dispatch(deleteDiary(diaryId))).toBe(true);
    const { token } = store.getState().session;
    const otherDevice = createApiClient({ baseUrl: server.url, transport: fetchTransport, getSessionToken: () => token });
    await otherDevice.request(updateItem, { className: 'diary', objectId: diaryId, data: { content: 'changed there' } });

    platform.setOnline(true);
    await expect.poll(() => store.getState().outbox.entries[0]?.refused).toEqual({ key: 'errors.changedElsewhere' });
    expect(selectSyncStatus(store.getState())).toMatchObject({ refused: 1, waiting: 0 });
    const view = await serverView(store);
    expect(view.diaries.map((d) => [d.content, d.gallery?.length])).toEqual([['changed there', 2]]);
  }, 60_000);

  it('deleting online a diary changed on another device since it was opened: Keep it leaves theirs, Delete anyway deletes it', async () => {
    const { store, platform } = await signedInStore();
    expect(await writeDiaryWithPhotos(store, platform, 'read here')).toBe(true);
    const diaryId = (await serverView(store)).diaries[0]!.objectId;
    expect(await store.dispatch(loadDiary(diaryId))).toBeTruthy();
    const { token } = store.getState().session;
    const otherDevice = createApiClient({ baseUrl: server.url, transport: fetchTransport, getSessionToken: () => token });
    await otherDevice.request(updateItem, { className: 'diary', objectId: diaryId, data: { content: 'changed there' } });

    platform.confirmAnswers.push(true, false);
    expect(await store.dispatch(deleteDiary(diaryId))).toBe(false);
    expect(platform.confirms.at(-1)).toMatchObject({ confirmText: { key: 'diaryOptions.deleteAnyway' }, cancelText: { key: 'diaryOptions.keepIt' } });
    expect(store.getState().detail.byId[diaryId]?.content).toBe('changed there');
    expect((await serverView(store)).diaries).toHaveLength(1);

    platform.confirmAnswers.push(true, true);
    expect(await store.dispatch(deleteDiary(diaryId))).toBe(true);
    expect((await serverView(store)).diaries).toHaveLength(0);
  }, 60_000);

  it('a diary changed on another device since it was opened here: the person keeps mine over theirs, takes theirs (mine kept as a draft), or keeps both; closed, nothing is written', async () => {
    const { store, platform } = await signedInStore();
    expect(await writeDiaryWithPhotos(store, platform, 'first words')).toBe(true);
    const diaryId = (await serverView(store)).diaries[0]!.objectId;
    const { token } = store.getState().session;
    const otherDevice = createApiClient({ baseUrl: server.url, transport: fetchTransport, getSessionToken: () => token });
    const contents = async () => (await serverView(store)).diaries.map((d) => d.content).sort();
    /** This device opens the diary and types; meanwhile the other device saves its own text; this one saves. */
    const clash = async (mine: string, theirs: string, choice: number | null) => {
      expect(await store.dispatch(startEditingDiary(diaryId))).toBe(true);
      store.dispatch(contentTyped(mine));
      await new Promise((resolve) => setTimeout(resolve, 5));
      await otherDevice.request(updateItem, { className: 'diary', objectId: diaryId, data: { content: theirs } });
      platform.choiceAnswers.push(choice);
      return store.dispatch(saveDiary());
    };

    // Keep mine: written over theirs.
    expect(await clash('mine 1', 'theirs 1', 0)).toBe(true);
    expect(platform.choices.at(-1)!.choices.map((c) => c.key)).toEqual(['editor.keepMine', 'editor.takeTheirs', 'editor.keepBoth']);
    expect(await contents()).toEqual(['mine 1']);

    // Take theirs: theirs stays; mine waits as the new diary's draft, photos and all.
    expect(await clash('mine 2', 'theirs 2', 1)).toBe(false);
    expect(await contents()).toEqual(['theirs 2']);
    expect(store.getState().editor.kept[NEW_DIARY_ROUTE_ID]!.draft).toMatchObject({ id: null, content: 'mine 2' });
    expect(store.getState().editor.kept[NEW_DIARY_ROUTE_ID]!.draft.photos).toHaveLength(2);
    expect(store.getState().editor.kept[diaryId]).toBeUndefined();
    expect(platform.toasts.at(-1)!.message.key).toBe('editor.copyKept');

    // Keep both (the new diary's draft is taken, so Take theirs is not offered): mine is a new diary beside theirs.
    expect(await clash('mine 3', 'theirs 3', 1)).toBe(true);
    expect(platform.choices.at(-1)!.choices.map((c) => c.key)).toEqual(['editor.keepMine', 'editor.keepBoth']);
    const view = await serverView(store);
    expect(view.diaries.map((d) => d.content).sort()).toEqual(['mine 3', 'theirs 3']);
    expect(view.diaries.map((d) => d.gallery?.length)).toEqual([2, 2]);
    expect(view.archives.map((a) => a.count)).toEqual([2]);

    // Closed without a choice: nothing is written, the draft stays open.
    expect(await clash('mine 4', 'theirs 4', null)).toBe(false);
    expect((await contents()).sort()).toEqual(['mine 3', 'theirs 4']);
    expect(store.getState().editor.draft).toMatchObject({ id: diaryId, content: 'mine 4' });
  });
});
