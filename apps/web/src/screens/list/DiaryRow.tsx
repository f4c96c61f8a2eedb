import { aveRgbColour, diaryCoverFile, diaryRowText, diaryRowTitle, type Diary } from '@diary/core';
import { memo } from 'react';
import { useDark } from '../../app/Appearance';
import { useT } from '../../i18n';
import { useMedia } from '../../ui/media';
import { FavoriteMark } from '../../ui/FavoriteMark';

/**
 * One diary in a list (seed 1 §2 "List screen"): day and weekday (on the day's first row), the cover
 * or a video thumbnail with a play icon, the status, the time, the title in bold and two lines of content or a fallback.
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
  const coverFile = diaryCoverFile(diary);
  const theme = useDark() ? 'dark' : 'light';
  return (
    <button type="button" className={`diary-row${firstOfDay ? ' first-of-day' : ''}`} data-diary-id={diary.id} onClick={() => onOpen(diary.id)}>
      <span className="row-day" aria-hidden={!firstOfDay}>
        {firstOfDay && (
          <>
            <strong>{diary.dayOfMonth}</strong>
            <small>{diary.dayOfWeek}</small>
          </>
        )}
      </span>
      <span className="row-body">
        <span className="row-meta">
          {diary.status && (
            <span className="row-status">
              {diary.status.emoji} {diary.status.name}
            </span>
          )}
          <span className="row-time">{diary.timeOfDay}</span>
          {diary.favorite && <FavoriteMark label={t('editor.favorite')} />}
          {waiting && <span className="row-waiting">{t('list.waiting')}</span>}
        </span>
        {title && (
          <span className="row-title" dir="auto">
            {title}
          </span>
        )}
        <span className="row-text" dir="auto">
          {text.kind === 'content' ? text.text : t(text.key, text.kind === 'photos' ? { count: text.count } : undefined)}
        </span>
      </span>
      {coverFile && !diary.privateStatus && (
        <span className="row-cover">
          {/* The photo's average colour stands in while it loads. */}
          <img src={media.file(coverFile, 'list')} alt="" loading="lazy" style={{ backgroundColor: aveRgbColour(coverFile.imageAveRGB, theme) }} />
          {coverFile.fileType === 'video' && (
            <span className="play-icon" aria-label="video">
              ▶
            </span>
          )}
        </span>
      )}
    </button>
  );
});
