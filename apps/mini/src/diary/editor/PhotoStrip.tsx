import { Image, Progress, Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { canAddPhotos, MAX_PHOTOS_PER_DIARY, visiblePhotos, type EditPhoto } from '@diary/core';
import { coverChosen, deleteDraftPhoto, moveDraftPhoto, pickMedia } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { useMedia } from '../../ui/media';

type PhotoOption = 'preview' | 'cover' | 'left' | 'right' | 'delete';
const OPTIONS: PhotoOption[] = ['preview', 'cover', 'left', 'right', 'delete'];
const OPTION_KEYS = { preview: 'editor.photoOptions.preview', cover: 'editor.photoOptions.setCover', left: 'editor.photoOptions.shiftLeft', right: 'editor.photoOptions.shiftRight', delete: 'editor.photoOptions.delete' } as const;

/**
 * The photo strip (seed 1 §2 "Diary editor", §4): cover marker, video duration, upload progress, the
 * photo options (WeChat's action sheet: preview, set as cover, shift left, shift right, delete), and
 * the add buttons, replaced by "Up to 15 photos can be uploaded" once the strip is full.
 */
export function PhotoStrip() {
  const t = useT();
  const dispatch = useAppDispatch();
  const media = useMedia();
  const draft = useAppSelector((s) => s.editor.draft)!;
  const progress = useAppSelector((s) => s.editor.uploadProgress);
  const saving = useAppSelector((s) => s.editor.saving);
  const photos = visiblePhotos(draft.photos);
  const cover = draft.coverFilename ?? photos[0]?.filename;
  const source = (photo: EditPhoto, size: 'small' | 'swiper') => photo.coverBase64 ?? photo.blobUrl ?? media.file({ filename: photo.filename, kind: photo.kind }, size);

  const openOptions = async (photo: EditPhoto) => {
    let tapIndex: number;
    try {
      ({ tapIndex } = await Taro.showActionSheet({ itemList: OPTIONS.map((o) => t(OPTION_KEYS[o])) }));
    } catch {
      return; // cancelled
    }
    const option = OPTIONS[tapIndex];
    if (option === 'preview') {
      const images = photos.filter((p) => p.fileType !== 'video');
      void Taro.previewImage({ urls: images.map((p) => source(p, 'swiper')), current: source(photo, 'swiper') });
    }
    if (option === 'cover') dispatch(coverChosen(photo.filename));
    if (option === 'left' || option === 'right') dispatch(moveDraftPhoto(photo.id, option));
    if (option === 'delete') void dispatch(deleteDraftPhoto(photo.id));
  };

  return (
    <View className="photo-strip">
      {photos.map((photo) => (
        <View key={photo.id} className="strip-photo" data-photo-id={photo.id} onClick={() => void openOptions(photo)}>
          <Image className="strip-image" src={source(photo, 'small')} mode="aspectFill" />
          {photo.filename === cover && <Text className="cover-marker">{t('editor.cover')}</Text>}
          {photo.fileType === 'video' && <Text className="video-duration">{`▶ ${photo.displayDuration ?? ''}`}</Text>}
          {saving && !photo.uploadedStatus && <Progress className="upload-progress" percent={Math.round((progress[photo.id] ?? 0) * 100)} strokeWidth={3} />}
        </View>
      ))}
      {canAddPhotos(draft.photos) ? (
        <View className="add-buttons">
          <Text className="add-photo" onClick={() => void dispatch(pickMedia('image'))}>
            {`＋ ${t('editor.addPhoto')}`}
          </Text>
          <Text className="add-video" onClick={() => void dispatch(pickMedia('video'))}>
            {`＋ ${t('editor.addVideo')}`}
          </Text>
        </View>
      ) : (
        <Text className="strip-full">{t('editor.photosMax', { max: MAX_PHOTOS_PER_DIARY })}</Text>
      )}
    </View>
  );
}
