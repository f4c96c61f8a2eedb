import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { collectionLoaded } from '../items/items-slice';
import { userChanged } from '../session/session-slice';
import { emptyList, listsSlice } from './lists-slice';
import {
  chooseListPageOption,
  saveListPageSummary,
  selectListPage,
  showListSheet,
  typeListKeyword,
  typeListSummary,
  writeFromList,
  writeOnDay,
} from './list-page';

const updated = (p: Record<string, unknown>) => ({ objectId: p.objectId, updatedAt: '2026-11-23T02:00:00.000Z' });

describe("a diary list's screen", () => {
  it('heads the favorite and all lists with the cover the person gave them (both apps draw this one heading)', async () => {
    const { store } = await fakeStore();
    store.dispatch(userChanged({ favoriteDiariesCover: 'file/sea.jpg', allDiariesCover: 'file/hill.jpg' }));
    expect(selectListPage(store.getState(), { listType: 'favorite' }).heading).toMatchObject({
      cover: { key: 'file/sea.jpg' },
      title: { key: 'list.favoriteDiaries' },
    });
    expect(selectListPage(store.getState(), { listType: 'all' }).heading.cover?.key).toBe('file/hill.jpg');
    expect(selectListPage(store.getState(), { listType: 'search', keyword: 'sea' }).heading.cover).toBeUndefined();
  });

  it('Write on a month asks for the day first; on a place it opens the editor with the place chosen', async () => {
    const { store, platform } = await fakeStore();
    store.dispatch(collectionLoaded({ name: 'location', records: [{ objectId: 'l1', name: 'West Lake', count: 2 }] }));
    const month = { listType: 'archive' as const, year: 2026, month: 10 };
    await store.dispatch(writeFromList(month));
    expect(selectListPage(store.getState(), month).sheet).toBe('day');
    expect(platform.routes).toEqual([]);
    await store.dispatch(writeOnDay(month, new Date(2026, 9, 3)));
    expect(selectListPage(store.getState(), month).sheet).toBeNull();
    expect(new Date(store.getState().editor.draft!.datetime).getDate()).toBe(3);
    await store.dispatch(writeFromList({ listType: 'location', id: 'l1' }));
    expect(store.getState().editor.draft!.locations).toEqual([{ id: 'l1', name: 'West Lake' }]);
  });

  it('"Edit summary" opens with the owner’s summary, saves what was typed and closes; a sheet of one list never shows on another', async () => {
    const { store, platform } = await fakeStore({ answers: { update_item: updated } });
    store.dispatch(collectionLoaded({ name: 'tag', records: [{ objectId: 't1', name: 'Trip', count: 1, summary: 'Away' }] }));
    const trip = { listType: 'tag' as const, id: 't1' };
    await store.dispatch(chooseListPageOption(trip, 'editSummary'));
    expect(selectListPage(store.getState(), trip)).toMatchObject({ sheet: 'summary', summary: { text: 'Away' } });
    expect(selectListPage(store.getState(), { listType: 'all' }).sheet).toBeNull();
    store.dispatch(typeListSummary('Away, twice'));
    expect(await store.dispatch(saveListPageSummary(trip))).toBe(true);
    expect(platform.requests.at(-1)!.payload).toMatchObject({ objectId: 't1', data: { summary: 'Away, twice' } });
    expect(selectListPage(store.getState(), trip).sheet).toBeNull();
    store.dispatch(showListSheet(trip, 'options'));
    expect(selectListPage(store.getState(), trip).sheet).toBe('options');
  });

  it('applies the keyword filter once typing stops: only the last of quick keystrokes reloads the list', async () => {
    const answers = { get_item_list: () => ({ diaryList: [], count: 0 }) };
    const { store, platform } = await fakeStore({ answers });
    const all = { listType: 'all' as const };
    store.dispatch(listsSlice.actions.listOpened({ listId: 'all', list: { ...emptyList(all), load: 'loaded' } }));
    await Promise.all([store.dispatch(typeListKeyword(all, 's')), store.dispatch(typeListKeyword(all, 'se')), store.dispatch(typeListKeyword(all, 'sea'))]);
    expect(selectListPage(store.getState(), all).keyword).toBe('sea');
    const asked = platform.requests.filter((r) => r.type === 'get_item_list').map((r) => JSON.stringify(r.payload.where));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('sea');
  });
});
