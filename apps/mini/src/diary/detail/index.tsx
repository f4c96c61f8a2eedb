import { Text, View } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';
import { COLLAPSED_LINES, listPath } from '@diary/core';
import { chooseDetailOption, openDiaryDetail, selectDiaryDetail, showDetailSheet, type DiaryOption } from '@diary/store';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { miniNavigation } from '../../platform/navigation';
import { ActionSheet } from '../../ui/nut';
import { useMedia } from '../../ui/media';
import { Gallery } from '../../ui/Gallery';
import { Screen } from '../../ui/Screen';
import { ShareSheet } from '../../ui/ShareSheet';
import { useShareToChat } from '../../ui/share-to-chat';

/**
 * The diary detail (seed 1 §2 "Diary detail"): status, time, places, date, the gallery (videos
 * first), the weather saved, the content (a long one collapsed), #stories and @people that open their lists,
 * Watermark, and the options sheet: edit, favorite, encrypt, share (the share settings sheet), delete;
 * WeChat's share menu sends it to a chat.
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
      <View className="detail-status">
        {diary.status && <Text className="detail-mood">{`${diary.status.emoji ?? ''} ${diary.status.name || t('list.unknownStatus')}`}</Text>}
        <Text className="detail-time">{diary.timeOfDay}</Text>
        {detail.weather && <Text className="detail-weather">{`${detail.weather.icon} ${t(detail.weather.name)}`}</Text>}
        {diary.favorite && <Text className="detail-favorite">★</Text>}
      </View>
      {diary.location.map((place) => (
        <Text key={place.id} className="link place-link" onClick={() => miniNavigation.navigate(listPath({ listType: 'location', id: place.id }))}>
          {`📍 ${place.name}`}
        </Text>
      ))}
      <View className="display-date">{diary.displayDate}</View>
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
        {diary.people.map((person) => (
          <Text key={person.id} className="link" onClick={() => miniNavigation.navigate(listPath({ listType: 'people', id: person.id }))}>
            {`@${person.name} `}
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
