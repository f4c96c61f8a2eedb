import { API_ERRORS, type DiaryRecord } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { FakeResponse } from '../platform/memory-platform';
import { fakeStore, restartedStore } from '../../test/support/fake-store';
import { deleteDiary } from './delete-diary';
import { RECENT_DIARIES_MAX } from './recent-diaries';
import { appSlice } from '../app/app-slice';
import { emptyList, listsSlice } from '../lists/lists-slice';
import { openList } from '../lists/diary-lists';
import { chooseDetailOption, openDiaryDetail, selectDiaryDetail, showDetailSheet } from './diary-detail';
import { loadDiary } from './load-diary';
import { contentTyped } from '../editor/editor-slice';
import { saveDiary } from '../editor/save-diary';
import { startEditingDiary } from '../editor/draft';

const diary = { objectId: 'd1', content: 'A walk', datetime: { __type: 'Date', iso: '2026-11-20T02:00:00.000Z' }, sharedStatus: 0 };
const answers = {
  get_item_by_id: (p: Record<string, unknown>) =>
    p.objectId === 'd1' ? { item: diary } : new FakeResponse(404, { code: API_ERRORS.notFound.code, error: 'not found' }),
};

describe("a diary's detail", () => {
  it('loads, then shows the diary with its options; a diary that is not there says so', async () => {
    const { store } = await fakeStore({ answers });
    expect(selectDiaryDetail(store.getState(), 'd1').state).toBe('loading');
    await store.dispatch(openDiaryDetail('d1'));
    const ready = selectDiaryDetail(store.getState(), 'd1');
    expect(ready).toMatchObject({ state: 'ready', diary: { id: 'd1', content: 'A walk' }, collapsible: false, sheet: null });
    expect(ready.state === 'ready' && ready.options.map((o) => o.key)).toEqual(['edit', 'favorite', 'private', 'share', 'delete']);
    await store.dispatch(openDiaryDetail('d404'));
    expect(selectDiaryDetail(store.getState(), 'd404').state).toBe('gone');
  });

  it('reads as a page of a diary: the date as its headline, then one line of its places, weather and people', async () => {
    const full = {
      ...diary,
      weather: 1,
      location: [{ objectId: 'p1', name: 'West Lake' }],
      people: [{ objectId: 'h1', name: 'Mei' }],
    };
    const { store } = await fakeStore({ answers: { get_item_by_id: () => ({ item: full }) } });
    store.dispatch(appSlice.actions.languageChanged('en'));
    await store.dispatch(openDiaryDetail('d1'));
    const page = selectDiaryDetail(store.getState(), 'd1');
    if (page.state !== 'ready') throw new Error(page.state);
    // 02:00 UTC is 10:00 in Shanghai, where the tests run.
    expect(page.dateline).toEqual({ date: 'Nov 20, 2026', weekdayTime: 'Friday · 10:00' });
    expect(page.facts).toEqual([
      { kind: 'place', id: 'p1', name: 'West Lake', path: '/list/location/p1' },
      { kind: 'weather', icon: '☀️', name: 'weather.sunny' },
      { kind: 'person', id: 'h1', name: 'Mei', path: '/list/people/h1' },
    ]);
  });

  it('without a network: not "not found" but offline, or the diary as a list kept it; back online it loads by itself', async () => {
    const { store, platform } = await fakeStore({ answers });
    store.dispatch(appSlice.actions.startChanged('ready'));
    platform.setOnline(false);
    await store.dispatch(openDiaryDetail('d1'));
    expect(selectDiaryDetail(store.getState(), 'd1').state).toBe('offline');
    platform.setOnline(true);
    await expect.poll(() => selectDiaryDetail(store.getState(), 'd1').state).toBe('ready');

    platform.setOnline(false);
    store.dispatch(
      listsSlice.actions.listOpened({
        listId: 'all',
        list: { ...emptyList({ listType: 'all' }), diaries: [{ ...diary, objectId: 'd2', content: 'Kept in a list' } as DiaryRecord] },
      }),
    );
    await store.dispatch(openDiaryDetail('d2'));
    expect(selectDiaryDetail(store.getState(), 'd2')).toMatchObject({ state: 'ready', diary: { content: 'Kept in a list' } });
  });

  it(`a diary opened lately reads offline after a restart (the last ${RECENT_DIARIES_MAX} kept); one deleted here does not`, async () => {
    const { store, platform } = await fakeStore({ answers });
    await store.dispatch(openDiaryDetail('d1'));
    const { store: restarted, platform: device } = await restartedStore(platform);
    device.setOnline(false);
    await restarted.dispatch(openDiaryDetail('d1'));
    expect(selectDiaryDetail(restarted.getState(), 'd1')).toMatchObject({ state: 'ready', diary: { content: 'A walk' } });

    // Only the latest are kept: d1 is pushed out by as many diaries opened since.
    const many = { get_item_by_id: (p: Record<string, unknown>) => ({ item: { ...diary, objectId: p.objectId } }) };
    const { store: busy, platform: reader } = await fakeStore({ answers: many });
    await busy.dispatch(openDiaryDetail('d1'));
    for (let i = 0; i < RECENT_DIARIES_MAX; i++) await busy.dispatch(openDiaryDetail(`n${i}`));
    const { store: later, platform: again } = await restartedStore(reader);
    again.setOnline(false);
    await later.dispatch(openDiaryDetail('d1'));
    expect(selectDiaryDetail(later.getState(), 'd1').state).toBe('offline');
    await later.dispatch(openDiaryDetail('n0'));
    expect(selectDiaryDetail(later.getState(), 'n0').state).toBe('ready');

    // Deleted here without a network: it is not shown from what the device kept.
    platform.setOnline(false);
    await store.dispatch(deleteDiary('d1'));
    const { store: after, platform: last } = await restartedStore(platform);
    last.setOnline(false);
    await after.dispatch(openDiaryDetail('d1'));
    expect(selectDiaryDetail(after.getState(), 'd1').state).toBe('offline');
  });

  it('an edit saved here replaces the copies the device keeps: a search and the diary read offline show the new text', async () => {
    let current = { ...diary, content: 'A walk by the lake', updatedAt: '2026-11-20T03:00:00.000Z' };
    const { store, platform } = await fakeStore({
      answers: { get_item_by_id: () => ({ item: current }), get_item_list: () => ({ diaryList: [current], count: 1 }) },
    });
    const search = { listType: 'search', keyword: 'lake' } as const;
    const listId = await store.dispatch(openList(search));
    await store.dispatch(openDiaryDetail('d1'));
    // The edit is saved (the server has the new text) and the diary loads again, as the editor does after a save.
    current = { ...current, content: 'A walk by the lake, in the rain', updatedAt: '2026-11-20T04:00:00.000Z' };
    await store.dispatch(loadDiary('d1'));
    expect(store.getState().lists.byId[listId]!.diaries[0]!.content).toBe('A walk by the lake, in the rain');

    // Offline after a restart, the search and the diary come from what the device kept: as they are now.
    const { store: restarted, platform: device } = await restartedStore(platform);
    device.setOnline(false);
    await restarted.dispatch(openList(search));
    expect(restarted.getState().lists.byId[listId]!.diaries.map((d) => d.content)).toEqual(['A walk by the lake, in the rain']);
    await restarted.dispatch(openDiaryDetail('d1'));
    expect(selectDiaryDetail(restarted.getState(), 'd1')).toMatchObject({ state: 'ready', diary: { content: 'A walk by the lake, in the rain' } });
  });

  it('an edit saved offline shows on its page while it waits, and Edit opens it again: not the copy from before it', async () => {
    const { store, platform } = await fakeStore({ answers: { get_item_by_id: () => ({ item: { ...diary, updatedAt: '2026-11-20T03:00:00.000Z' } }) } });
    store.dispatch(appSlice.actions.startChanged('ready'));
    await store.dispatch(openDiaryDetail('d1'));
    platform.setOnline(false);
    expect(await store.dispatch(startEditingDiary('d1'))).toBe(true);
    store.dispatch(contentTyped('A walk, then tea'));
    expect(await store.dispatch(saveDiary())).toBe(true);
    expect(store.getState().outbox.entries.map((entry) => entry.key)).toEqual(['d1']);
    expect(selectDiaryDetail(store.getState(), 'd1')).toMatchObject({ state: 'ready', diary: { content: 'A walk, then tea' } });

    // Edited again, before or after a restart: the editor holds the waiting edit, and its save takes the waiting one's place.
    for (const { restart, waiting, text } of [
      { restart: false, waiting: 'A walk, then tea', text: 'A walk, then tea and cake' },
      { restart: true, waiting: 'A walk, then tea and cake', text: 'A walk, then tea and cake, with Mei' },
    ]) {
      const { store: device, platform: itsPlatform } = restart ? await restartedStore(platform) : { store, platform };
      itsPlatform.setOnline(false);
      await device.dispatch(openDiaryDetail('d1'));
      expect(await device.dispatch(startEditingDiary('d1'))).toBe(true);
      expect(device.getState().editor.draft!.content).toBe(waiting);
      device.dispatch(contentTyped(text));
      expect(await device.dispatch(saveDiary())).toBe(true);
      expect(device.getState().outbox.entries).toMatchObject([{ key: 'd1', draft: { content: text } }]);
      expect(selectDiaryDetail(device.getState(), 'd1')).toMatchObject({ state: 'ready', diary: { content: text } });
    }
  });

  it('"Share" in the options opens the share settings; Cancel closes the sheet', async () => {
    const { store } = await fakeStore({ answers });
    await store.dispatch(openDiaryDetail('d1'));
    store.dispatch(showDetailSheet('options'));
    await store.dispatch(chooseDetailOption('d1', 'share'));
    expect(selectDiaryDetail(store.getState(), 'd1')).toMatchObject({ sheet: 'share' });
    store.dispatch(showDetailSheet(null));
    expect(selectDiaryDetail(store.getState(), 'd1')).toMatchObject({ sheet: null });
  });

  it('lists its related days under it: the date, the title and the start of the text, a private one hidden', async () => {
    const related = [
      { id: 'd2', day: '2026-10-03', title: 'Lunch', excerpt: 'With Lin', privateStatus: false, shared: { places: 0, people: 1, stories: 0 } },
      { id: 'd3', day: '2026-05-01', title: '', excerpt: '', privateStatus: true, shared: { places: 0, people: 1, stories: 0 } },
    ];
    const asked: unknown[] = [];
    const { store } = await fakeStore({
      answers: { ...answers, getRelatedDiaries: (p: Record<string, unknown>) => (asked.push(p), { related }) },
    });
    store.dispatch(appSlice.actions.languageChanged('en'));
    await store.dispatch(openDiaryDetail('d1'));
    expect(asked).toEqual([{ objectId: 'd1' }]);
    const page = selectDiaryDetail(store.getState(), 'd1');
    expect(page.state === 'ready' && page.related).toEqual([
      { id: 'd2', path: '/detail/d2', date: expect.stringContaining('2026'), title: 'Lunch', text: 'With Lin' },
      { id: 'd3', path: '/detail/d3', date: expect.stringContaining('2026'), title: null, text: { key: 'list.hiddenContent' } },
    ]);
  });

  it('shows no related days when they cannot be loaded', async () => {
    const { store } = await fakeStore({
      answers: { ...answers, getRelatedDiaries: () => new FakeResponse(503, { code: API_ERRORS.serviceUnavailable.code, error: 'down' }) },
    });
    await store.dispatch(openDiaryDetail('d1'));
    const page = selectDiaryDetail(store.getState(), 'd1');
    expect(page.state === 'ready' && page.related).toEqual([]);
  });
});
