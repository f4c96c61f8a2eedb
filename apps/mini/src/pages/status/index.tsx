import { Text, View } from '@tarojs/components';
import { openOrganizers, openTargetAdd, selectStatusTab } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { miniNavigation } from '../../platform/navigation';
import { Screen } from '../../ui/Screen';

/** The Status tab: statuses under their groups (ungrouped last, under "More"), each opening its diary list; group settings and add. */
export default function StatusPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const sections = useAppSelector(selectStatusTab);
  return (
    <Screen tab="status" className="status-page">
      <View className="items-actions">
        <Text className="chip status-groups" onClick={() => void dispatch(openOrganizers('group'))}>
          ✎ {t('organize.groupSettings')}
        </Text>
        <Text className="chip selected status-add" onClick={() => void dispatch(openTargetAdd('status'))}>
          ＋ {t('target.addStatus')}
        </Text>
      </View>
      {sections.length === 0 ? (
        <View className="empty">{t('editor.status.empty')}</View>
      ) : (
        sections.map(({ id, heading, statuses }) => (
          <View key={id} className="status-group">
            <Text className="status-group-name">{'key' in heading ? t(heading.key) : heading.name}</Text>
            {statuses.map((status) => (
              <View key={status.id} className="cell status-row" onClick={() => miniNavigation.navigate(status.path)}>
                <Text className="status-emoji">{status.emoji}</Text>
                <Text className="status-name">{status.name}</Text>
                <Text className="row-value">{t('list.diaryCount', { count: status.count })}</Text>
              </View>
            ))}
          </View>
        ))
      )}
    </Screen>
  );
}
