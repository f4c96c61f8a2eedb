import { deviceTimeZone, emptyDraft, monthDayKey, routePath } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { EDIT_DRAFT, editorDraft, saveProgress } from '../persist/keys';
import { readLocal } from '../persist/local-data';
import { FakeResponse } from '../platform/memory-platform';
import { FEATURES_OFF, fakeStore, restartedStore, settle } from '../../test/support/fake-store';
import { widgetsSlice } from '../widgets/widgets-slice';
import { appSlice, screenResized } from '../app/app-slice';
import {
  changeDiaryDate,
  changeDiaryTime,
  deleteDraftPhoto,
  leaveEditor,
  leaveEditorPage,
  moveDraftPhoto,
  openEditor,
  pickMedia,
  startNewDiary,
} from './draft';
import { collectionLoaded } from '../items/items-slice';
import { contentTyped, editorActions, weatherChosen } from './editor-slice';
import { saveDiary } from './save-diary';

const jpeg = (name: string) => ({ name, kind: 'image/jpeg', file: name });
const video = (seconds: number) => ({ name: `v${seconds}.mp4`, kind: 'video/mp4', duration: seconds, file: 'v' });

async function newDraft(options: Parameters<typeof fakeStore>[0] = {}) {
  const made = await fakeStore(options);
  expect(await made.store.dispatch(startNewDiary())).toBe(true);
  return made;
}

