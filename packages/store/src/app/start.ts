import { API_ERRORS, getBindWechatStatus, getMediaBase, isApiError, requestItem } from '@diary/core';
import { restoreDraft } from '../editor/restore-draft';
import { restoreHistories } from '../history/history';
import { loadCollections, restoreCachedCollections } from '../items/collections';
import { PREFERENCES, SESSION } from '../persist/keys';
import { readLocal } from '../persist/local-data';
import { removeStaleKeys } from '../persist/stale-keys';
import { loadUnpaidOrders } from '../pro/orders';
import { resetAfterSignOut } from '../session/sign-out';
import { sessionSlice } from '../session/session-slice';
import type { AppThunk } from '../store';
import { DEFAULT_PREFERENCES, appSlice } from './app-slice';

const { startChanged, preferencesLoaded, monthSelected } = appSlice.actions;

/** The collections loaded at start, after the user and the WeChat bind status. */
export const START_COLLECTIONS = ['archive', 'people', 'tag', 'topic', 'group', 'status', 'weather', 'location'] as const;

/**
 * App start (seed 2 §4 "Initialisation"): stale local keys go; preferences, the edit draft and the
 * histories come back; with a stored user the user, the WeChat bind status, the total lists and
 * the unpaid orders load. The selected month defaults to now. A session the server no longer
 * accepts signs the device out; any other failure sends the user to /exception.
 */
export function startApp(): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { api, platform }) => {
    dispatch(startChanged('starting'));
    const now = platform.clock.now();
    dispatch(monthSelected({ year: now.getFullYear(), month: now.getMonth() + 1 }));
    try {
      await removeStaleKeys(platform.storage);
      dispatch(preferencesLoaded((await readLocal(platform.storage, PREFERENCES)) ?? DEFAULT_PREFERENCES));
      await dispatch(restoreHistories());
      const session = await readLocal(platform.storage, SESSION);
      if (session) {
        dispatch(sessionSlice.actions.signedIn(session));
        await dispatch(restoreDraft());
        await dispatch(restoreCachedCollections());
        dispatch(sessionSlice.actions.userLoaded(await requestItem(api, 'user', session.userId)));
        dispatch(sessionSlice.actions.mediaBaseLoaded((await api.request(getMediaBase, {})).mediaBase));
        try {
          const bind = await api.request(getBindWechatStatus, { objectId: session.userId });
          dispatch(sessionSlice.actions.wechatBindStatusLoaded(bind.status));
        } catch {
          // WeChat may be off on this server: the account is simply not bound.
        }
        await dispatch(loadCollections(START_COLLECTIONS));
        await dispatch(loadUnpaidOrders());
      }
      dispatch(startChanged('ready'));
      return true;
    } catch (error) {
      if (isApiError(error) && (error.statusCode === 401 || error.code === API_ERRORS.sessionExpired.code)) {
        await dispatch(resetAfterSignOut());
        dispatch(startChanged('ready'));
        return true;
      }
      dispatch(startChanged('failed'));
      platform.navigation.replace('/exception');
      return false;
    }
  };
}
