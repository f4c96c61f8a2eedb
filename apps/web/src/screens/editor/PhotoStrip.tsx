import { MAX_PHOTOS_PER_DIARY, type EditPhoto } from '@diary/core';
import { choosePhotoOption, pickMedia, PHOTO_OPTIONS, photoOptionLabel, selectPhotoStrip, type PhotoOption, type PhotoPreview } from '@diary/store';
import { useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { useMedia } from '../../ui/media';
import { Progress } from '../../ui/nut-editor';
import { OptionsSheet } from '../../ui/OptionsSheet';
import { MediaPreview } from '../../ui/MediaPreview';

/**
 * What a strip photo shows: the picked file's preview, a video's poster frame, or the stored file;
 * nothing for a picked photo the browser could not draw (a tile stands in, never a broken image).
 */
function usePhotoSource() {
  const media = useMedia();
  return (photo: EditPhoto) =>
    photo.coverBase64 || photo.blobUrl || (photo.uploadedStatus ? media.file({ filename: photo.filename, kind: photo.kind }, 'small') : undefined);
}

/**
 * The photo strip (seed 1 §2 "Diary editor", §4): cover marker, video duration, upload progress, the
 * photo options sheet (preview, set as cover, shift left, shift right, delete), and the add buttons,
 * replaced by "Up to 15 photos can be uploaded" once the strip is full.
 */
export function PhotoStrip() {
  const t = useT();
  const dispatch = useAppDispatch();
  const source = usePhotoSource();
  const media = useMedia();
  const strip = useAppSelector(selectPhotoStrip);
  const [chosen, setChosen] = useState<EditPhoto | null>(null);
  const [preview, setPreview] = useState<PhotoPreview | null>(null);
  // The strip photo the options sheet was opened from: the preview grows from it and gives it the focus back.
  const opener = useRef<HTMLElement | null>(null);

  const options = PHOTO_OPTIONS.map((key) => ({ name: t(photoOptionLabel(key)), key, danger: key === 'delete' }));

  const choose = async (key: PhotoOption) => {
    const photo = chosen;
    setChosen(null);
    if (photo) setPreview(await dispatch(choosePhotoOption(photo.id, key)));
  };

  return (
    <section className="photo-strip" aria-label={t('editor.photoOptions.preview')}>
      <ul>
        {strip.photos.map(({ photo, cover, uploadPercent }) => (
          <li key={photo.id}>
            <button
              type="button"
              className="strip-photo"
              data-photo-id={photo.id}
              onClick={(e) => {
                opener.current = e.currentTarget;
                setChosen(photo);
              }}
            >
              {source(photo) ? (
                <img src={source(photo)} alt={photo.name} />
              ) : (
                <span className="strip-photo-unshown" role="img" aria-label={photo.name}>
                  {photo.name.split('.').pop()?.toUpperCase()}
                </span>
              )}
              {cover && <span className="cover-marker">{t('editor.cover')}</span>}
              {photo.fileType === 'video' && <span className="video-duration">▶ {photo.displayDuration}</span>}
              {uploadPercent !== null && <Progress percent={uploadPercent} showText={false} className="upload-progress" />}
            </button>
          </li>
        ))}
        {strip.canAdd ? (
          <li className="add-buttons">
            <button type="button" className="add-photo" onClick={() => void dispatch(pickMedia('image'))}>
              ＋ {t('editor.addPhoto')}
            </button>
            <button type="button" className="add-video" onClick={() => void dispatch(pickMedia('video'))}>
              ＋ {t('editor.addVideo')}
            </button>
          </li>
        ) : (
          <li className="strip-full" role="note">
            {t('editor.photosMax', { max: MAX_PHOTOS_PER_DIARY })}
          </li>
        )}
      </ul>
      <OptionsSheet
        visible={chosen !== null}
        title={chosen?.name ?? ''}
        options={options}
        onChoose={(key) => void choose(key)}
        onClose={() => setChosen(null)}
      />
      <MediaPreview
        items={(preview?.photos ?? []).map((p) => ({
          kind: 'photo',
          src: p.blobUrl ?? media.file({ filename: p.filename, kind: p.kind }, 'swiper'),
          alt: p.name,
        }))}
        opening={preview && { index: preview.index, from: opener.current }}
        onClose={() => setPreview(null)}
      />
    </section>
  );
}
