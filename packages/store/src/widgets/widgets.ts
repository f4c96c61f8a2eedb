import {
  dayKey,
  favoriteDiariesWidgetQuery,
  getWeather,
  historyTodayQuery,
  listPath,
  lonLatParam,
  message,
  photosWidgetQuery,
  requestItemList,
  weatherCodeFromProviderCode,
} from '@diary/core';
import { loadFeatures } from '../app/preferences';
import { openDiaryPage } from '../diary/open-diary-page';
import { requestAction } from '../gate/gate';
import { loadCollectionsWhenEmpty } from '../items/collections';
import { FAVORITE_DIARIES, HISTORY_TODAY, TODAY_WEATHER, WIDGET_PHOTOS } from '../persist/keys';
import { readLocal, writeLocal } from '../persist/local-data';
import type { AppThunk } from '../store';
import { widgetsSlice } from './widgets-slice';

const actions = widgetsSlice.actions;

/** "On this day", cached per day: a cache of another day is fetched again. */
export function loadHistoryToday(): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api, platform }) => {
    const userId = getState().session.userId;
    if (!userId) return;
    const now = platform.clock.now();
    const todayVal = dayKey(now);
    const cached = await readLocal(platform.storage, HISTORY_TODAY);
    if (cached?.todayVal === todayVal) {
      dispatch(actions.historyTodayLoaded(cached));
      return;
    }
    const value = { todayVal, diaryList: (await requestItemList(api, historyTodayQuery(userId, now))).records };
    dispatch(actions.historyTodayLoaded(value));
    await writeLocal(platform.storage, HISTORY_TODAY, value);
  };
}

/** The photos widget: the newest 10 files and the total (the device's copy shows first). */
export function loadPhotosWidget(): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api, platform }) => {
    const userId = getState().session.userId;
    if (!userId) return;
    const cached = await readLocal(platform.storage, WIDGET_PHOTOS);
    if (cached) dispatch(actions.photosLoaded(cached));
    const page = await requestItemList(api, photosWidgetQuery(userId));
    const value = { fileList: page.records, count: page.count ?? 0 };
    dispatch(actions.photosLoaded(value));
    await writeLocal(platform.storage, WIDGET_PHOTOS, value);
  };
}

/** The favorite diaries widget: 2 of them and the total (the device's copy shows first). */
export function loadFavoritesWidget(): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api, platform }) => {
    const userId = getState().session.userId;
    if (!userId) return;
    const cached = await readLocal(platform.storage, FAVORITE_DIARIES);
    if (cached) dispatch(actions.favoritesLoaded(cached));
    const page = await requestItemList(api, favoriteDiariesWidgetQuery(userId));
    const value = { diaryList: page.records, count: page.count ?? 0 };
    dispatch(actions.favoritesLoaded(value));
    await writeLocal(platform.storage, FAVORITE_DIARIES, value);
  };
}

/**
 * Today's weather at the device's place, fetched only when not cached for today. No location
 * permission, or no weather service, leaves it unset (null).
 */
export function loadTodayWeather(): AppThunk<Promise<number | null>> {
  return async (dispatch, getState, { api, platform }) => {
    // Opened before the server said which services it has: asked now, once.
    if (getState().app.features === null) await dispatch(loadFeatures());
    if (getState().app.features?.weather !== true) return null;
    const day = dayKey(platform.clock.now());
    const inState = getState().widgets.todayWeather;
    if (inState?.day === day) return inState.code;
    const cached = await readLocal(platform.storage, TODAY_WEATHER);
    if (cached?.day === day) {
      dispatch(actions.todayWeatherLoaded(cached));
      return cached.code;
    }
    const position = await platform.location.current();
    if (!position) return null;
    try {
      const answer = await api.request(getWeather, { location: lonLatParam(position), forecast: '7d' });
      const first = answer.daily[0];
      if (!first) return null;
      const value = { day, code: weatherCodeFromProviderCode(first.iconDay) };
      dispatch(actions.todayWeatherLoaded(value));
      await writeLocal(platform.storage, TODAY_WEATHER, value);
      return value.code;
    } catch {
      return null;
    }
  };
}

/** Tapping a diary on a widget card: a private one cannot be opened; otherwise the gate decides, then the detail opens. */
export function openWidgetDiary(diaryId: string, privateStatus: boolean): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { platform }) => {
    if (privateStatus) {
      platform.toast.show(message('errors.actionUnavailable'));
      return false;
    }
    return dispatch(openDiaryPage(diaryId));
  };
}

/** The weather chart: the totals of each weather, with the stories and topics the app loads at start. */
export function loadWeatherWidget(): AppThunk<Promise<void>> {
  return async (dispatch) => {
    await dispatch(loadCollectionsWhenEmpty(['tag', 'topic', 'weather']));
  };
}

/** Tapping a bar of the weather chart opens that weather's list (a Pro list). */
export function openWeatherList(code: number): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { platform }) => {
    if (!(await dispatch(requestAction('weatherList', openWeatherList(code))))) return false;
    platform.navigation.navigate(listPath({ listType: 'weather', code }));
    return true;
  };
}
