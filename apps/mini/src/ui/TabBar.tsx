import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { tapActiveTabAgain } from '@diary/store';
import { useAppDispatch } from '../app/hooks';
import { TABS, tabPage, type Tab } from '../app/pages';
import { useT } from '../i18n';

const ICONS: Record<Tab, string> = { archive: '🗓️', location: '📍', people: '👤', tag: '#', status: '😊', more: '⋯' };

/**
 * The six tabs (seed 1 §2): archive, location, people, tag, status, more. WeChat's own tab bar
 * holds at most five, so this one is drawn by the app. Labels are hidden on a phone (the icons
 * carry them for screen readers); tapping the active tab again sends the reset signal, and on
 * the archive jumps to this month.
 */
export function TabBar({ active }: { active: Tab }) {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <View className="tab-bar">
      {TABS.map((tab) => (
        <View
          key={tab}
          className={tab === active ? 'tab active' : 'tab'}
          data-tab={tab}
          ariaLabel={t(`tabs.${tab}`)}
          onClick={() => {
            if (tab === active) dispatch(tapActiveTabAgain(tab));
            else void Taro.reLaunch({ url: tabPage(tab) });
          }}
        >
          <Text className="tab-icon">{ICONS[tab]}</Text>
        </View>
      ))}
    </View>
  );
}
