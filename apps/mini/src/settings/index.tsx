import { Picker, Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { changeAppearance, changeLanguage, logout, selectSettingsRows } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { PAGES } from '../app/pages';
import { translate, useT } from '../i18n';
import { Screen } from '../ui/Screen';

/** Settings: account, membership, language and appearance (saved and applied at once), logout. */
export default function SettingsPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const rows = useAppSelector(selectSettingsRows);
  const language = rows.language.findIndex((c) => c.selected);
  const appearance = rows.appearance.findIndex((c) => c.selected);

  return (
    <Screen className="settings-page">
      <View className="cell">
        <Text>{t('settings.account')}</Text>
        <Text className="row-value">{'text' in rows.account ? rows.account.text : translate(rows.account)}</Text>
      </View>
      <View className="cell">
        <Text>{t('settings.membership')}</Text>
        <Text className="row-value membership">{translate(rows.membership)}</Text>
      </View>
      <Picker mode="selector" range={rows.language.map((c) => t(c.label))} value={language} onChange={(e) => void dispatch(changeLanguage(rows.language[Number(e.detail.value)]!.value))}>
        <View className="cell language-cell">
          <Text>{t('shell.language')}</Text>
          <Text className="row-value">{t(rows.language[language]!.label)}</Text>
        </View>
      </Picker>
      <Picker mode="selector" range={rows.appearance.map((c) => t(c.label))} value={appearance} onChange={(e) => void dispatch(changeAppearance(rows.appearance[Number(e.detail.value)]!.value))}>
        <View className="cell appearance-cell">
          <Text>{t('shell.appearance')}</Text>
          <Text className="row-value">{t(rows.appearance[appearance]!.label)}</Text>
        </View>
      </Picker>
      {rows.signedIn && (
        <View
          className="cell danger logout"
          onClick={async () => {
            if (await dispatch(logout())) void Taro.reLaunch({ url: PAGES.login });
          }}
        >
          {t('settings.logout')}
        </View>
      )}
    </Screen>
  );
}
