import { describe, expect, it } from 'vitest';
import { FEATURES_OFF, fakeStore } from '../../test/support/fake-store';
import { appSlice } from '../app/app-slice';
import { loadHistoryToday, loadTodayWeather } from './widgets';

describe('widgets', () => {
  it('"On this day" asks for earlier years\' diaries of today\'s month and day, once per day', async () => {
    const { store, platform } = await fakeStore({
      answers: { get_item_list: () => ({ diaryList: [{ objectId: 'd1', datetime: { __type: 'Date', iso: '2024-11-21T02:00:00.000Z' } }], count: 1 }) },
    });
    await store.dispatch(loadHistoryToday());
    await store.dispatch(loadHistoryToday());
    expect(platform.requests).toHaveLength(1);
    expect(JSON.stringify(platform.requests[0]!.payload.where)).toContain('"todayonhistory":"1121"');
    expect(store.getState().widgets.historyToday!.diaryList).toHaveLength(1);
    platform.setNow('2026-11-22T10:00:00+08:00');
    await store.dispatch(loadHistoryToday());
    expect(platform.requests).toHaveLength(2);
  });

  it("today's weather is fetched at the device's place only when not cached; without permission it stays unset", async () => {
    const { store, platform } = await fakeStore({ answers: { get_weather: () => ({ daily: [{ fxDate: '2026-11-21', iconDay: '305', iconNight: '150' }] }) } });
    platform.position = { latitude: 30.27, longitude: 120.15 };
    // The server without a weather service: nothing is asked.
    store.dispatch(appSlice.actions.featuresLoaded(FEATURES_OFF));
    expect(await store.dispatch(loadTodayWeather())).toBeNull();
    expect(platform.requests).toHaveLength(0);
    store.dispatch(appSlice.actions.featuresLoaded({ ...FEATURES_OFF, weather: true }));
    platform.position = null;
    expect(await store.dispatch(loadTodayWeather())).toBeNull();
    expect(platform.requests).toHaveLength(0);
    platform.position = { latitude: 30.27, longitude: 120.15 };
    expect(await store.dispatch(loadTodayWeather())).toBe(5);
    expect(platform.requests[0]!.payload).toEqual({ location: '120.15,30.27', forecast: '7d' });
    expect(await store.dispatch(loadTodayWeather())).toBe(5);
    expect(platform.requests).toHaveLength(1);
  });
});
