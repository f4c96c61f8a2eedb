import { DEFAULT_LANGUAGE, screenView, type Appearance, type getFeatures, type Language, type MapType, type ResponseOf, type ScreenView } from '@diary/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Preferences } from '../persist/keys';
import { RESET_ALL } from '../reset';

export type StartStatus = 'idle' | 'starting' | 'ready' | 'failed';

export interface AppState {
  /** Initialisation: failure sends the user to /exception, success shows the app. */
  start: StartStatus;
  preferences: Preferences;
  /** Whether the saved preferences have been read: until then, `preferences` are the defaults, not the person's. */
  preferencesRestored: boolean;
  screenView: ScreenView;
  /** The archive month being looked at; defaults to now after start. */
  selectedYear: number;
  selectedMonth: number;
  /** Bumped when the active dashboard tab is tapped again (lists scroll to the top, archives jump to this month). */
  tabResetSignal: number;
  /** Which optional services the server has (the WeChat QR method, weather, places); null until asked. */
  features: ServerFeatures | null;
  /** Whether the device has a network now (the platform's network events). */
  online: boolean;
  /** The app started without reaching the server: it shows what the device kept, and loads the rest when the network is back. */
  startedOffline: boolean;
  /**
   * Whether PRO may be sold in this app on this device. WeChat allows no payment for virtual goods in a mini program on
   * iOS, no price and no way to pay elsewhere either (its platform rules on virtual payment): there the app says so.
   */
  sellsPro: boolean;
}

export type ServerFeatures = ResponseOf<typeof getFeatures>;

export const DEFAULT_PREFERENCES: Preferences = { language: DEFAULT_LANGUAGE, appearance: 'auto', mapType: 'standard' };

const initialState: AppState = {
  start: 'idle',
  preferences: DEFAULT_PREFERENCES,
  preferencesRestored: false,
  screenView: 'phone',
  selectedYear: 0,
  selectedMonth: 0,
  tabResetSignal: 0,
  features: null,
  online: true,
  startedOffline: false,
  sellsPro: true,
};

export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    startChanged(state, action: PayloadAction<StartStatus>) {
      state.start = action.payload;
    },
    onlineChanged(state, action: PayloadAction<boolean>) {
      state.online = action.payload;
    },
    startedOfflineChanged(state, action: PayloadAction<boolean>) {
      state.startedOffline = action.payload;
    },
    preferencesLoaded(state, action: PayloadAction<Preferences>) {
      state.preferences = action.payload;
      state.preferencesRestored = true;
    },
    languageChanged(state, action: PayloadAction<Language>) {
      state.preferences.language = action.payload;
    },
    appearanceChanged(state, action: PayloadAction<Appearance>) {
      state.preferences.appearance = action.payload;
    },
    mapTypeChanged(state, action: PayloadAction<MapType>) {
      state.preferences.mapType = action.payload;
    },
    /** The window's width decides phone, pad or desktop. */
    screenResized(state, action: PayloadAction<number>) {
      state.screenView = screenView(action.payload);
    },
    monthSelected(state, action: PayloadAction<{ year: number; month: number }>) {
      state.selectedYear = action.payload.year;
      state.selectedMonth = action.payload.month;
    },
    sellsProSet(state, action: PayloadAction<boolean>) {
      state.sellsPro = action.payload;
    },
    featuresLoaded(state, action: PayloadAction<ServerFeatures>) {
      state.features = action.payload;
    },
    /** The active tab tapped again (archive/archive-tab's tapActiveTabAgain, with the clock's month). */
    activeTabTappedAgain(state, action: PayloadAction<{ tab: string; year: number; month: number }>) {
      state.tabResetSignal += 1;
      if (action.payload.tab === 'archive') {
        state.selectedYear = action.payload.year;
        state.selectedMonth = action.payload.month;
      }
    },
  },
  // A reset keeps the device's preferences and layout: they are not the user's data.
  extraReducers: (builder) =>
    builder.addCase(RESET_ALL, (state) => ({
      ...initialState,
      preferences: state.preferences,
      preferencesRestored: state.preferencesRestored,
      screenView: state.screenView,
      start: state.start,
      features: state.features,
      sellsPro: state.sellsPro,
    })),
});

export const { screenResized, monthSelected, activeTabTappedAgain, sellsProSet } = appSlice.actions;
