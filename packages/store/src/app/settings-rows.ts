import { accountName, APPEARANCES, LANGUAGES, message, proLabel, type Appearance, type Language, type Message, type MessageKey } from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import { proStatusOf } from '../pro/selectors';
import type { RootState } from '../store';

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
