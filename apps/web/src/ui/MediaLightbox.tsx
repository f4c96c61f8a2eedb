import { photoCounter, PREVIEW_CLOSE_MS, PREVIEW_DRAG_CLOSE_PX } from '@diary/core';
import { useMemo, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import Lightbox, { type ControllerRef, type Slide, type SlideVideo, type ZoomRef } from 'yet-another-react-lightbox';
import Video from 'yet-another-react-lightbox/plugins/video';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { translate, useT } from '../i18n';
import type { PreviewItem, PreviewOpening } from './MediaPreview';
import './media-preview.css';

/** A browser without the video element shows the seed's message instead of a player. */
const videoSupported = typeof HTMLVideoElement !== 'undefined';

function toSlide(item: PreviewItem): Slide {
  if (item.kind === 'photo') return { src: item.src, alt: item.alt ?? '' };
  // No MIME type on the source: the browser sniffs the file as the gallery's own <video src> does
  // (a MOV declared video/quicktime would be skipped by Chromium although it plays it).
  const source = { src: item.src } as SlideVideo['sources'][number];
  return { type: 'video', poster: item.poster, sources: [source] };
}

/** Where the preview grows from and shrinks back to: the thumbnail's centre, or the screen's. */
function origin(from: HTMLElement | null): CSSProperties {
  if (!from?.isConnected) return {};
  const rect = from.getBoundingClientRect();
  return { '--preview-from-x': `${rect.left + rect.width / 2}px`, '--preview-from-y': `${rect.top + rect.height / 2}px` } as CSSProperties;
}

/**
 * yet-another-react-lightbox with its Zoom and Video plugins (the preview's library; loaded lazily by
 * MediaPreview), and the counter "n / total" in core's words, which read left to right in Arabic too
 * (the Counter plugin's own would read "total / n" there). Its own pull-down starts after 30 px and
 * closes 60 px further; the seed's 48 px is kept by closing on a release at least 48 px below the
 * press (not while zoomed in or pinching).
 */
export default function MediaLightbox({
  items,
  opening,
  onClose,
  onOpenDiary,
}: {
  items: readonly PreviewItem[];
  opening: PreviewOpening;
  onClose: () => void;
  onOpenDiary?: (diaryId: string) => void;
}) {
  const t = useT();
  const [shown, setShown] = useState(opening.index);
  const diaryId = onOpenDiary ? items[shown]?.diaryId : null;
  const openDiary = diaryId && (
    <button key="diary" type="button" className="yarl__button media-preview-diary" onClick={() => onOpenDiary?.(diaryId)}>
      {t('preview.openDiary')}
    </button>
  );
  const controller = useRef<ControllerRef>(null);
  const zoom = useRef<ZoomRef>(null);
  const closing = useRef(false);
  const press = useRef<{ id: number; x: number; y: number } | null>(null);
  const pointers = useRef(0);

  // New slides reset the lightbox to its starting index: rebuild them only when the media change.
  const key = items.map((item) => item.src).join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const slides = useMemo(() => items.map(toSlide), [key]);
  const from = useMemo(() => origin(opening.from), [opening]);

  const onPointerDown = (event: PointerEvent) => {
    pointers.current += 1;
    press.current = pointers.current === 1 && (zoom.current?.zoom ?? 1) <= 1 ? { id: event.pointerId, x: event.clientX, y: event.clientY } : null;
  };
  const onPointerEnd = (event: PointerEvent) => {
    pointers.current = Math.max(0, pointers.current - 1);
    const start = press.current;
    if (!start || start.id !== event.pointerId) return;
    press.current = null;
    const down = event.clientY - start.y;
    if (event.type === 'pointerup' && down >= PREVIEW_DRAG_CLOSE_PX && down > Math.abs(event.clientX - start.x) && !closing.current)
      controller.current?.close();
  };

  return (
    <Lightbox
      open
      close={onClose}
      index={opening.index}
      slides={slides}
      plugins={[Zoom, Video]}
      carousel={{ finite: true }}
      animation={{ fade: PREVIEW_CLOSE_MS }}
      controller={{ ref: controller, closeOnPullDown: true }}
      // Up to 3 screen pixels an image pixel: a phone photo shown whole on a desktop is still enlarged.
      zoom={{ ref: zoom, scrollToZoom: true, maxZoomPixelRatio: 3 }}
      video={{ controls: true, playsInline: true, preload: 'metadata' }}
      portal={{ container: { className: 'media-preview', style: from, onPointerDown, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd } }}
      toolbar={{ buttons: openDiary ? [openDiary, 'close'] : ['close'] }}
      on={{
        view: ({ index }) => setShown(index),
        exiting: () => {
          closing.current = true;
        },
        // The library gives the focus back to what had it; a thumbnail that a sheet stood between gets it here.
        exited: () => opening.from?.isConnected && opening.from.focus(),
      }}
      labels={{
        Lightbox: t('preview.title'),
        'Photo gallery': t('preview.title'),
        Close: t('common.close'),
        Previous: t('preview.previous'),
        Next: t('preview.next'),
        'Zoom in': t('preview.zoomIn'),
        'Zoom out': t('preview.zoomOut'),
        '{index} of {total}': t('preview.position', { index: '{index}', total: '{total}' }),
      }}
      render={{
        controls: () => (
          <p className="yarl__counter" aria-hidden>
            {translate(photoCounter(shown, items.length))}
          </p>
        ),
        slideFooter: ({ slide }) => (slide.type === 'video' && !videoSupported ? <p className="media-preview-note">{t('errors.videoNotSupported')}</p> : null),
      }}
    />
  );
}
