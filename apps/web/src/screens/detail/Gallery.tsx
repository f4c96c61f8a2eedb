import { aveRgbColour, galleryForSwiper, galleryView, mediaUrls, textDirection, type DiaryFile } from '@diary/core';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState, type CSSProperties } from 'react';
import { useDark } from '../../app/Appearance';
import { useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { useMedia } from '../../ui/media';
import { MediaPreview, previewItem, type PreviewOpening } from '../../ui/MediaPreview';
import { galleryPicture, isPlayable } from './gallery-picture';

/**
 * The detail's gallery (seed 1 §2): videos first, a counter "n / total", dots five at a time; a tap on a
 * photo opens the preview there, among every photo and video in the same order.
 * A shared page passes the share's own media base (a visitor has no session's).
 * The frame takes the shape of the file on show, its average colour filling it until the picture loads;
 * the first picture loads with the page, each later one as the reader reaches the one before it and that one has
 * loaded (core's galleryView).
 * Embla swipes it, by finger, mouse drag or a focused slide; a drag ends in no tap on the photo (Embla stops the click).
 */
export function Gallery({ files, mediaBase }: { files: DiaryFile[]; mediaBase?: string }) {
  const t = useT();
  // The language's direction (core's rule, which the page's `dir` follows): in Arabic the next photo is to the left.
  const language = useAppSelector((s) => s.app.preferences.language);
  const [frameRef, carousel] = useEmblaCarousel({ direction: textDirection(language) });
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
  useEffect(() => {
    if (!carousel) return;
    const shown = () => {
      const next = carousel.selectedScrollSnap();
      setIndex(next);
      setReached((was) => Math.max(was, next));
    };
    // Embla starts again when its photos or its size change: the counter follows the photo it shows then.
    carousel.on('select', shown).on('reInit', shown);
    return () => void carousel.off('select', shown).off('reInit', shown);
  }, [carousel]);
  if (ordered.length === 0) return null;
  const view = galleryView(ordered, index, reached, loaded);
  return (
    <section className="gallery" aria-label="gallery">
      <div className="gallery-frame" ref={frameRef} style={{ '--gallery-shape': view.shape } as CSSProperties}>
        <div className="gallery-track">
          {ordered.map((file, i) => (
            <div key={file.id} className="gallery-slide" style={{ backgroundColor: aveRgbColour(file.imageAveRGB, theme) }}>
              {!view.loads(i) ? null : isPlayable(file) ? (
                <video src={media.video(file)} poster={galleryPicture(media, file).src} controls playsInline preload="metadata">
                  {t('errors.videoNotSupported')}
                </video>
              ) : (
                <button
                  type="button"
                  className="gallery-open"
                  aria-label={t('preview.open', { index: i + 1, total: ordered.length })}
                  onClick={(e) => setPreview({ index: i, from: e.currentTarget })}
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
            </div>
          ))}
        </div>
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
