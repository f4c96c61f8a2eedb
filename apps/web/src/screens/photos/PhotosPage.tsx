import { coverTargetOfRoute, chooseCoverPhoto, loadCoverPhotos, loadMoreCoverPhotos, selectCoverPhotos, type CoverTarget } from '@diary/store';
import { useCallback, useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { useMedia } from '../../ui/media';
import { PageBar } from '../../ui/PageBar';
import { NotFound } from '../NotFound';
import { PhotoGrid, PhotoSkeleton } from './PhotoGrid';
import PhotosOverview from './PhotosOverview';
import './photos.css';

/**
 * The photos routes (seed 2 §2.1): /photos/all/view is the overview of every photo and video;
 * /photos/{listType}/{listId}/crop picks a cover from that list's diaries, /photos/avatar/crop the
 * avatar from every diary, and a tap goes on to the crop screen; the next diaries load at the end.
 */
export default function PhotosPage() {
  const { listType, listId, listAction } = useParams();
  const target = useMemo(() => (listAction === 'crop' ? coverTargetOfRoute(listType, listId) : undefined), [listType, listId, listAction]);
  if (listType === 'all' && listAction === 'view' && listId === undefined) return <PhotosOverview />;
  if (!target) return <NotFound />;
  return <CoverPhotos target={target} />;
}

function CoverPhotos({ target }: { target: CoverTarget }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const media = useMedia();
  const { photos, loading, more } = useAppSelector((s) => selectCoverPhotos(s, target));
  useEffect(() => void dispatch(loadCoverPhotos(target)), [dispatch, target]);
  const onEnd = useCallback(() => {
    if (more && !loading) void dispatch(loadMoreCoverPhotos(target));
  }, [more, loading, dispatch, target]);

  const title = t(target.for === 'avatar' ? 'covers.pickAvatar' : 'covers.pickCover');
  return (
    <div className="photos-page">
      <PageBar title={title} />
      {photos.length === 0 && loading && <PhotoSkeleton />}
      {photos.length === 0 && !loading && <p className="empty">{t('covers.noPhotos')}</p>}
      <PhotoGrid
        files={photos}
        label={title}
        onEnd={onEnd}
        tile={(file, index) => (
          <button
            key={file.objectId}
            type="button"
            className="photo-choice"
            aria-label={t('covers.photoNumber', { index: index + 1 })}
            onClick={() => dispatch(chooseCoverPhoto(target, file))}
          >
            <img src={media.file(file, 'cover')} alt="" loading="lazy" />
          </button>
        )}
      />
    </div>
  );
}
