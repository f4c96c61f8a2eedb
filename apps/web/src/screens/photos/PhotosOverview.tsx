import { fileTypeFromKind, formatVideoDuration, isFileNotPassed, type FileRecord } from '@diary/core';
import { loadPhotosOverview, selectPhotosOverview } from '@diary/store';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { useMedia } from '../../ui/media';
import { PageBar } from '../../ui/PageBar';
import { PhotoViewer } from '../../ui/PhotoViewer';
import { Sheet } from '../../ui/Sheet';
import { PhotoGrid, PhotoSkeleton } from './PhotoGrid';

/**
 * The photos overview (/photos/all/view): every photo and video, newest first, in a virtualized grid;
 * a photo opens the preview (swipe, zoom, "n / total") among the photos loaded, a video plays.
 */
export default function PhotosOverview() {
  const t = useT();
  const dispatch = useAppDispatch();
  const media = useMedia();
  const { files, count, load } = useAppSelector(selectPhotosOverview);
  const [preview, setPreview] = useState<number | null>(null);
  const [playing, setPlaying] = useState<FileRecord | null>(null);
  useEffect(() => void dispatch(loadPhotosOverview()), [dispatch]);
  const onEnd = useCallback(() => void dispatch(loadPhotosOverview(true)), [dispatch]);

  const shown = useMemo(() => files.map((file) => ({ file, video: fileTypeFromKind(file.kind) === 'video', media: { filename: file.filename, kind: file.kind, notPassed: isFileNotPassed(file.censorResult) } })), [files]);
  const photos = shown.filter((s) => !s.video);
  const title = t('widgets.photos');
  return (
    <div className="photos-page">
      <PageBar title={title}>{load === 'loaded' && <span className="photos-count">{t('widgets.photoCount', { count })}</span>}</PageBar>
      {files.length === 0 && load !== 'loaded' && load !== 'failed' && <PhotoSkeleton />}
      {files.length === 0 && load === 'loaded' && <p className="empty">{t('widgets.photosEmpty')}</p>}
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
              aria-label={t(item.video ? 'widgets.videoTile' : 'widgets.photoTile', { index: index + 1, count })}
              onClick={() => (item.video ? setPlaying(file) : setPreview(photos.indexOf(item)))}
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
      <PhotoViewer sources={photos.map((p) => media.file(p.media, 'swiper'))} index={preview} onClose={() => setPreview(null)} />
      <Sheet title={t('widgets.photos')} visible={playing !== null} onClose={() => setPlaying(null)}>
        {playing && (
          <video className="photo-player" src={media.video({ filename: playing.filename, kind: playing.kind })} controls autoPlay playsInline>
            {t('errors.videoNotSupported')}
          </video>
        )}
      </Sheet>
    </div>
  );
}
