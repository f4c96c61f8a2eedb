import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import {
  isOrganizerKind,
  loadOrganizers,
  moveEntry,
  openOrganizerAdd,
  openOrganizerEdit,
  organizerTexts,
  reorderOrganizers,
  selectOrganizerList,
  type OrganizerKind,
} from '@diary/store';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { Screen } from '../../ui/Screen';

/** /topic and /group: the topics (or groups) in their order, moved up or down a place; a row opens its edit page. */
export default function OrganizersPage() {
  const t = useT();
  const { kind } = useRouter().params;
  if (!isOrganizerKind(kind))
    return (
      <Screen className="organize-page">
        <View className="empty">{t('notFound.title')}</View>
      </Screen>
    );
  return <Organizers kind={kind} />;
}

function Organizers({ kind }: { kind: OrganizerKind }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const list = useAppSelector((s) => selectOrganizerList(s, kind));
  const texts = organizerTexts(kind);
  useEffect(() => {
    void dispatch(loadOrganizers(kind));
  }, [dispatch, kind]);
  const ids = list.rows.map((row) => row.id);
  const move = (from: number, to: number) => void dispatch(reorderOrganizers(kind, moveEntry(ids, from, to)));

  return (
    <Screen className="organize-page">
      <View className="page-head">
        <Text className="page-title">{t(texts.list)}</Text>
        <View className="chip selected organize-add" onClick={() => dispatch(openOrganizerAdd(kind))}>
          ＋ {t(texts.add)}
        </View>
      </View>
      {list.loading ? (
        <View className="muted center">{t('common.loading')}</View>
      ) : list.rows.length === 0 ? (
        <View className="empty">{t(texts.empty)}</View>
      ) : (
        list.rows.map((row, at) => (
          <View key={row.id} className="cell organize-row" data-id={row.id}>
            <View className="organize-open" onClick={() => dispatch(openOrganizerEdit(kind, row.id))}>
              <Text className="organize-name">{row.name}</Text>
              <Text className="row-value">{t(texts.members, { count: row.members })}</Text>
            </View>
            <View
              className={`organize-move up${at === 0 ? ' disabled' : ''}`}
              ariaLabel={t('organize.move', { name: row.name })}
              onClick={() => at > 0 && move(at, at - 1)}
            >
              ↑
            </View>
            <View
              className={`organize-move down${at === ids.length - 1 ? ' disabled' : ''}`}
              ariaLabel={t('organize.move', { name: row.name })}
              onClick={() => at < ids.length - 1 && move(at, at + 1)}
            >
              ↓
            </View>
          </View>
        ))
      )}
    </Screen>
  );
}
