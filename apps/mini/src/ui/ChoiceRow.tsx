import { Picker, Text, View } from '@tarojs/components';
import { chooseSettingsValue, type SettingsRow } from '@diary/store';
import { useAppDispatch } from '../app/hooks';
import { useT } from '../i18n';

/** A choice row of the settings (the language, the appearance) on WeChat's picker, saved and applied at once. */
export function ChoiceRow({ row }: { row: SettingsRow }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const choices = row.choices ?? [];
  const chosen = choices.findIndex((c) => c.selected);
  return (
    <Picker
      mode="selector"
      range={choices.map((c) => t(c.label))}
      value={chosen}
      onChange={(e) => void dispatch(chooseSettingsValue(row.name, choices[Number(e.detail.value)]!.value))}
    >
      <View className={`cell ${row.name}-cell`}>
        <Text>{t(row.label)}</Text>
        <Text className="row-value">{chosen >= 0 ? t(choices[chosen]!.label) : ''}</Text>
      </View>
    </Picker>
  );
}
