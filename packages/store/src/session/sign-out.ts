import { logout as logoutRequest, message } from '@diary/core';
import { toastSuccess } from '../feedback';
import { LOCAL_MESSAGES, USER_CACHE_KEYS, USER_CACHE_KEY_PREFIXES } from '../persist/keys';
import { readLocal, writeLocal } from '../persist/local-data';
import { RESET_ALL } from '../reset';
import type { AppThunk } from '../store';

/** Local messages of this type belong to the signed-in user's "on this day" and go with a reset. */
export const HISTORY_TODAY_MESSAGE = 'history_today';

/**
 * Resets every slice and clears the stored session, cached lists and drafts (with their photos). Local messages stay, except
 * "on this day" ones. Search histories and recent emoji go too: they are the previous user's words.
 */
export function resetAfterSignOut(): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { platform }) => {
    const { storage } = platform;
    for (const key of USER_CACHE_KEYS) await storage.remove(key);
    for (const key of await storage.keys()) if (USER_CACHE_KEY_PREFIXES.some((prefix) => key.startsWith(prefix))) await storage.remove(key);
    // The photos of the drafts go with them: the next person on this device must not find them.
    for (const key of await platform.keptFiles.keys()) await platform.keptFiles.remove(key);
    const messages = await readLocal(storage, LOCAL_MESSAGES);
    if (messages)
      await writeLocal(
        storage,
        LOCAL_MESSAGES,
        messages.filter((m) => m.type !== HISTORY_TODAY_MESSAGE),
      );
    dispatch({ type: RESET_ALL });
  };
}

/**
 * Log out: "Confirm logout?"; on confirm the session ends on the server (a failure there does not
 * keep the device signed in), everything is reset and "Logged out" shows. Resolves false on cancel.
 * Diaries still waiting in the outbox would go with the device's copy of the account: the question says so.
 */
export function logout(): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { api, platform }) => {
    const waiting = getState().outbox.entries.length;
    const confirmed = await platform.modal.confirm({
      title: message('settings.logoutConfirm'),
      ...(waiting > 0 ? { content: message('outbox.lostAtLogout', { count: waiting }) } : {}),
    });
    if (!confirmed) return false;
    try {
      await api.request(logoutRequest, {});
    } catch {
      // The token is forgotten here either way; the server's copy expires on its own.
    }
    await dispatch(resetAfterSignOut());
    toastSuccess(platform, 'toast.loggedOut');
    return true;
  };
}
