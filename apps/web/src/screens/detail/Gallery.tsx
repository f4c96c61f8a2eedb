import { aveRgbColour, galleryForSwiper, galleryView, mediaUrls, type DiaryFile } from '@diary/core';
import { useRef, useState, type CSSProperties } from 'react';
import { useDark } from '../../app/Appearance';
import { translate, useT } from '../../i18n';
import { useMedia } from '../../ui/media';
import { Swiper, SwiperItem } from '../../ui/nut-editor';
import { MediaPreview, previewItem, type PreviewOpening } from '../../ui/MediaPreview';
import { galleryPicture, isPlayable } from './gallery-picture';

/** How far a press may move and still be a tap, not a swipe. */
const TAP_SLOP_PX = 10;

/**
 * The detail's gallery (seed 1 §2): videos first, a counter "n / total", dots five at a time; a tap on a
 * photo opens the preview there, among every photo and video in the same order.
 * A shared page passes the share's own media base (a visitor has no session's).
 * The frame takes the shape of the file on show, its average colour filling it until the picture loads;
 * the first picture loads with the page, each later one as the reader reaches the one before it and that one has
 * loaded (core's galleryView).
 */
export function Gallery({ files, mediaBase }: { files: DiaryFile[]; mediaBase?: string }) {
  const t = useT();
  const own = useMedia();
  const media = mediaBase ? mediaUrls(mediaBase) : own;
  const ordered = galleryForSwiper(files);
  const theme = useDark() ? 'dark' : 'light';
  const [index, setIndex] = useState(0);
  // The furthest slide shown so far: pictures up to the one after it are loaded, and stay loaded.
  const [reached, setReached] = useState(0);
  // The slides whose picture has come (or failed: the next is not kept waiting for it).
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set());
  const pictureCame = (i: number) => setLoaded((was) => (was.has(i) ? was : new Set(was).add(i)));
  const [preview, setPreview] = useState<PreviewOpening | null>(null);
  // A mouse drag that swipes ends in a click on the photo: only a press released where it began opens the preview.
  const pressedAt = useRef(0);
  const tapped = (x: number) => Math.abs(x - pressedAt.current) < TAP_SLOP_PX;
  if (ordered.length === 0) return null;
  const view = galleryView(ordered, index, reached, loaded);
  return (
    <section className="gallery" aria-label="gallery">
      <div className="gallery-frame" style={{ '--gallery-shape': view.shape } as CSSProperties}>
        <Swiper
          defaultValue={0}
          loop={false}
          onChange={(e) => {
            const next = typeof e === 'number' ? e : Number((e as { detail?: { current?: number } }).detail?.current ?? 0);
            setIndex(next);
            setReached((was) => Math.max(was, next));
          }}
        >
          {ordered.map((file, i) => (
            <SwiperItem key={file.id} className="gallery-slide" style={{ backgroundColor: aveRgbColour(file.imageAveRGB, theme) }}>
              {!view.loads(i) ? null : isPlayable(file) ? (
                <video src={media.video(file)} poster={galleryPicture(media, file).src} controls playsInline preload="metadata">
                  {t('errors.videoNotSupported')}
                </video>
              ) : (
                <button
                  type="button"
                  className="gallery-open"
                  aria-label={t('preview.open', { index: i + 1, total: ordered.length })}
                  onPointerDown={(e) => (pressedAt.current = e.clientX)}
                  onClick={(e) => (e.detail === 0 || tapped(e.clientX)) && setPreview({ index: i, from: e.currentTarget })}
                >
                  <img
                    {...galleryPicture(media, file)}
                    alt=""
                    width={file.width}
                    height={file.height}
                    decoding="async"
                    draggable={false}
                    fetchPriority={i === 0 ? 'high' : 'low'}
                    onLoad={() => pictureCame(i)}
                    onError={() => pictureCame(i)}
                  />
                </button>
              )}
            </SwiperItem>
          ))}
        </Swiper>
      </div>
      <p className="gallery-counter">{translate(view.counter)}</p>
      {view.dots.length > 0 && (
        <div className="gallery-dots" aria-hidden="true">
          {view.dots.map((dot) => (
            <span key={ordered[dot.index]!.id} className={dot.active ? 'dot active' : 'dot'} />
          ))}
        </div>
      )}
      <MediaPreview items={ordered.map((f) => previewItem(media, f))} opening={preview} onClose={() => setPreview(null)} />
    </section>
  );
}
