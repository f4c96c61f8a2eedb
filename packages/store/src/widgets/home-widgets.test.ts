import type { DiaryRecord } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { CURRENT_KEYS } from '../persist/keys';
import { openHomeWidgets, selectHomeWidgets, tapWidgetAction } from './home-widgets';
import { WIDGETS } from './widget-table';
import { widgetsSlice } from './widgets-slice';

const diary = (id: string, iso: string) => ({ objectId: id, datetime: { __type: 'Date', iso }, content: `Diary ${id}` }) as DiaryRecord;
const photo = (id: string) => ({ objectId: id, filename: `file/${id}.jpg`, kind: 'image/jpeg' });

describe('the home widgets screen', () => {
  it('draws the table’s cards in order, each loading until its data comes, then empty with its own words', async () => {
    const { store } = await fakeStore();
    const cards = selectHomeWidgets(store.getState());
    expect(cards.map((card) => [card.name, card.layout])).toEqual(WIDGETS.map((widget) => [widget.name, widget.layout]));
    expect(cards.find((card) => card.name === 'history')).toMatchObject({ loading: true, empty: null });
    store.dispatch(widgetsSlice.actions.widgetsLoaded());
    expect(selectHomeWidgets(store.getState()).find((card) => card.name === 'favorites')).toMatchObject({ loading: false, empty: 'widgets.favoritesEmpty' });
  });

  it('sizes the photo tiles by how many there are: one wide, the first of three larger, the rest as covers', async () => {
    const { store } = await fakeStore();
    store.dispatch(widgetsSlice.actions.photosLoaded({ fileList: [photo('f1')] as never, count: 1 }));
    const one = selectHomeWidgets(store.getState()).find((card) => card.name === 'photos');
    expect(one).toMatchObject({
      tileLayout: 'one',
      tiles: [{ size: 'wideCover' }],
      action: { label: { key: 'widgets.photoCount', params: { count: 1 } }, opens: true },
    });
    store.dispatch(widgetsSlice.actions.photosLoaded({ fileList: [photo('f1'), photo('f2'), photo('f3')] as never, count: 30 }));
    const three = selectHomeWidgets(store.getState()).find((card) => card.name === 'photos');
    expect(three?.layout === 'tiles' && three.tiles.map((tile) => tile.size)).toEqual(['list', 'cover', 'cover']);
  });

  it('"On this day" toggles in place; photos and favorites open their pages', async () => {
    const { store, platform } = await fakeStore();
    store.dispatch(
      widgetsSlice.actions.historyTodayLoaded({
        todayVal: '1121',
        diaryList: ['2025', '2024', '2023'].map((y, i) => diary(`d${i}`, `${y}-11-21T02:00:00.000Z`)),
      }),
    );
    const history = () => selectHomeWidgets(store.getState()).find((card) => card.name === 'history')!;
    expect(history().action).toEqual({ label: { key: 'widgets.nMore', params: { count: 1 } }, opens: false });
    store.dispatch(tapWidgetAction('history'));
    expect(history().action!.label.key).toBe('widgets.showLess');
    store.dispatch(tapWidgetAction('favorites'));
    store.dispatch(tapWidgetAction('photos'));
    expect(platform.routes).toEqual([
      { kind: 'navigate', path: '/list/favorite' },
      { kind: 'navigate', path: '/photos/all/view' },
    ]);
  });

  it('loads every widget once opened by a signed-in user, the device’s copies first', async () => {
    const answers = { get_item_list: (p: Record<string, unknown>) => ({ [`${String(p.className)}List`]: [], count: 0 }) };
    const { store, platform } = await fakeStore({ answers });
    platform.stored.set('diary:favorite-diaries', JSON.stringify({ v: 1, data: { diaryList: [diary('d9', '2026-11-01T02:00:00.000Z')], count: 1 } }));
    let seenCached = false;
    platform.answers.get_item_list = (p) => {
      seenCached ||= store.getState().widgets.favorites?.count === 1;
      return answers.get_item_list(p);
    };
    await store.dispatch(openHomeWidgets());
    expect(seenCached).toBe(true);
    expect(store.getState().widgets.isLoaded).toBe(true);
  });

  it('keeps every widget’s device copy under a current key, so a start never wipes it', () => {
    for (const widget of WIDGETS) if (widget.cache) expect(CURRENT_KEYS).toContain(widget.cache.key);
  });
});
