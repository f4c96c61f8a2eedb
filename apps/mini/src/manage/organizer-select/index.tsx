import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { chooseOrganizer, isOrganizerKind, loadOrganizers, openOrganizers, organizerTexts, selectOrganizerSelect, type OrganizerKind } from '@diary/store';
import { Check } from 'lucide';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { Icon } from '../../ui/Icon';
import { Screen } from '../../ui/Screen';

/** /topic/select/{tagId} and /group/select/{statusId}: the story's topic (or the status's group), chosen with one tap. */
export default function OrganizerSelectPage() {
  const t = useT();
  const { kind, member } = useRouter().params;
  if (!isOrganizerKind(kind) || !member)
    return (
      <Screen className="organize-page">
        <View className="empty">{t('notFound.title')}</View>
      </Screen>
    );
  return <Choices kind={kind} memberId={decodeURIComponent(member)} />;
}

function Choices({ kind, memberId }: { kind: OrganizerKind; memberId: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const select = useAppSelector((s) => selectOrganizerSelect(s, kind, memberId));
  const texts = organizerTexts(kind);
  useEffect(() => {
    void dispatch(loadOrganizers(kind));
  }, [dispatch, kind]);
  const choose = (id: string | null) => dispatch(chooseOrganizer(kind, memberId, id));
  return (
    <Screen className="organize-page">
      <View className="page-head">
        <Text className="page-title">{t(texts.select)}</Text>
        <View className="chip organize-settings" ariaLabel={t(texts.list)} onClick={() => void dispatch(openOrganizers(kind))}>
          ✎ {t(texts.list)}
        </View>
      </View>
      {select.loading ? (
        <View className="muted center">{t('common.loading')}</View>
      ) : select.memberName === null ? (
        <View className="empty">{t('target.notFound')}</View>
      ) : (
        <>
          <View className="muted organize-member">{select.memberName}</View>
          {select.choices.map((choice) => (
            <View key={choice.id ?? 'none'} className={`cell organize-choice${choice.chosen ? ' chosen' : ''}`} onClick={() => void choose(choice.id)}>
              <Text>{choice.name ?? t(texts.none)}</Text>
              <View className="organize-check">{choice.chosen && <Icon icon={Check} size={18} />}</View>
            </View>
          ))}
        </>
      )}
    </Screen>
  );
}
