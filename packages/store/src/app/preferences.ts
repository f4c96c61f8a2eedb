import { getFeatures, type Appearance, type Language } from '@diary/core';
import { PREFERENCES } from '../persist/keys';
import { writeLocal } from '../persist/local-data';
import type { AppThunk } from '../store';
import { appSlice } from './app-slice';

/** Appearance and language are saved on the device and applied at once (seed 2 §4). */
export function changeLanguage(language: Language): AppThunk<Promise<void>> {
  return async (dispatch, getState, { platform }) => {
    dispatch(appSlice.actions.languageChanged(language));
    await writeLocal(platform.storage, PREFERENCES, getState().app.preferences);
  };
}

export function changeAppearance(appearance: Appearance): AppThunk<Promise<void>> {
  return async (dispatch, getState, { platform }) => {
    dispatch(appSlice.actions.appearanceChanged(appearance));
    await writeLocal(platform.storage, PREFERENCES, getState().app.preferences);
  };
}

/**
 * Asks the server which optional services it has, once per start; failures leave them unknown (hidden). A screen that
 * asks while start's question is on its way waits for that answer instead of asking again.
 */
export function loadFeatures(): AppThunk<Promise<void>> {
  return async (dispatch, _getState, extra) => {
    extra.asking.features ??= (async () => {
      try {
        dispatch(appSlice.actions.featuresLoaded(await extra.api.request(getFeatures, {})));
      } catch {
        // Optional services stay hidden until the next start.
      } finally {
        delete extra.asking.features;
      }
    })();
    return extra.asking.features;
  };
}
