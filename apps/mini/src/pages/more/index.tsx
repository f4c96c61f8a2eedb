import { View } from '@tarojs/components';
import { useT } from '../../i18n';
import { miniNavigation } from '../../platform/navigation';
import { Screen } from '../../ui/Screen';

/** The more tab: favorites, all diaries and settings. */
export default function MorePage() {
  const t = useT();
  const entries = [
    { label: `★ ${t('list.favoriteDiaries')}`, path: '/list/favorite' },
    { label: `📖 ${t('list.allDiaries')}`, path: '/list/all' },
    { label: `⚙️ ${t('settings.title')}`, path: '/settings' },
  ];
  return (
    <Screen tab="more" className="more-page">
      {entries.map((entry) => (
        <View key={entry.path} className="cell" onClick={() => miniNavigation.navigate(entry.path)}>
          {entry.label}
        </View>
      ))}
    </Screen>
  );
}
