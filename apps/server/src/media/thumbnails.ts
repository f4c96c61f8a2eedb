import { AVATAR_CROP_SCALE, mediaFormatOf, parseMediaSize, type MediaSizeValue } from '@diary/core';
import sharp from 'sharp';
import { ApiFailure, fail } from '../errors/api-failure';
import { openPicture, type Picture } from './picture';
import { keptCopy, type KeptCopy, type Rendition } from './renditions';
import type { OpenObject } from './sealed-objects';
import type { ObjectStorage } from './storage';

/**
 * What a media URL asks for: the file itself, one of core's sizes, an avatar crop scaled by half, or
 * a cover's crop region fitted into one of core's thumbnail sizes.
 */
export type Variant =
  | { kind: 'original' }
  | { kind: 'size'; size: MediaSizeValue }
  | { kind: 'crop'; left: number; top: number; width: number; height: number; size?: MediaSizeValue };
export type Resized = Exclude<Variant, { kind: 'original' }>;

const CROP = /^(\d{1,5}),(\d{1,5}),(\d{1,5}),(\d{1,5})$/;

/** The variant a query asks for; anything but core's own URL shapes is refused. */
export function variantOf(query: Record<string, unknown>): Variant {
  const keys = Object.keys(query);
  if (keys.length === 0) return { kind: 'original' };
  if (keys.length === 1 && typeof query.size === 'string' && parseMediaSize(query.size)) return { kind: 'size', size: query.size as MediaSizeValue };
  const crop = typeof query.crop === 'string' ? CROP.exec(query.crop) : null;
  const region = crop?.slice(1).map(Number) as [number, number, number, number] | undefined;
  if (keys.length === 2 && region && region[2] > 0 && region[3] > 0) {
    const [left, top, width, height] = region;
    if (query.scale === String(AVATAR_CROP_SCALE)) return { kind: 'crop', left, top, width, height };
    // A cover's crop fits in a thumbnail size (never the swiper's or the detail's).
    const size = typeof query.size === 'string' ? parseMediaSize(query.size) : undefined;
    if (size?.fit === 'cover') return { kind: 'crop', left, top, width, height, size: query.size as MediaSizeValue };
  }
  return fail('invalidRequest', 'A media URL takes ?size= one of the served sizes, ?crop=left,top,width,height&scale=0.5, or a thumbnail size with ?crop=');
}

const variantName = (variant: Resized) =>
  variant.kind === 'size' ? variant.size : `crop-${variant.left}-${variant.top}-${variant.width}-${variant.height}${variant.size ? `-${variant.size}` : ''}`;

/** Makes the resized image of the picture as shown. Nothing of the original's metadata (EXIF, GPS) is carried over. */
async function render(picture: Picture, variant: Resized): Promise<Rendition> {
  const image = picture.pixels();
  if (variant.kind === 'size') {
    const { width, height = width, fit } = parseMediaSize(variant.size)!;
    if (fit === 'cover') {
      // A thumbnail is a centre crop of its shape. A picture too small for it is cropped to the
      // shape at the largest size it has, never blown up.
      const enlarge = Math.max(width / picture.width, height / picture.height, 1);
      image.resize({ width: Math.round(width / enlarge), height: Math.round(height / enlarge), fit: 'cover' });
    } else if (fit === 'inside') {
      // The swiper's box: the whole photo inside it, its shape kept.
      image.resize({ width, height, fit: 'inside', withoutEnlargement: true });
    } else {
      // "960w" fits the width.
      image.resize({ width, withoutEnlargement: true });
    }
  } else {
    const { left, top, width, height } = variant;
    if (left + width > picture.width || top + height > picture.height) fail('invalidRequest', 'The crop lies outside the picture');
    image.extract({ left, top, width, height });
    if (variant.size) {
      // The region keeps its own shape (its crop box's), inside the thumbnail's box, never blown up.
      const box = parseMediaSize(variant.size)!;
      image.resize({ width: box.width, height: box.height ?? box.width, fit: 'inside', withoutEnlargement: true });
    } else {
      image.resize({ width: Math.max(1, Math.round(width * AVATAR_CROP_SCALE)) });
    }
  }
  // Photos become JPEG; pictures with transparency keep it as PNG. mozjpeg's encoder makes the same picture
  // 13–18 % smaller than libjpeg's at one quality (docs/benchmarks.md), and progressive (a coarse whole photo first); each size is made once.
  if (picture.hasAlpha) return { data: await image.png().toBuffer(), extension: 'png' };
  return { data: await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer(), extension: 'jpg' };
}

/**
 * A resized image, made on first request and kept (sealed) beside the key's other copies. The
 * object's `kind` is its stored type (HEIC decodes differently).
 */
export function thumbnail(storage: ObjectStorage, cacheDir: string, object: OpenObject, variant: Resized): Promise<KeptCopy> {
  if (mediaFormatOf(object.kind)?.fileType !== 'image') return fail('unsupportedFileType', 'Only images have sizes');
  return keptCopy(storage, cacheDir, object, variantName(variant), async (original) => {
    try {
      return await render(await openPicture(original, object.kind), variant);
    } catch (error) {
      if (error instanceof ApiFailure) throw error;
      return fail('invalidRequest', 'The image is damaged or incomplete');
    }
  });
}

let placeholder: Promise<Buffer> | undefined;

/** The picture shown instead of a file that failed the content check: a plain grey square (a few hundred bytes, kept in memory). */
export function censoredPlaceholder(): Promise<Buffer> {
  placeholder ??= sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 200, g: 200, b: 200 } } })
    .png()
    .toBuffer();
  return placeholder;
}
