import { Text, View } from '@tarojs/components';
import { useReachBottom, useRouter } from '@tarojs/taro';
import { fileTypeFromKind, formatVideoDuration, mediaFileOf, type FileRecord } from '@diary/core';
import { Play } from 'lucide';
import {
  chooseCoverPhoto,
  coverTargetOfRoute,
  loadCoverPhotos,
  loadMoreCoverPhotos,
  loadPhotosOverview,
  selectCoverPhotos,
  selectPhotosOverviewScreen,
  type CoverTarget,
} from '@diary/store';
import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { translate, useT } from '../i18n';
import { useMedia } from '../ui/media';
import { usePageTitle } from '../ui/page-title';
import { Picture } from '../ui/Picture';
import { previewFiles } from '../ui/preview';
import { Screen } from '../ui/Screen';
import { Icon } from '../ui/Icon';

/**
 * The photos routes (seed 2 §2.1): /photos/all/view, every photo and video newest first, each opening
 * WeChat's preview; /photos/{listType}/{listId}/crop, a cover picked from that list's diaries, and
 * /photos/avatar/crop, the avatar from every diary, on to the crop page. More load at the page's end.
 */
export default function PhotosPage() {
  const t = useT();
  const { type, id, action } = useRouter().params;
  const target = useMemo(
    () => (action === 'crop' ? coverTargetOfRoute(type, id === undefined ? undefined : decodeURIComponent(id)) : undefined),
    [type, id, action],
  );
  if (type === 'all' && action === 'view' && id === undefined) return <Overview />;
  if (!target)
    return (
      <Screen>
        <View className="empty">{t('notFound.title')}</View>
      </Screen>
    );
  return <CoverPhotos target={target} />;
}

function Overview() {
  const t = useT();
  const dispatch = useAppDispatch();
  const media = useMedia();
  const screen = useAppSelector(selectPhotosOverviewScreen);
  const { files } = screen;
  const shown = useMemo(() => files.map(mediaFileOf), [files]);
  usePageTitle('widgets.photos');
  useEffect(() => void dispatch(loadPhotosOverview()), [dispatch]);
  useReachBottom(() => void dispatch(loadPhotosOverview(true)));
  return (
    <Screen className="photos-page">
      {screen.count && <Text className="muted photos-count">{translate(screen.count)}</Text>}
      <Grid loading={screen.loading} empty={screen.note ? translate(screen.note) : undefined}>
        {files.map((file, index) => {
          const video = fileTypeFromKind(file.kind) === 'video';
          return (
            <View
              key={file.objectId}
              className="photo-choice"
              ariaRole="button"
              ariaLabel={t(video ? 'widgets.videoTile' : 'widgets.photoTile', { index: index + 1, count: screen.total })}
              onClick={() => previewFiles(media, shown, index)}
            >
              <Picture className="photo-choice-image" src={media.file(shown[index]!, 'cover')} mode="aspectFill" lazyLoad />
              {video && (
                <View className="photo-video with-icon">
                  <Icon icon={Play} size={12} />
                  <Text>{file.duration ? formatVideoDuration(file.duration) : ''}</Text>
                </View>
              )}
            </View>
          );
        })}
      </Grid>
    </Screen>
  );
}

function CoverPhotos({ target }: { target: CoverTarget }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const media = useMedia();
  const { photos, loading, more } = useAppSelector((s) => selectCoverPhotos(s, target));
  usePageTitle(target.for === 'avatar' ? 'covers.pickAvatar' : 'covers.pickCover');
  useEffect(() => void dispatch(loadCoverPhotos(target)), [dispatch, target]);
  useReachBottom(() => {
    if (more && !loading) void dispatch(loadMoreCoverPhotos(target));
  });
  return (
    <Screen className="photos-page cover-photos-page">
      <Grid loading={photos.length === 0 && loading} empty={photos.length === 0 && !loading ? t('covers.noPhotos') : undefined}>
        {photos.map((file: FileRecord, index) => (
          <View
            key={file.objectId}
            className="photo-choice"
            ariaRole="button"
            ariaLabel={t('covers.photoNumber', { index: index + 1 })}
            onClick={() => dispatch(chooseCoverPhoto(target, file))}
          >
            <Picture className="photo-choice-image" src={media.file(file, 'cover')} mode="aspectFill" lazyLoad />
          </View>
        ))}
      </Grid>
    </Screen>
  );
}

/** Three square tiles a row; grey tiles while the first load, or what there is none of. */
function Grid({ loading, empty, children }: { loading: boolean; empty?: string; children: React.ReactNode }) {
  if (empty) return <View className="empty">{empty}</View>;
  return (
    <View className="photo-grid">{loading ? Array.from({ length: 12 }, (_, i) => <View key={i} className="photo-choice-skeleton skeleton" />) : children}</View>
  );
}
