import { Swiper, SwiperItem, Text, Video, View } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';
import { COLLAPSED_LINES, galleryForSwiper, isCollapsible, listPath, toDiary } from '@diary/core';
import { chooseDiaryOption, diaryOptionRows, loadDiary, type DiaryOption } from '@diary/store';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { miniNavigation } from '../../platform/navigation';
import { ActionSheet } from '../../ui/nut';
import { useMedia } from '../../ui/media';
import { previewFiles } from '../../ui/preview';
import { Screen } from '../../ui/Screen';
import { Picture } from '../../ui/Picture';
import { ShareSheet } from '../../ui/ShareSheet';
import { useShareToChat } from '../../ui/share-to-chat';

/**
 * The diary detail (seed 1 §2 "Diary detail"): status, time, places, date, the gallery (videos
 * first), the content (collapsed after 3 lines), #stories and @people that open their lists,
 * Watermark, and the options sheet: edit, favorite, encrypt, share (the share settings sheet), delete;
 * WeChat's share menu sends it to a chat.
 */
export default function DetailPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const media = useMedia();
  const { id = '' } = useRouter().params;
  const record = useAppSelector((s) => s.detail.byId[id]);
  const language = useAppSelector((s) => s.app.preferences.language);
  const [gone, setGone] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [options, setOptions] = useState(false);
  const [sharing, setSharing] = useState(false);
  // WeChat's share menu sends the diary to a chat (its title, or its date).
  const shown = record && toDiary(record, language);
  useShareToChat(shown ? { kind: 'diary', id, title: shown.title || shown.displayDate } : undefined);

  useEffect(() => {
    void dispatch(loadDiary(id)).then((diary) => !diary && setGone(true));
  }, [id, dispatch]);

  if (!record) return <Screen className="detail-page">{gone && <View className="empty">{t('notFound.title')}</View>}</Screen>;
  const diary = toDiary(record, language);
  const collapsible = isCollapsible(diary.content);
  const gallery = galleryForSwiper(diary.gallery);

  const sheetOptions = diaryOptionRows(diary, true).map(({ key, label, danger }) => ({ name: t(label), key, danger }));
  const choose = (key: DiaryOption) => {
    setOptions(false);
    void dispatch(chooseDiaryOption(diary.id, key)).then((next) => next === 'share' && setSharing(true));
  };

  return (
    <Screen className="detail-page">
      <View className="detail-status">
        {diary.status && <Text className="detail-mood">{`${diary.status.emoji ?? ''} ${diary.status.name || t('list.unknownStatus')}`}</Text>}
        <Text className="detail-time">{diary.timeOfDay}</Text>
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
          {gallery.length > 0 && (
            <Swiper className="gallery" indicatorDots={gallery.length > 1}>
              {gallery.map((file) => (
                <SwiperItem key={file.id}>
                  {file.fileType === 'video' ? (
                    <Video className="gallery-video" src={media.video(file)} poster={media.file(file, 'swiper')} />
                  ) : (
                    <Picture
                      className="gallery-image"
                      src={media.file(file, 'swiper')}
                      mode="aspectFit"
                      onClick={() => previewFiles(media, gallery, gallery.indexOf(file))}
                    />
                  )}
                </SwiperItem>
              ))}
            </Swiper>
          )}
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
        <Text className="button detail-more" onClick={() => setOptions(true)}>
          {t('detail.more')}
        </Text>
      </View>
      <ActionSheet
        visible={options}
        title={t('diaryOptions.title')}
        options={sheetOptions}
        optionKey={{ name: 'name' }}
        cancelText={t('common.cancel')}
        onSelect={(item) => choose(item.key as DiaryOption)}
        onCancel={() => setOptions(false)}
      />
      {sharing && <ShareSheet kind="diary" id={diary.id} onClose={() => setSharing(false)} />}
    </Screen>
  );
}
