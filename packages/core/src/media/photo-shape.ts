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
