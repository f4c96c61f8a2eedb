import { message, MORE_MENU, routePath, type Message, type MoreMenuEntry } from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import { selectThisYear } from '../screens/clock';
import { logout } from '../session/sign-out';
import type { AppThunk, RootState } from '../store';
import { selectSettingsScreen, type SettingsRow } from './settings-rows';

/**
 * The more tab's menu (seed 2 §2.5, §2.10) as both apps draw it: the user's lists and pages (signed in), the product's
 * pages, the language and appearance switches (the settings screen's own rows), sign out or sign in, and the copyright.
 */
export interface MoreMenu {
  mine: readonly MoreMenuEntry[];
  product: readonly MoreMenuEntry[];
  preferences: SettingsRow[];
  account: 'signOut' | 'signIn';
  copyright: Message;
}

export const selectMoreMenu = createSelector(
  [(state: RootState) => state.session.user !== null, (state: RootState) => Boolean(state.app.features?.assistant), selectSettingsScreen, selectThisYear],
  (signedIn, assistantOn, settings, year): MoreMenu => ({
    mine: signedIn ? MORE_MENU.mine.filter((entry) => assistantOn || !entry.needsAssistant) : [],
    product: MORE_MENU.product,
    preferences: settings.rows.filter((row) => row.kind === 'choice'),
    account: signedIn ? 'signOut' : 'signIn',
    copyright: message('shell.copyright', { year }),
  }),
);

/**
 * The menu's last row: signs out ("Confirm logout?" first; resolves true once signed out, for the app to leave for its
 * signed-out page), or opens sign-in.
 */
export function tapMoreAccount(): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { platform }) => {
    if (getState().session.user !== null) return dispatch(logout());
    platform.navigation.navigate(routePath('login'));
    return false;
  };
}
