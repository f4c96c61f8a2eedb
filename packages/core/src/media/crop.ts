import { z } from 'zod';
import { mediaKeySchema } from '../wire/records';
import { lazySchema } from '../wire/lazy-schema';

const size = lazySchema(() => z.tuple([z.number().nonnegative().max(100_000), z.number().nonnegative().max(100_000)]));

/** How a cover or avatar was cropped from its image (the crop tool's own numbers). */
export const cropSchema = lazySchema(() =>
  z.strictObject({
    filename: mediaKeySchema,
    dimensions: size,
    cropitDimensions: size,
    cropitZoom: z.number().positive().max(100),
    offsetX: z.number().min(-1_000_000).max(1_000_000),
    offsetY: z.number().min(-1_000_000).max(1_000_000),
  }),
);
export type Crop = z.infer<typeof cropSchema>;

/** The crop box size, in preview pixels, for each kind of cover (seed 1 §9). */
export const COVER_CROP_SIZES = {
  diary: [320, 240],
  archive: [291, 388],
  location: [256, 256],
  people: [256, 256],
  tag: [256, 256],
  status: [256, 256],
  weather: [256, 256],
  favorite: [256, 256],
  all: [256, 256],
} as const satisfies Record<string, readonly [number, number]>;
/** The favorite-diaries cover is cropped in a larger box at zoom 1. */
export const FAVORITE_COVER_CROP_BOX = [512, 512] as const;
export const FAVORITE_COVER_CROP_ZOOM = 1;
/** Covers are rendered at 1.5× and 2× of their box for sharp screens. */
export const COVER_SCALES = [1.5, 2] as const;
/** Image thumbnails scale between 1 and 1.5 of their box. */
export const THUMBNAIL_SCALE_RANGE = [1, 1.5] as const;

/** The region of the original image a crop selects, in image pixels. */
export function cropRegion(crop: Crop): { left: number; top: number; width: number; height: number } {
  const zoom = crop.cropitZoom;
  const [imageWidth, imageHeight] = crop.dimensions;
  const left = Math.max(0, Math.round(-crop.offsetX / zoom));
  const top = Math.max(0, Math.round(-crop.offsetY / zoom));
  const width = Math.min(imageWidth - left, Math.round(crop.cropitDimensions[0] / zoom));
  const height = Math.min(imageHeight - top, Math.round(crop.cropitDimensions[1] / zoom));
  return { left, top, width: Math.max(1, width), height: Math.max(1, height) };
}

/** What a crop is for: a list owner's cover (by list kind), a person's avatar, a diary's cover. */
export type CropPurpose = keyof typeof COVER_CROP_SIZES;

/** The crop box of a purpose, in preview pixels; the favorite cover is cut in its larger box. */
export function cropBox(purpose: CropPurpose): readonly [number, number] {
  return purpose === 'favorite' ? FAVORITE_COVER_CROP_BOX : COVER_CROP_SIZES[purpose];
}

/**
 * The crop object (seed: filename, dimensions, cropitDimensions, cropitZoom, offsetX, offsetY) for a
 * region chosen in a cropping tool, in pixels of the picture as shown: the box shows the region at
 * `cropitZoom` preview pixels per picture pixel, the picture shifted by the offsets. cropRegion
 * reads the region back.
 */
export function cropOfRegion(
  purpose: CropPurpose,
  filename: string,
  dimensions: readonly [number, number],
  region: { x: number; y: number; width: number; height: number },
): Crop {
  const box = cropBox(purpose);
  const zoom = purpose === 'favorite' ? FAVORITE_COVER_CROP_ZOOM * (box[0] / Math.max(1, region.width)) : box[0] / Math.max(1, region.width);
  return {
    filename,
    dimensions: [dimensions[0], dimensions[1]],
    cropitDimensions: [box[0], box[1]],
    cropitZoom: zoom,
    offsetX: -region.x * zoom,
    offsetY: -region.y * zoom,
  };
}
