import type { Appearance, Language } from '@diary/core';
import { changeAppearance, changeLanguage, selectSettingsRows } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useT } from '../i18n';

/** The language picker (zh, en, ar), saved and applied at once. */
export function LanguagePicker() {
  const t = useT();
  const dispatch = useAppDispatch();
  const choices = useAppSelector(selectSettingsRows).language;
  return (
    <select
      name="language"
      aria-label={t('shell.language')}
      value={choices.find((c) => c.selected)?.value}
      onChange={(e) => void dispatch(changeLanguage(e.target.value as Language))}
    >
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {t(c.label)}
        </option>
      ))}
    </select>
  );
}

/** The appearance picker (auto, light, dark), saved and applied at once. */
export function AppearancePicker() {
  const t = useT();
  const dispatch = useAppDispatch();
  const choices = useAppSelector(selectSettingsRows).appearance;
  return (
    <select
      name="appearance"
      aria-label={t('shell.appearance')}
      value={choices.find((c) => c.selected)?.value}
      onChange={(e) => void dispatch(changeAppearance(e.target.value as Appearance))}
    >
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {t(c.label)}
        </option>
      ))}
    </select>
  );
}
