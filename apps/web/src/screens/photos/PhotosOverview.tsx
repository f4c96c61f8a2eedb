import { fileTypeFromKind, formatVideoDuration, mediaFileOf } from '@diary/core';
import { loadPhotosOverview, openPhotoDiary, photoDiaryId, selectPhotosOverviewScreen } from '@diary/store';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { useMedia } from '../../ui/media';
import { PageBar } from '../../ui/PageBar';
import { MediaPreview, previewItem, type PreviewOpening } from '../../ui/MediaPreview';
import { PhotoGrid, PhotoSkeleton } from './PhotoGrid';

/**
 * The photos overview (/photos/all/view): every photo and video, newest first, in a virtualized grid;
 * a photo or a video opens the preview (swipe, zoom, play, "n / total") among the files loaded.
 */
export default function PhotosOverview() {
  const t = useT();
  const dispatch = useAppDispatch();
  const media = useMedia();
  const screen = useAppSelector(selectPhotosOverviewScreen);
  const { files } = screen;
  const [preview, setPreview] = useState<PreviewOpening | null>(null);
  useEffect(() => void dispatch(loadPhotosOverview()), [dispatch]);
  const onEnd = useCallback(() => void dispatch(loadPhotosOverview(true)), [dispatch]);

  const shown = useMemo(() => files.map((file) => ({ file, video: fileTypeFromKind(file.kind) === 'video', media: mediaFileOf(file) })), [files]);
  const items = shown.map((s) => ({ ...previewItem(media, s.media), diaryId: photoDiaryId(s.file) }));
  const title = t('widgets.photos');
  return (
    <div className="photos-page">
      <PageBar title={title}>{screen.count && <span className="photos-count">{translate(screen.count)}</span>}</PageBar>
      {screen.loading && <PhotoSkeleton />}
      {screen.note && <p className="empty">{translate(screen.note)}</p>}
      <PhotoGrid
        files={files}
        label={title}
        onEnd={onEnd}
        tile={(file, index) => {
          const item = shown[index]!;
          return (
            <button
              key={file.objectId}
              type="button"
              className="photo-choice"
              aria-label={t(item.video ? 'widgets.videoTile' : 'widgets.photoTile', { index: index + 1, count: screen.total })}
              onClick={(e) => setPreview({ index, from: e.currentTarget })}
            >
              <img src={media.file(item.media, 'cover')} alt="" loading="lazy" />
              {item.video && (
                <span className="photo-video" aria-hidden="true">
                  ▶ {file.duration ? formatVideoDuration(file.duration) : ''}
                </span>
              )}
            </button>
          );
        }}
      />
      <MediaPreview items={items} opening={preview} onClose={() => setPreview(null)} onOpenDiary={(id) => void dispatch(openPhotoDiary(id))} />
    </div>
  );
}
