import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { selectMoreMenu, tapMoreAccount } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PAGES } from '../../app/pages';
import { translate, useT } from '../../i18n';
import { miniNavigation } from '../../platform/navigation';
import { ChoiceRow } from '../../ui/ChoiceRow';
import { Screen } from '../../ui/Screen';
import { Widgets } from './Widgets';

/**
 * The more tab: the home widgets, then the menu as the store's model says (app/more-menu): the user's lists and pages,
 * the product's, the language and appearance, sign out (or in), and the copyright.
 */
export default function MorePage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const menu = useAppSelector(selectMoreMenu);
  const account = async () => {
    if (await dispatch(tapMoreAccount())) void Taro.reLaunch({ url: PAGES.login });
  };
  return (
    <Screen tab="more" className="more-page">
      <Widgets />
      {[menu.mine, menu.product].map(
        (entries, group) =>
          entries.length > 0 && (
            <View key={group} className="more-entries">
              {entries.map((entry) => (
                <View key={entry.path} className="cell more-entry" onClick={() => miniNavigation.navigate(entry.path)}>
                  <Text>{t(entry.label)}</Text>
                  <Text className="row-value">›</Text>
                </View>
              ))}
            </View>
          ),
      )}
      <View className="more-entries">
        {menu.preferences.map((row) => (
          <ChoiceRow key={row.name} row={row} />
        ))}
        <View className={`cell more-account${menu.account === 'signOut' ? ' danger' : ''}`} onClick={() => void account()}>
          <Text>{t(menu.account === 'signOut' ? 'shell.signOut' : 'shell.signIn')}</Text>
        </View>
      </View>
      <Text className="muted copyright">{translate(menu.copyright)}</Text>
    </Screen>
  );
}
