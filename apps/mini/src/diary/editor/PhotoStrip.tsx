import { Progress, Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { MAX_PHOTOS_PER_DIARY, type EditPhoto } from '@diary/core';
import { choosePhotoOption, pickMedia, PHOTO_OPTIONS, photoOptionLabel, selectPhotoStrip } from '@diary/store';
import { Play } from 'lucide';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { useMedia } from '../../ui/media';
import { Picture } from '../../ui/Picture';
import { Icon } from '../../ui/Icon';

/**
 * The photo strip (seed 1 §2 "Diary editor", §4): cover marker, video duration, upload progress, the
 * photo options (WeChat's action sheet: preview, set as cover, shift left, shift right, delete), and
 * the add buttons, replaced by "Up to 15 photos can be uploaded" once the strip is full.
 */
export function PhotoStrip() {
  const t = useT();
  const dispatch = useAppDispatch();
  const media = useMedia();
  const strip = useAppSelector(selectPhotoStrip);
  const source = (photo: EditPhoto, size: 'small' | 'swiper') =>
    photo.coverBase64 ?? photo.blobUrl ?? media.file({ filename: photo.filename, kind: photo.kind }, size);

  const openOptions = async (photo: EditPhoto) => {
    let tapIndex: number;
    try {
      ({ tapIndex } = await Taro.showActionSheet({ itemList: PHOTO_OPTIONS.map((o) => t(photoOptionLabel(o))) }));
    } catch {
      return; // cancelled
    }
    const preview = await dispatch(choosePhotoOption(photo.id, PHOTO_OPTIONS[tapIndex]!));
    if (preview) {
      const urls = preview.photos.map((p) => source(p, 'swiper'));
      void Taro.previewImage({ urls, current: urls[preview.index] ?? '' });
    }
  };

  return (
    <View className="photo-strip">
      {strip.photos.map(({ photo, cover, uploadPercent }) => (
        <View key={photo.id} className="strip-photo" data-photo-id={photo.id} onClick={() => void openOptions(photo)}>
          <Picture className="strip-image" src={source(photo, 'small')} mode="aspectFill" />
          {cover && <Text className="cover-marker">{t('editor.cover')}</Text>}
          {photo.fileType === 'video' && (
            <View className="video-duration with-icon">
              <Icon icon={Play} size={10} />
              <Text>{photo.displayDuration ?? ''}</Text>
            </View>
          )}
          {uploadPercent !== null && <Progress className="upload-progress" percent={uploadPercent} strokeWidth={3} />}
        </View>
      ))}
      {strip.canAdd ? (
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
