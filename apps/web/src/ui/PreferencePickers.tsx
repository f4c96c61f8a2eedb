import { chooseSettingsValue, selectSettingsScreen, type SettingsRow } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useT } from '../i18n';

/** A choice row of the settings (the language: zh, en, ar; the appearance: auto, light, dark), saved and applied at once. */
export function ChoicePicker({ row }: { row: SettingsRow }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const choices = row.choices ?? [];
  return (
    <select
      name={row.name}
      aria-label={t(row.label)}
      value={choices.find((c) => c.selected)?.value}
      onChange={(e) => void dispatch(chooseSettingsValue(row.name, e.target.value))}
    >
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {t(c.label)}
        </option>
      ))}
    </select>
  );
}

/** The settings' choice row `name`, where a page shows one alone (the landing page's bar). */
function NamedPicker({ name }: { name: 'language' | 'appearance' }) {
  const row = useAppSelector(selectSettingsScreen).rows.find((r) => r.name === name);
  return row ? <ChoicePicker row={row} /> : null;
}

export const LanguagePicker = () => <NamedPicker name="language" />;
export const AppearancePicker = () => <NamedPicker name="appearance" />;
