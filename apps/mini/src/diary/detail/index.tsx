import { Text, View } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';
import { COLLAPSED_LINES, listPath } from '@diary/core';
import { chooseDetailOption, openDiaryDetail, selectDiaryDetail, showDetailSheet, type DiaryFact, type DiaryOption, type RelatedRow } from '@diary/store';
import { AtSign, MapPin, Star } from 'lucide';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { miniNavigation } from '../../platform/navigation';
import { ActionSheet } from '../../ui/nut';
import { useMedia } from '../../ui/media';
import { Gallery } from '../../ui/Gallery';
import { Icon } from '../../ui/Icon';
import { Screen } from '../../ui/Screen';
import { ShareSheet } from '../../ui/ShareSheet';
import { useShareToChat } from '../../ui/share-to-chat';

/**
 * The diary detail (seed 1 §2 "Diary detail"), read as a page of a diary (the store's model): the date as its
 * headline with the weekday and time, the mood, one line of places, weather and people, the gallery (videos first),
 * the title and the whole text (a very long one collapsed), #stories that open their lists, Watermark, and the options
 * sheet: edit, favorite, encrypt, share (the share settings sheet), delete; WeChat's share menu sends it to a chat.
 */
export default function DetailPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const media = useMedia();
  const { id = '' } = useRouter().params;
  const detail = useAppSelector((s) => selectDiaryDetail(s, id));
  // Whether the text shows in full is how this page is drawn, not what the diary is.
  const [expanded, setExpanded] = useState(false);
  // WeChat's share menu sends the diary to a chat (its title, or its date).
  const shown = detail.state === 'ready' ? detail.diary : undefined;
  useShareToChat(shown ? { kind: 'diary', id, title: shown.title || shown.displayDate } : undefined);

  useEffect(() => {
    void dispatch(openDiaryDetail(id));
  }, [id, dispatch]);

  if (detail.state !== 'ready')
    return (
      <Screen className="detail-page">
        {detail.state !== 'loading' && <View className="empty">{t(detail.state === 'gone' ? 'notFound.title' : 'detail.offline')}</View>}
      </Screen>
    );
  const { diary, collapsible } = detail;
  const sheetOptions = detail.options.map(({ key, label, danger }) => ({ name: t(label), key, danger }));
  const choose = (key: DiaryOption) => void dispatch(chooseDetailOption(diary.id, key));

  return (
    <Screen className="detail-page">
      <View className="detail-head">
        <View className="detail-dateline">
          <Text className="detail-date">{detail.dateline.date}</Text>
          <Text className="detail-when">{detail.dateline.weekdayTime}</Text>
        </View>
        {diary.status && <Text className="detail-mood">{`${diary.status.emoji ?? ''} ${diary.status.name || t('list.unknownStatus')}`}</Text>}
        {diary.favorite && (
          <View className="detail-favorite" ariaLabel={t('editor.favorite')}>
            <Icon icon={Star} size={18} />
          </View>
        )}
      </View>
      <DiaryFacts facts={detail.facts} />
      {diary.censorResultPassed ? (
        <View className="detail-body">
          <Gallery files={diary.gallery} media={media} />
          {diary.title && <View className="detail-title">{diary.title}</View>}
          <Text
            className={collapsible && !expanded ? 'detail-content collapsed' : 'detail-content'}
            style={collapsible && !expanded ? { WebkitLineClamp: COLLAPSED_LINES } : undefined}
          >
            {diary.content}
          </Text>
          {collapsible && (
            <Text className="link" onClick={() => setExpanded(!expanded)}>
              {expanded ? t('widgets.showLess') : t('common.more')}
            </Text>
          )}
        </View>
      ) : (
        <View className="sensitive">{t('errors.sensitiveContent')}</View>
      )}
      <View className="detail-refs">
        {diary.tag.map((tag) => (
          <Text key={tag.id} className="link" onClick={() => miniNavigation.navigate(listPath({ listType: 'tag', id: tag.id }))}>
            {`#${tag.name} `}
          </Text>
        ))}
      </View>
      <View className="detail-actions">
        <Text className="button" onClick={() => void Taro.showToast({ title: t('common.comingSoon'), icon: 'none' })}>
          {t('detail.watermark')}
        </Text>
        <Text className="button detail-more" onClick={() => dispatch(showDetailSheet('options'))}>
          {t('detail.more')}
        </Text>
      </View>
      <RelatedDays rows={detail.related} />
      <ActionSheet
        visible={detail.sheet === 'options'}
        title={t('diaryOptions.title')}
        options={sheetOptions}
        optionKey={{ name: 'name' }}
        cancelText={t('common.cancel')}
        onSelect={(item) => choose(item.key as DiaryOption)}
        onCancel={() => dispatch(showDetailSheet(null))}
      />
      {detail.sheet === 'share' && <ShareSheet kind="diary" id={diary.id} onClose={() => dispatch(showDetailSheet(null))} />}
    </Screen>
  );
}

/** Diaries sharing this one's stories, people or places, the most alike first: each row opens its diary. */
function RelatedDays({ rows }: { rows: RelatedRow[] }) {
  const t = useT();
  if (rows.length === 0) return null;
  return (
    <View className="detail-related">
      <View className="detail-related-title">{t('detail.related')}</View>
      {rows.map((row) => (
        <View key={row.id} className="related-day" ariaRole="button" onClick={() => miniNavigation.navigate(row.path)}>
          <Text className="related-date">{row.date}</Text>
          {row.title && <Text className="related-title">{row.title}</Text>}
          <Text className="related-text">{translate(row.text)}</Text>
        </View>
      ))}
    </View>
  );
}

/** The line under the date: places and people open their lists; the weather only shows. */
function DiaryFacts({ facts }: { facts: DiaryFact[] }) {
  const t = useT();
  if (facts.length === 0) return null;
  return (
    <View className="detail-facts">
      {facts.map((fact) =>
        fact.kind === 'weather' ? (
          <Text key="weather" className="detail-weather">{`${fact.icon} ${t(fact.name)}`}</Text>
        ) : (
          <View key={`${fact.kind}/${fact.id}`} className={`link with-icon ${fact.kind}-link`} onClick={() => miniNavigation.navigate(fact.path)}>
            <Icon icon={fact.kind === 'place' ? MapPin : AtSign} size={14} />
            <Text>{fact.name}</Text>
          </View>
        ),
      )}
    </View>
  );
}