describe('the editor', () => {
  it('adds at most 15 photos, silently ignoring extra files of one pick', async () => {
    const { store, platform } = await newDraft();
    platform.picks.push(Array.from({ length: 17 }, (_, i) => jpeg(`p${i}.JPEG`)));
    expect(await store.dispatch(pickMedia('image'))).toBe(15);
    const photos = store.getState().editor.draft!.photos;
    expect(photos).toHaveLength(15);
    expect(photos[0]!.filename).toMatch(/^id\d+\.jpg$/);
    expect(platform.toasts).toHaveLength(0);
    expect(await store.dispatch(pickMedia('image'))).toBe(0);
  });

  it('adds photos pasted or dropped into the editor, without opening the chooser; a file of another kind is refused', async () => {
    const { store, platform } = await newDraft();
    const pasted = [
      { name: 'screenshot.png', type: 'image/png' },
      { name: 'notes.pdf', type: 'application/pdf' },
    ];
    expect(await store.dispatch(pickMedia('image', pasted))).toBe(1);
    expect(store.getState().editor.draft!.photos.map((p) => p.name)).toEqual(['screenshot.png']);
    expect(platform.toasts.at(-1)!.message.key).toBe('errors.unsupportedFileType');
  });

  it('takes one video of 3 to 30 seconds, ordered before the photos', async () => {
    const { store, platform } = await newDraft();
    platform.picks.push([jpeg('a.jpg')], [video(2)], [video(5)], [video(6)]);
    await store.dispatch(pickMedia('image'));
    await store.dispatch(pickMedia('video'));
    expect(platform.toasts.at(-1)!.message.key).toBe('editor.videoTooShort');
    await store.dispatch(pickMedia('video'));
    await store.dispatch(pickMedia('video'));
    expect(platform.toasts.at(-1)!.message.key).toBe('editor.videoMax');
    expect(store.getState().editor.draft!.photos.map((p) => p.fileType)).toEqual(['video', 'image']);
    expect(store.getState().editor.draft!.photos[0]!.displayDuration).toBe('00:05');
  });

  it('moves photos among neighbours and says so at either end', async () => {
    const { store, platform } = await newDraft();
    platform.picks.push([jpeg('a.jpg'), jpeg('b.jpg')]);
    await store.dispatch(pickMedia('image'));
    const [a] = store.getState().editor.draft!.photos;
    expect(store.dispatch(moveDraftPhoto(a!.id, 'left'))).toBe(false);
    expect(platform.toasts.at(-1)!.message.key).toBe('editor.farLeft');
    expect(store.dispatch(moveDraftPhoto(a!.id, 'right'))).toBe(true);
    expect(store.getState().editor.draft!.photos[1]!.id).toBe(a!.id);
  });

  it('asks "Delete this photo?" and moves the cover to the first remaining photo', async () => {
    const { store, platform } = await newDraft();
    platform.picks.push([jpeg('a.jpg'), jpeg('b.jpg')]);
    await store.dispatch(pickMedia('image'));
    const [a, b] = store.getState().editor.draft!.photos;
    store.dispatch({ type: 'editor/coverChosen', payload: a!.filename });
    platform.confirmAnswers.push(false);
    expect(await store.dispatch(deleteDraftPhoto(a!.id))).toBe(false);
    expect(await store.dispatch(deleteDraftPhoto(a!.id))).toBe(true);
    expect(platform.confirms[0]!.title.key).toBe('editor.deletePhotoTitle');
    expect(store.getState().editor.draft!.coverFilename).toBe(b!.filename);
    expect(platform.toasts.at(-1)!.message.key).toBe('toast.deleteSuccess');
  });

  it("takes today's weather only for today; moving a new diary to another day clears it", async () => {
    const made = await fakeStore();
    made.store.dispatch(widgetsSlice.actions.todayWeatherLoaded({ day: '20261121', code: 1 }));
    await made.store.dispatch(startNewDiary());
    expect(made.store.getState().editor.draft!.weather).toBe(1);
    made.store.dispatch(changeDiaryDate(new Date('2026-11-19T22:00:00+08:00')));
    expect(made.store.getState().editor.draft!.weather).toBe(0);
    made.store.dispatch(weatherChosen(5));
    made.store.dispatch(weatherChosen(5));
    expect(made.store.getState().editor.draft!.weather).toBe(0);
  });

  it("dates no diary later than now: a later time becomes now, and says so (the mini program's time picker has no end)", async () => {
    const { store, platform } = await fakeStore();
    platform.setNow('2026-11-21T08:20:00+08:00');
    await store.dispatch(startNewDiary());
    store.dispatch(changeDiaryTime('18:45'));
    expect(store.getState().editor.draft!.datetime).toBe('2026-11-21T00:20:00.000Z');
    expect(platform.toasts.at(-1)!.message).toEqual({ key: 'editor.date.notAfter', params: { time: '08:20' } });
    store.dispatch(changeDiaryTime('07:05'));
    expect(store.getState().editor.draft!.datetime).toBe('2026-11-20T23:05:00.000Z');
  });

  it("a new diary for today fills in today's weather when the server has weather on, unless the writer chose one first", async () => {
    const forecast = { get_weather: () => ({ daily: [{ fxDate: '2026-11-21', iconDay: '305', iconNight: '150' }] }) };
    const weatherOn = async () => {
      const made = await fakeStore({ answers: forecast });
      made.platform.position = { latitude: 30.27, longitude: 120.15 };
      made.store.dispatch(appSlice.actions.featuresLoaded({ ...FEATURES_OFF, weather: true }));
      return made;
    };
    const on = await weatherOn();
    await on.store.dispatch(startNewDiary());
    await settle();
    expect(on.store.getState().editor.draft!.weather).toBe(5);

    // Weather off on the server: nothing is asked, nothing is set.
    const off = await fakeStore({ answers: forecast });
    off.platform.position = { latitude: 30.27, longitude: 120.15 };
    off.store.dispatch(appSlice.actions.featuresLoaded(FEATURES_OFF));
    await off.store.dispatch(startNewDiary());
    await settle();
    expect(off.store.getState().editor.draft!.weather).toBe(0);
    expect(off.platform.requests.filter((r) => r.type === 'get_weather')).toHaveLength(0);

    // Chosen by the writer before the forecast came: theirs stays.
    const chosen = await weatherOn();
    await chosen.store.dispatch(startNewDiary());
    chosen.store.dispatch(weatherChosen(8));
    await settle();
    expect(chosen.store.getState().editor.draft!.weather).toBe(8);

    // Dated another day (from an archive month): no weather.
    const other = await weatherOn();
    await other.store.dispatch(startNewDiary({ listType: 'archive', year: 2026, month: 11 }, new Date('2026-11-03T00:00:00+08:00')));
    await settle();
    expect(other.store.getState().editor.draft!.weather).toBe(0);
  });

  it('starts a diary from an archive day at 22:00 of that day', async () => {
    const { store } = await fakeStore();
    await store.dispatch(startNewDiary({ listType: 'archive', year: 2026, month: 11 }, new Date('2026-11-03T00:00:00+08:00')));
    expect(new Date(store.getState().editor.draft!.datetime).getHours()).toBe(22);
  });

  it('a day chosen while a new diary is unfinished opens that diary, as it was, and says why the day was not taken', async () => {
    const { store, platform } = await fakeStore();
    await store.dispatch(startNewDiary());
    store.dispatch(contentTyped('Half a thought'));
    const written = store.getState().editor.draft!.datetime;
    await store.dispatch(leaveEditorPage());
    await store.dispatch(startNewDiary({ listType: 'archive', year: 2026, month: 11 }, new Date('2026-11-03T00:00:00+08:00')));
    expect(store.getState().editor.draft).toMatchObject({ content: 'Half a thought', datetime: written });
    expect(platform.toasts.at(-1)!.message).toEqual({ key: 'editor.unfinishedFirst' });
    // Write with nothing asked for opens it without a word: the top bar's, and a month's with no day picked.
    platform.toasts.length = 0;
    await store.dispatch(leaveEditorPage());
    await store.dispatch(startNewDiary());
    await store.dispatch(leaveEditorPage());
    await store.dispatch(startNewDiary({ listType: 'archive', year: 2026, month: 11 }));
    expect(platform.toasts).toEqual([]);
    expect(store.getState().editor.draft).toMatchObject({ content: 'Half a thought', datetime: written });
  });

  it("starts a diary from a place's or a status's list with it chosen", async () => {
    const { store } = await fakeStore();
    store.dispatch(collectionLoaded({ name: 'location', records: [{ objectId: 'l1', name: 'West Lake' }] }));
    store.dispatch(collectionLoaded({ name: 'status', records: [{ objectId: 's1', name: 'Calm', emoji: '😌' }] }));
    await store.dispatch(startNewDiary({ listType: 'location', id: 'l1' }));
    expect(store.getState().editor.draft!.locations).toEqual([{ id: 'l1', name: 'West Lake' }]);
    store.dispatch(editorActions.draftReset());
    await store.dispatch(startNewDiary({ listType: 'status', id: 's1' }));
    expect(store.getState().editor.draft!.status).toEqual({ id: 's1', name: 'Calm', emoji: '😌' });
    expect(store.getState().editor.draft!.locations).toEqual([]);
  });

  it('persists the draft on every change under its route and restores it at start; its editor says it quit abnormally', async () => {
    const { store, platform } = await newDraft();
    store.dispatch(contentTyped('半句话'));
    await settle();
    expect((await readLocal(platform.storage, editorDraft('new')))!.draft.content).toBe('半句话');
    const next = await restartedStore(platform);
    expect(next.store.getState().editor.kept.new!.draft.content).toBe('半句话');
    await next.store.dispatch(openEditor('new'));
    expect(next.store.getState().editor.draft!.content).toBe('半句话');
    expect(next.platform.confirms.map((c) => c.title.key)).toEqual(['editor.abnormalQuit']);
  });

  it('keeps nothing for a draft left as it started: no notice, and a new page at the next Write', async () => {
    const { store, platform } = await newDraft();
    store.dispatch(contentTyped('x'));
    store.dispatch(contentTyped(''));
    await settle();
    expect(platform.stored.has(editorDraft('new').key)).toBe(false);
    const next = await restartedStore(platform);
    expect(next.store.getState().editor.kept).toEqual({});
    await next.store.dispatch(openEditor('new'));
    expect(next.platform.confirms).toEqual([]);
  });

  it('moves the single draft an earlier release kept under its route', async () => {
    const { platform } = await fakeStore();
    platform.stored.set(EDIT_DRAFT.key, JSON.stringify({ v: 2, data: { ...emptyDraft(new Date('2026-11-20T10:00:00Z')), id: 'd7', content: '旧版本' } }));
    const next = await restartedStore(platform);
    expect(next.store.getState().editor.kept.d7!.draft.content).toBe('旧版本');
    expect(next.platform.stored.has(EDIT_DRAFT.key)).toBe(false);
  });

  it('leaving asks "Leave this edit page?", saying the changes will be discarded, and discards the draft, its save progress and its photos', async () => {
    const { store, platform } = await newDraft();
    store.dispatch(contentTyped('x'));
    platform.picks.push([jpeg('a.jpg')]);
    await store.dispatch(pickMedia('image'));
    await settle();
    expect(platform.kept.size).toBe(1);
    expect(await store.dispatch(leaveEditor())).toBe(true);
    // The question says what leaving does to the words: they are discarded, and its button says so.
    expect(platform.confirms.at(-1)).toMatchObject({ content: { key: 'editor.leaveContent' }, confirmText: { key: 'editor.discardAndLeave' } });
    await settle();
    expect(store.getState().editor.draft).toBeNull();
    expect(platform.stored.has(editorDraft('new').key)).toBe(false);
    expect(platform.kept.size).toBe(0);
    expect(platform.routes.at(-1)).toEqual({ kind: 'back' });
  });
});

