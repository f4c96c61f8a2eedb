import { coverTargetOfRoute, chooseCoverPhoto, loadCoverPhotos, loadMoreCoverPhotos, selectCoverPhotos, type CoverTarget } from '@diary/store';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';
import { useMedia } from '../../ui/media';
import { NotFound } from '../NotFound';
import './photos.css';

/** Tiles a row holds: three on a phone's width, more as the page widens (at least ~120 px each). */
const TILE_MIN_PX = 120;
const GAP_PX = 4;

/**
 * Photos for a cover or avatar (seed 2 §2.1): /photos/{listType}/{listId}/crop picks from that list's
 * diaries, /photos/avatar/crop from every diary. A tap goes on to the crop screen. Rows are
 * virtualized, so a list of thousands of photos scrolls smoothly; the next diaries load at the end.
 */
export default function PhotosPage() {
  const { listType, listId, listAction } = useParams();
  const target = useMemo(() => (listAction === 'crop' ? coverTargetOfRoute(listType, listId) : undefined), [listType, listId, listAction]);
  if (!target) return <NotFound />;
  return <CoverPhotos target={target} />;
}

function CoverPhotos({ target }: { target: CoverTarget }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const media = useMedia();
  const { photos, loading, more } = useAppSelector((s) => selectCoverPhotos(s, target));
  const scroller = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => void dispatch(loadCoverPhotos(target)), [dispatch, target]);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const columns = Math.max(3, Math.floor((width + GAP_PX) / (TILE_MIN_PX + GAP_PX)));
  const tile = width > 0 ? (width - GAP_PX * (columns - 1)) / columns : TILE_MIN_PX;
  const rowCount = Math.ceil(photos.length / columns);
  const virtualizer = useVirtualizer({ count: rowCount, getScrollElement: () => scroller.current, estimateSize: () => tile + GAP_PX, overscan: 4 });
  useEffect(() => virtualizer.measure(), [tile, virtualizer]);
  const lastRow = virtualizer.getVirtualItems().at(-1)?.index ?? -1;
  useEffect(() => {
    if (more && !loading && lastRow >= rowCount - 2) void dispatch(loadMoreCoverPhotos(target));
  }, [lastRow, rowCount, more, loading, dispatch, target]);

  const title = t(target.for === 'avatar' ? 'covers.pickAvatar' : 'covers.pickCover');
  return (
    <div className="photos-page">
      <header className="page-bar">
        <button type="button" className="icon-button" aria-label={t('common.back')} onClick={() => webNavigation.back()}>
          ‹
        </button>
        <h1>{title}</h1>
      </header>
      <div className="photos-scroll" ref={scroller}>
        {photos.length === 0 && loading && (
          <ul className="photos-skeleton" aria-busy="true">
            {Array.from({ length: 12 }, (_, i) => (
              <li key={i} />
            ))}
          </ul>
        )}
        {photos.length === 0 && !loading && <p className="empty">{t('covers.noPhotos')}</p>}
        <ul className="photos-rows" style={{ height: virtualizer.getTotalSize() }} aria-label={title}>
          {virtualizer.getVirtualItems().map((row) => (
            <li key={row.key} className="photos-row" style={{ transform: `translateY(${row.start}px)`, gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: GAP_PX }}>
              {photos.slice(row.index * columns, row.index * columns + columns).map((file, i) => (
                <button
                  key={file.objectId}
                  type="button"
                  className="photo-choice"
                  style={{ height: tile }}
                  aria-label={t('covers.photoNumber', { index: row.index * columns + i + 1 })}
                  onClick={() => dispatch(chooseCoverPhoto(target, file))}
                >
                  <img src={media.file(file, 'cover')} alt="" loading="lazy" />
                </button>
              ))}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
