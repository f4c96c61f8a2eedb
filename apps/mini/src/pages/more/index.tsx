import { View } from '@tarojs/components';
import { LIST_KINDS, listPath, routePath } from '@diary/core';
import { useT } from '../../i18n';
import { miniNavigation } from '../../platform/navigation';
import { Screen } from '../../ui/Screen';

/** The more tab: favorites, all diaries and settings. */
export default function MorePage() {
  const t = useT();
  const entries = [
    { label: `${LIST_KINDS.favorite.icon} ${t('list.favoriteDiaries')}`, path: listPath({ listType: 'favorite' }) },
    { label: `${LIST_KINDS.all.icon} ${t('list.allDiaries')}`, path: listPath({ listType: 'all' }) },
    { label: `⚙️ ${t('settings.title')}`, path: routePath('settings') },
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
