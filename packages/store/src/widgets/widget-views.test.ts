import type { DiaryRecord, FileRecord } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { appSlice } from '../app/app-slice';
import { collectionLoaded } from '../items/items-slice';
import { photoLayout, selectFavoritesWidget, selectHistoryWidget, selectPhotosWidget, selectTodayWidget, selectWeatherWidget } from './widget-views';
import { openWeatherList, openWidgetDiary } from './widgets';
import { historyExpandedToggled, widgetsSlice } from './widgets-slice';

const slice = widgetsSlice;

// The screens' clock is the memory platform's: 2026-11-21 10:00 in Shanghai.

const diary = (id: string, iso: string, fields: Partial<DiaryRecord> = {}) =>
  ({ objectId: id, datetime: { __type: 'Date', iso }, content: `Diary ${id}`, ...fields }) as DiaryRecord;
const file = (id: string, kind: string, diaryId?: string) =>
  ({
    objectId: id,
    filename: `file/${id}.${kind.split('/')[1]}`,
    kind,
    ...(diaryId ? { diary: [{ __type: 'Pointer', className: 'diary', objectId: diaryId }] } : {}),
  }) as FileRecord;

describe('the home widgets as both apps draw them', () => {
  it('"On this day" shows 2 diaries collapsed with "n more", all of them expanded with "Show less", each with its age', async () => {
    const { store } = await fakeStore();
    expect(selectHistoryWidget(store.getState()).loading).toBe(true);
    const diaryList = ['2025', '2024', '2023', '2020'].map((year, i) => diary(`d${i}`, `${year}-11-21T02:00:00.000Z`));
    store.dispatch(slice.actions.historyTodayLoaded({ todayVal: '1121', diaryList }));
    let view = selectHistoryWidget(store.getState());
    expect(view.loading).toBe(false);
    expect(view.diaries.map((d) => d.id)).toEqual(['d0', 'd1']);
    expect(view.diaries[0]!.age).toEqual({ key: 'widgets.yearsAgo', params: { count: 1 } });
    expect(view.diaries[1]!.text).toEqual({ kind: 'content', text: 'Diary d1' });
    expect(view.toggle).toEqual({ key: 'widgets.nMore', params: { count: 2 } });
    store.dispatch(historyExpandedToggled());
    view = selectHistoryWidget(store.getState());
    expect(view.diaries.map((d) => d.id)).toEqual(['d0', 'd1', 'd2', 'd3']);
    expect(view.diaries[3]!.age).toEqual({ key: 'widgets.yearsAgo', params: { count: 6 } });
    expect(view.toggle).toEqual({ key: 'widgets.showLess' });
  });

  it('"On this day" offers no toggle for 2 diaries or fewer, and is empty (not loading) once loaded with none', async () => {
    const { store } = await fakeStore();
    store.dispatch(
      slice.actions.historyTodayLoaded({ todayVal: '1121', diaryList: [diary('d1', '2025-11-21T02:00:00.000Z'), diary('d2', '2024-11-21T02:00:00.000Z')] }),
    );
    expect(selectHistoryWidget(store.getState()).toggle).toBeNull();
    store.dispatch(slice.actions.historyTodayLoaded({ todayVal: '1121', diaryList: [] }));
    expect(selectHistoryWidget(store.getState())).toMatchObject({ loading: false, diaries: [], toggle: null });
  });

  it('a private diary hides its cover and says "Hidden content"; a diary of photos only says how many', async () => {
    const { store } = await fakeStore();
    store.dispatch(
      widgetsSlice.actions.favoritesLoaded({
        diaryList: [
          diary('p', '2026-11-01T02:00:00.000Z', { privateStatus: true, cover: 'file/a.jpg' }),
          diary('g', '2026-11-02T02:00:00.000Z', {
            content: '',
            cover: 'file/b.jpg',
            gallery: [{ __type: 'Pointer', className: 'file', objectId: 'f1' }] as never,
          }),
        ],
        count: 5,
      }),
    );
    const view = selectFavoritesWidget(store.getState());
    expect(view.count).toBe(5);
    expect(view.diaries[0]).toMatchObject({ privateStatus: true, cover: null, text: { kind: 'message', message: { key: 'list.hiddenContent' } } });
    expect(view.diaries[1]).toMatchObject({ cover: 'file/b.jpg', text: { kind: 'message', message: { key: 'list.photosFallback', params: { count: 1 } } } });
  });

  it('the photos card lays out 1, 2, 3 or 4 tiles, leaves audio out, and each tile opens its diary', async () => {
    expect([0, 1, 2, 3, 4, 10].map(photoLayout)).toEqual([null, 'one', 'two', 'three', 'four', 'four']);
    const { store } = await fakeStore();
    expect(selectPhotosWidget(store.getState()).loading).toBe(true);
    const fileList = [
      file('v1', 'video/mp4', 'd1'),
      file('a1', 'audio/mpeg', 'd1'),
      file('i1', 'image/jpeg', 'd2'),
      file('i2', 'image/jpeg'),
      file('i3', 'image/png', 'd3'),
      file('i4', 'image/jpeg', 'd3'),
    ];
    store.dispatch(widgetsSlice.actions.photosLoaded({ fileList, count: 12 }));
    const view = selectPhotosWidget(store.getState());
    expect(view).toMatchObject({ loading: false, layout: 'four', count: 12 });
    expect(view.tiles.map((t) => [t.id, t.isVideo, t.diaryId])).toEqual([
      ['v1', true, 'd1'],
      ['i1', false, 'd2'],
      ['i2', false, null],
      ['i3', false, 'd3'],
    ]);
    store.dispatch(widgetsSlice.actions.photosLoaded({ fileList: fileList.slice(2, 5), count: 3 }));
    expect(selectPhotosWidget(store.getState()).layout).toBe('three');
  });

  it('the weather card has a bar per weather kind, 12 px plus up to 44 by the largest count, and is empty with no counts', async () => {
    const { store } = await fakeStore();
    store.dispatch(
      collectionLoaded({
        name: 'weather',
        records: [
          { objectId: 'w1', code: 1, count: 4 },
          { objectId: 'w5', code: 5, count: 1 },
        ],
      }),
    );
    const view = selectWeatherWidget(store.getState());
    expect(view.empty).toBe(false);
    expect(view.bars.find((b) => b.code === 1)).toMatchObject({ height: 56, icon: '☀️', name: 'weather.sunny', count: 4 });
    expect(view.bars.find((b) => b.code === 5)).toMatchObject({ height: 23, count: 1 });
    expect(view.bars.find((b) => b.code === 8)).toMatchObject({ height: 12, count: 0 });
    expect(view.bars.some((b) => b.code === 0)).toBe(false);
    store.dispatch(collectionLoaded({ name: 'weather', records: [] }));
    expect(selectWeatherWidget(store.getState()).empty).toBe(true);
  });

  it("the today card shows the date in the language, and today's weather only when the server has weather on", async () => {
    const { store } = await fakeStore();
    store.dispatch(widgetsSlice.actions.todayWeatherLoaded({ day: '20261121', code: 5 }));
    expect(selectTodayWidget(store.getState())).toMatchObject({ date: '2026年11月21日', weatherOn: false, weather: null });
    store.dispatch(appSlice.actions.languageChanged('en'));
    store.dispatch(appSlice.actions.featuresLoaded({ weather: true } as never));
    expect(selectTodayWidget(store.getState())).toMatchObject({
      date: 'Nov 21, 2026',
      weekday: 'Sat',
      weatherOn: true,
      weather: { icon: '🌧️', name: 'weather.rain' },
    });
  });

  it('a widget diary opens its detail; a private one says "Action temporarily unavailable"; a weather bar opens its list', async () => {
    const { store, platform } = await fakeStore();
    expect(await store.dispatch(openWidgetDiary('d1', true))).toBe(false);
    expect(platform.toasts.at(-1)).toMatchObject({ message: { key: 'errors.actionUnavailable' } });
    expect(await store.dispatch(openWidgetDiary('d1', false))).toBe(true);
    expect(platform.routes.at(-1)).toEqual({ kind: 'navigate', path: '/detail/d1' });
    expect(await store.dispatch(openWeatherList(5))).toBe(true);
    expect(platform.routes.at(-1)).toEqual({ kind: 'navigate', path: '/list/weather/rain' });
  });
});
