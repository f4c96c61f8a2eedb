import { View } from '@tarojs/components';
import { LIST_KINDS, listPath, routePath } from '@diary/core';
import { useT } from '../../i18n';
import { miniNavigation } from '../../platform/navigation';
import { Screen } from '../../ui/Screen';
import { Widgets } from './Widgets';

/** The more tab: the home widgets, then favorites, all diaries and settings. */
export default function MorePage() {
  const t = useT();
  const entries = [
    { label: `${LIST_KINDS.favorite.icon} ${t('list.favoriteDiaries')}`, path: listPath({ listType: 'favorite' }) },
    { label: `${LIST_KINDS.all.icon} ${t('list.allDiaries')}`, path: listPath({ listType: 'all' }) },
    { label: `⚙️ ${t('settings.title')}`, path: routePath('settings') },
  ];
  return (
    <Screen tab="more" className="more-page">
      <Widgets />
      <View className="more-entries">
        {entries.map((entry) => (
          <View key={entry.path} className="cell" onClick={() => miniNavigation.navigate(entry.path)}>
            {entry.label}
          </View>
        ))}
      </View>
    </Screen>
  );
}