describe('saving', () => {
  it('refuses an empty diary with "Can not be empty" and sends nothing', async () => {
    const { store, platform } = await newDraft();
    store.dispatch(contentTyped('\n\n'));
    expect(await store.dispatch(saveDiary())).toBe(false);
    expect(platform.toasts.at(-1)!.message.key).toBe('editor.contentEmpty');
    expect(platform.requests).toHaveLength(0);
  });

  it('shows a refusal of the diary at once (no retry), keeping the marker for later', async () => {
    const { store, platform } = await newDraft({
      answers: { batch_op_items: () => new FakeResponse(403, { code: 1001, error: 'cap' }), get_item_list: () => ({ fileList: [] }) },
    });
    store.dispatch(contentTyped('第三十二篇'));
    expect(await store.dispatch(saveDiary())).toBe(false);
    expect(platform.requests.filter((r) => r.type === 'batch_op_items')).toHaveLength(1);
    expect(platform.toasts.at(-1)!.message.key).toBe('pro.limitTitle');
    expect(await readLocal(platform.storage, saveProgress('new'))).toMatchObject({ stage: 2, errorCount: 1 });
  });

  it('uploads each photo with the device’s time zone, for capture times a camera wrote without one', async () => {
    const { store, platform } = await newDraft({
      answers: {
        uptoken: () => ({ data: { uptoken: 'ut.x', uploadUrl: 'http://server/qiniu/upload', expiresAt: '2030-01-01T00:00:00.000Z' } }),
        get_item_list: () => ({ fileList: [] }),
        batch_op_items: () => [],
      },
    });
    platform.picks.push([jpeg('IMG_0001.jpg')]);
    await store.dispatch(pickMedia('image'));
    await store.dispatch(saveDiary());
    expect(platform.uploads).toHaveLength(1);
    expect(platform.uploads[0]!.timeZone).toBe(deviceTimeZone(platform.clock.now()));
  });

  it('writes the diary with the zone of the clock it is written by, beside its month and day', async () => {
    const { store, platform } = await newDraft({ answers: { get_item_list: () => ({ fileList: [] }), batch_op_items: () => [] } });
    store.dispatch(contentTyped('在上海写的'));
    await store.dispatch(saveDiary());
    const body = platform.requests
      .filter((r) => r.type === 'batch_op_items')
      .flatMap((r) => (r.payload as { requests: Array<{ className: string; body: Record<string, unknown> }> }).requests)
      .find((o) => o.className === 'diary')!.body;
    expect(body).toMatchObject({ timeZone: 'Asia/Shanghai', todayonhistory: monthDayKey(new Date((body.datetime as { iso: string }).iso)) });
  });

  it('retries a failing server automatically and stops after more than 3 failures with "server busy, try later"', async () => {
    const { store, platform } = await newDraft({
      answers: { batch_op_items: () => new FakeResponse(500, { error: 'boom' }), get_item_list: () => ({ fileList: [] }) },
    });
    store.dispatch(contentTyped('写不进去'));
    expect(await store.dispatch(saveDiary())).toBe(false);
    expect(platform.requests.filter((r) => r.type === 'batch_op_items')).toHaveLength(4);
    expect(platform.toasts.at(-1)!.message.key).toBe('errors.serverBusy');
    expect(store.getState().editor.saving).toBe(false);
  });

  it('closes the editor once saved: back on a phone; on a wide screen the new diary takes its place in the panel', async () => {
    const answers = { get_item_list: () => ({ fileList: [] }), batch_op_items: () => [] };
    const phone = await newDraft({ answers });
    phone.store.dispatch(contentTyped('手机上写的'));
    expect(await phone.store.dispatch(saveDiary())).toBe(true);
    expect(phone.platform.routes.at(-1)).toEqual({ kind: 'back' });

    const desktop = await fakeStore({ answers });
    desktop.store.dispatch(screenResized(1280));
    expect(await desktop.store.dispatch(startNewDiary())).toBe(true);
    desktop.store.dispatch(contentTyped('电脑上写的'));
    expect(await desktop.store.dispatch(saveDiary())).toBe(true);
    const saved = desktop.platform.requests
      .filter((r) => r.type === 'batch_op_items')
      .flatMap((r) => (r.payload as { requests: Array<{ className: string; objectId?: string }> }).requests)
      .find((o) => o.className === 'diary')!;
    expect(desktop.platform.routes.at(-1)).toEqual({ kind: 'replace', path: routePath('detail', { diaryId: saved.objectId! }) });

    // Offline, the diary waits on the device, and its page (the waiting diary) takes the panel all the same.
    const offline = await fakeStore({ answers });
    offline.store.dispatch(screenResized(1280));
    expect(await offline.store.dispatch(startNewDiary())).toBe(true);
    offline.store.dispatch(contentTyped('离线时写的'));
    offline.platform.setOnline(false);
    expect(await offline.store.dispatch(saveDiary())).toBe(true);
    const waiting = offline.store.getState().outbox.entries[0]!;
    expect(offline.platform.routes.at(-1)).toEqual({ kind: 'replace', path: routePath('detail', { diaryId: waiting.key }) });
  });

  it('leaves the content check to the server: asks for no text or image check and sends no verdict', async () => {
    const { store, platform } = await newDraft({
      answers: {
        uptoken: () => ({ data: { uptoken: 'ut.x', uploadUrl: 'http://server/qiniu/upload', expiresAt: '2030-01-01T00:00:00.000Z' } }),
        get_item_list: () => ({ fileList: [] }),
        batch_op_items: () => [],
      },
    });
    store.dispatch(contentTyped('敏感的话'));
    platform.picks.push([jpeg('IMG_0001.jpg')]);
    await store.dispatch(pickMedia('image'));
    expect(await store.dispatch(saveDiary())).toBe(true);
    const types = platform.requests.map((r) => r.type);
    expect(types).not.toContain('msg_sec_check');
    expect(types).not.toContain('censor');
    const operations = platform.requests
      .filter((r) => r.type === 'batch_op_items')
      .flatMap((r) => (r.payload as { requests: Array<{ className: string; body?: Record<string, unknown> }> }).requests);
    expect(operations.map((o) => o.className)).toEqual(expect.arrayContaining(['file', 'diary']));
    for (const operation of operations) expect(operation.body ?? {}).not.toHaveProperty('censorResult');
  });
});
