import { Picker, Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { APPEARANCES, LANGUAGES, accountName, proLabel } from '@diary/core';
import { changeAppearance, changeLanguage, logout, proStatusOf } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { PAGES } from '../app/pages';
import { translate, useT } from '../i18n';
import { Screen } from '../ui/Screen';

/** Settings: account, membership, language and appearance (saved and applied at once), logout. */
export default function SettingsPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.session.user);
  const status = useAppSelector(proStatusOf);
  const { language, appearance } = useAppSelector((s) => s.app.preferences);
  const languageNames = LANGUAGES.map((l) => t(`languages.${l}`));
  const appearanceNames = APPEARANCES.map((a) => t(`appearance.${a}`));

  return (
    <Screen className="settings-page">
      <View className="cell">
        <Text>{t('settings.account')}</Text>
        <Text className="row-value">{accountName(user) ?? t('settings.notLoggedIn')}</Text>
      </View>
      <View className="cell">
        <Text>{t('settings.membership')}</Text>
        <Text className="row-value membership">{translate(proLabel(status, user?.proExpiredAt))}</Text>
      </View>
      <Picker mode="selector" range={languageNames} value={LANGUAGES.indexOf(language)} onChange={(e) => void dispatch(changeLanguage(LANGUAGES[Number(e.detail.value)]!))}>
        <View className="cell language-cell">
          <Text>{t('shell.language')}</Text>
          <Text className="row-value">{t(`languages.${language}`)}</Text>
        </View>
      </Picker>
      <Picker mode="selector" range={appearanceNames} value={APPEARANCES.indexOf(appearance)} onChange={(e) => void dispatch(changeAppearance(APPEARANCES[Number(e.detail.value)]!))}>
        <View className="cell appearance-cell">
          <Text>{t('shell.appearance')}</Text>
          <Text className="row-value">{t(`appearance.${appearance}`)}</Text>
        </View>
      </Picker>
      {user && (
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
