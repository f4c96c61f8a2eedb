import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { tapActiveTabAgain } from '@diary/store';
import { useAppDispatch } from '../app/hooks';
import { TABS, tabPage, type Tab } from '../app/pages';
import { useT } from '../i18n';
import { Icon } from './Icon';
import { LIST_ICONS } from './list-icons';

/**
 * The six tabs (seed 1 §2): archive, location, people, tag, status, more. WeChat's own tab bar holds at most
 * five, so this one is drawn by the app. Each tab is an icon over its name, as WeChat's own tab bars are (the
 * web hides the names on a phone, as its seed says); tapping the active tab again sends the reset signal, and
 * on the archive jumps to this month.
 */
export function TabBar({ active }: { active: Tab }) {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <View className="tab-bar" ariaRole="tablist">
      {TABS.map((tab) => (
        <View
          key={tab}
          className={tab === active ? 'tab active' : 'tab'}
          data-tab={tab}
          ariaRole="tab"
          ariaSelected={tab === active}
          onClick={() => {
            if (tab === active) dispatch(tapActiveTabAgain(tab));
            else void Taro.reLaunch({ url: tabPage(tab) });
          }}
        >
          <Icon icon={LIST_ICONS[tab]} size={22} className="tab-icon" />
          <Text className="tab-name">{t(`tabs.${tab}`)}</Text>
        </View>
      ))}
    </View>
  );
}
