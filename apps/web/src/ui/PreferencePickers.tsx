import { APPEARANCES, LANGUAGES, type MessageKey } from '@diary/core';
import { changeAppearance, changeLanguage } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useT } from '../i18n';

/** The language picker (zh, en, ar), saved and applied at once. */
export function LanguagePicker() {
  const t = useT();
  const dispatch = useAppDispatch();
  const language = useAppSelector((s) => s.app.preferences.language);
  return (
    <select aria-label={t('shell.language')} value={language} onChange={(e) => void dispatch(changeLanguage(e.target.value as (typeof LANGUAGES)[number]))}>
      {LANGUAGES.map((l) => (
        <option key={l} value={l}>
          {t(`languages.${l}` as MessageKey)}
        </option>
      ))}
    </select>
  );
}

/** The appearance picker (auto, light, dark), saved and applied at once. */
export function AppearancePicker() {
  const t = useT();
  const dispatch = useAppDispatch();
  const appearance = useAppSelector((s) => s.app.preferences.appearance);
  return (
    <select aria-label={t('shell.appearance')} value={appearance} onChange={(e) => void dispatch(changeAppearance(e.target.value as (typeof APPEARANCES)[number]))}>
      {APPEARANCES.map((a) => (
        <option key={a} value={a}>
          {t(`appearance.${a}` as MessageKey)}
        </option>
      ))}
    </select>
  );
}
