import { message, type Message } from '../i18n/message-key';
import { GALLERY_DOTS_VISIBLE } from '../layout/ui-constants';

/**
 * The shape a photo or video is shown at, as width over height. The detail's gallery takes the shape of the
 * photo on show, so a landscape photo leaves no blank band under it; a very tall or very wide one is kept
 * within 4:5 and 2:1 and shows whole inside that frame. A file whose size is not known yet shows at 4:3.
 */
export const GALLERY_TALLEST_SHAPE = 4 / 5;
export const GALLERY_WIDEST_SHAPE = 2;
export const UNKNOWN_PHOTO_SHAPE = 4 / 3;

export function galleryShape(file: { width?: number; height?: number }): number {
  const { width, height } = file;
  if (!width || !height || width <= 0 || height <= 0) return UNKNOWN_PHOTO_SHAPE;
  return Math.min(GALLERY_WIDEST_SHAPE, Math.max(GALLERY_TALLEST_SHAPE, width / height));
}

/** What a gallery shows with the file at `index` on show, having reached `reached` (the furthest slide shown so far). */
export interface GalleryView {
  /** The frame's shape: the file on show's. */
  shape: number;
  /** "n / total". */
  counter: Message;
  /** The dots, five at a time around the one on show (none for a single file). */
  dots: { index: number; active: boolean }[];
  /**
   * Whether slide `i`'s picture loads yet: those up to the furthest reached, and the one after it once that one has
   * loaded, so the next is ready to swipe to without taking the network from the picture on show.
   */
  loads: (i: number) => boolean;
}

/** The counter "n / total" over a gallery or the preview, for the photo at `index` (from 0). */
export function photoCounter(index: number, total: number): Message {
  return message('preview.counter', { index: index + 1, total });
}

/**
 * The detail's and a share's gallery (seed 1 §2): its frame takes the shape of the file on show, a counter "n / total",
 * dots five at a time, the first picture loaded with the page and each later one as the reader nears it, once the
 * one before it has loaded (`loaded`: the slides whose picture has come or failed; a video loads only its size). On
 * a slow network the first photo then has the connection to itself: loading the second beside it made it later.
 * `files` are in the gallery's order (galleryForSwiper: videos first).
 */
export function galleryView(
  files: readonly { width?: number; height?: number; fileType?: string }[],
  index: number,
  reached: number,
  loaded: ReadonlySet<number>,
): GalleryView {
  const total = files.length;
  const furthest = Math.max(reached, index);
  const nextMayLoad = loaded.has(furthest) || files[furthest]?.fileType === 'video';
  const firstDot = Math.max(0, Math.min(index - Math.floor(GALLERY_DOTS_VISIBLE / 2), total - GALLERY_DOTS_VISIBLE));
  const shown = Math.min(total, firstDot + GALLERY_DOTS_VISIBLE);
  return {
    shape: galleryShape(files[index] ?? {}),
    counter: photoCounter(index, total),
    dots: total > 1 ? Array.from({ length: shown - firstDot }, (_, i) => ({ index: firstDot + i, active: firstDot + i === index })) : [],
    loads: (i) => i <= furthest + (nextMayLoad ? 1 : 0),
  };
}
