import {
  accountName,
  APPEARANCES,
  LANGUAGES,
  message,
  proLabel,
  routePath,
  type AboutLinkRoute,
  type Appearance,
  type Language,
  type Message,
  type MessageKey,
} from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import { proStatusOf, selectUnpaidOrders } from '../pro/selectors';
import { logout } from '../session/sign-out';
import { screensActions } from '../screens/screens-slice';
import type { AppThunk, RootState } from '../store';
import { changeAppearance, changeLanguage } from './preferences';

/** One choice of a preference picker: its value, its name, and whether it is the one in use. */
export interface PreferenceChoice<V extends string> {
  value: V;
  label: MessageKey;
  selected: boolean;
}

/** What the settings screen's rows show; each app draws them with its own cells and pickers. */
export interface SettingsRows {
  /** The nickname, else the masked phone; "Not logged in" without a user. */
  account: { text: string } | Message;
  /** "Valid until …", "Expired on …" or "Not activated". */
  membership: Message;
  language: PreferenceChoice<Language>[];
  appearance: PreferenceChoice<Appearance>[];
  /** "Log out" shows only to a signed-in user. */
  signedIn: boolean;
}

const choices = <V extends string>(values: readonly V[], current: V, label: (value: V) => MessageKey) =>
  values.map((value): PreferenceChoice<V> => ({ value, label: label(value), selected: value === current }));

export const selectSettingsRows = createSelector(
  [
    (state: RootState) => state.session.user,
    proStatusOf,
    (state: RootState) => state.app.preferences.language,
    (state: RootState) => state.app.preferences.appearance,
  ],
  (user, status, language, appearance): SettingsRows => {
    const name = accountName(user);
    return {
      account: name ? { text: name } : message('settings.notLoggedIn'),
      membership: proLabel(status, user?.proExpiredAt),
      language: choices(LANGUAGES, language, (l) => `languages.${l}` as MessageKey),
      appearance: choices(APPEARANCES, appearance, (a) => `appearance.${a}` as MessageKey),
      signedIn: user !== null,
    };
  },
);

/**
 * The settings screen's rows (seed 2 §2.6), in their order: what each is called, what it shows beside
 * its name, what a tap does (a page, a choice, a sheet, an action) and who sees it. Both apps draw these
 * rows from `selectSettingsScreen`; a new row is an entry here, its texts, and at most a kind of row the
 * apps do not draw yet.
 */
export const SETTINGS_ROWS = [
  { name: 'account', label: 'settings.account', kind: 'page', who: 'everyone' },
  { name: 'membership', label: 'settings.membership', kind: 'page', who: 'everyone' },
  { name: 'appearance', label: 'shell.appearance', kind: 'choice', who: 'everyone' },
  { name: 'language', label: 'shell.language', kind: 'choice', who: 'everyone' },
  { name: 'faqs', label: 'settings.faqs', kind: 'page', who: 'everyone' },
  { name: 'feedback', label: 'settings.feedback', kind: 'sheet', who: 'everyone' },
  { name: 'about', label: 'settings.about', kind: 'page', who: 'everyone' },
  { name: 'logout', label: 'settings.logout', kind: 'action', who: 'signedIn' },
] as const satisfies ReadonlyArray<{ name: string; label: MessageKey; kind: 'page' | 'choice' | 'sheet' | 'action'; who: 'everyone' | 'signedIn' }>;

export type SettingsRowName = (typeof SETTINGS_ROWS)[number]['name'];
export type SettingsRowKind = (typeof SETTINGS_ROWS)[number]['kind'];

/** One row as drawn: its name and kind, what it shows beside its name, a badge, and its choices (a choice row). */
export interface SettingsRow {
  name: SettingsRowName;
  label: MessageKey;
  kind: SettingsRowKind;
  value: { text: string } | Message | null;
  /** "n unpaid" beside the membership. */
  badge: Message | null;
  choices: PreferenceChoice<string>[] | null;
  danger: boolean;
}

/** The settings screen: its rows for who is looking, and whether the feedback sheet is open. */
export const selectSettingsScreen = createSelector(
  [selectSettingsRows, (state: RootState) => selectUnpaidOrders(state).length, (state: RootState) => state.screens.settingsSheet],
  (values, unpaid, sheet) => ({
    rows: SETTINGS_ROWS.filter((row) => row.who === 'everyone' || values.signedIn).map((row): SettingsRow => ({
      name: row.name,
      label: row.label,
      kind: row.kind,
      value: row.name === 'account' ? values.account : row.name === 'membership' ? values.membership : null,
      badge: row.name === 'membership' && unpaid > 0 ? message('orders.unpaid', { count: unpaid }) : null,
      choices: row.name === 'language' ? values.language : row.name === 'appearance' ? values.appearance : null,
      danger: row.name === 'logout',
    })),
    feedbackOpen: sheet === 'feedback',
  }),
);

/** Where a page row goes: the account (a visitor signs in first), the Pro page, the FAQs, about. */
const PAGES: Partial<Record<SettingsRowName, (signedIn: boolean) => string>> = {
  account: (signedIn) => routePath(signedIn ? 'account' : 'login'),
  membership: () => routePath('gopro'),
  faqs: () => routePath('faqs'),
  about: () => routePath('about'),
};

/** A row tapped: its page opens, its sheet opens, or its action runs (logout asks first; resolves true when it happened). */
export function tapSettingsRow(name: SettingsRowName): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { platform }) => {
    if (name === 'logout') return dispatch(logout());
    if (name === 'feedback') {
      dispatch(screensActions.settingsSheetShown('feedback'));
      return true;
    }
    const page = PAGES[name];
    if (page) platform.navigation.navigate(page(getState().session.user !== null));
    return Boolean(page);
  };
}

/** A choice row's choice: the language or the appearance, saved and applied at once. */
export function chooseSettingsValue(name: SettingsRowName, value: string): AppThunk<Promise<void>> {
  return async (dispatch) => {
    if (name === 'language') await dispatch(changeLanguage(value as Language));
    if (name === 'appearance') await dispatch(changeAppearance(value as Appearance));
  };
}

export function closeSettingsSheet(): AppThunk {
  return (dispatch) => {
    dispatch(screensActions.settingsSheetShown(null));
  };
}

/** A link of the about page (core's ABOUT_LINKS): its page opens. */
export function openAboutLink(route: AboutLinkRoute): AppThunk {
  return (_dispatch, _getState, { platform }) => {
    platform.navigation.navigate(routePath(route));
  };
}
