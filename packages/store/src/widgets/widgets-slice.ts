import type { DiaryRecord, FileRecord } from '@diary/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RESET_ALL } from '../reset';

export interface WidgetsState {
  /** "On this day": earlier years' diaries of today's month and day; cached per day (todayVal is the day it was loaded on, YYYYMMDD: a cache of another day is fetched again). */
  historyToday: { todayVal: string; diaryList: DiaryRecord[] } | null;
  historyExpanded: boolean;
  photos: { fileList: FileRecord[]; count: number } | null;
  favorites: { diaryList: DiaryRecord[]; count: number } | null;
  /** Today's weather at the device's place, cached for the day. */
  todayWeather: { day: string; code: number } | null;
  /** false until the widgets' data has been fetched; reset on logout, fetched again on login. */
  isLoaded: boolean;
}

const initialState: WidgetsState = { historyToday: null, historyExpanded: false, photos: null, favorites: null, todayWeather: null, isLoaded: false };

export const widgetsSlice = createSlice({
  name: 'widgets',
  initialState,
  reducers: {
    historyTodayLoaded(state, action: PayloadAction<{ todayVal: string; diaryList: DiaryRecord[] }>) {
      state.historyToday = action.payload;
    },
    historyExpandedToggled(state) {
      state.historyExpanded = !state.historyExpanded;
    },
    photosLoaded(state, action: PayloadAction<{ fileList: FileRecord[]; count: number }>) {
      state.photos = action.payload;
    },
    favoritesLoaded(state, action: PayloadAction<{ diaryList: DiaryRecord[]; count: number }>) {
      state.favorites = action.payload;
    },
    todayWeatherLoaded(state, action: PayloadAction<{ day: string; code: number }>) {
      state.todayWeather = action.payload;
    },
    widgetsLoaded(state) {
      state.isLoaded = true;
    },
  },
  extraReducers: (builder) => builder.addCase(RESET_ALL, () => initialState),
});

export const { historyExpandedToggled } = widgetsSlice.actions;
