import { Text, View } from '@tarojs/components';
import { diaryCoverFile, diaryRowText, diaryRowTitle, type Diary } from '@diary/core';
import { Play, Star } from 'lucide';
import { memo } from 'react';
import { useT } from '../i18n';
import { useMedia } from './media';
import { Picture } from './Picture';
import { Icon } from './Icon';

/**
 * One diary in a list (seed 1 §2 "List screen"): day and weekday (on the day's first row), the
 * status, the time, two lines of content or a fallback, and the cover or a video's poster with ▶.
 */
export const DiaryRow = memo(function DiaryRow({
  diary,
  firstOfDay,
  waiting = false,
  onOpen,
}: {
  diary: Diary;
  firstOfDay: boolean;
  /** Written or changed here, not yet synced. */
  waiting?: boolean;
  onOpen: (id: string) => void;
}) {
  const t = useT();
  const media = useMedia();
  const text = diaryRowText(diary);
  const title = diaryRowTitle(diary);
  const coverFile = diary.privateStatus ? undefined : diaryCoverFile(diary);
  return (
    <View className={`diary-row${firstOfDay ? ' first-of-day' : ''}`} data-diary-id={diary.id} onClick={() => onOpen(diary.id)}>
      <View className="row-day">
        {firstOfDay && (
          <>
            <Text className="row-day-number">{diary.dayOfMonth}</Text>
            <Text className="row-weekday">{diary.dayOfWeek}</Text>
          </>
        )}
      </View>
      <View className="row-body">
        <View className="row-meta">
          {diary.status && <Text className="row-status">{`${diary.status.emoji ?? ''} ${diary.status.name}`}</Text>}
          <Text className="row-time">{diary.timeOfDay}</Text>
          {diary.favorite && <Icon icon={Star} size={13} className="row-favorite" />}
          {waiting && <Text className="row-waiting">{t('list.waiting')}</Text>}
        </View>
        {title && <Text className="row-title">{title}</Text>}
        <Text className="row-text">{text.kind === 'content' ? text.text : t(text.key, text.kind === 'photos' ? { count: text.count } : undefined)}</Text>
      </View>
      {coverFile && (
        <View className="row-cover">
          <Picture src={media.file(coverFile, 'list')} mode="aspectFill" lazyLoad className="row-cover-image" />
          {coverFile.fileType === 'video' && (
            <View className="play-icon">
              <Icon icon={Play} size={22} />
            </View>
          )}
        </View>
      )}
    </View>
  );
});
