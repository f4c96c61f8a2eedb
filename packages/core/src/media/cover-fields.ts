import { aveRgbSchema, mediaKeySchema } from '../wire/records';
import { lazySchema } from '../wire/lazy-schema';
import { cropSchema, type Crop } from './crop';

/** The cover a list item (archive, place, story, status, weather) can have, with its crop and average colour. */
export const coverFields = {
  cover: lazySchema(() => mediaKeySchema.nullable().optional()),
  crop: lazySchema(() => cropSchema.nullable().optional()),
  imageAveRGB: lazySchema(() => aveRgbSchema.nullable().optional()),
};

/**
 * Kept by the server on a month, a place and a story (never written by a client: their fields schemas are strict):
 * the cover of the newest diary in it that has a photo, and its average colour.
 */
export const diaryCoverFields = {
  diaryCover: lazySchema(() => mediaKeySchema.nullable().optional()),
  diaryImageAveRGB: lazySchema(() => aveRgbSchema.nullable().optional()),
};

export type CoveredRecord = {
  cover?: string | null;
  crop?: Crop | null;
  imageAveRGB?: unknown;
  diaryCover?: string | null;
  diaryImageAveRGB?: unknown;
};

/**
 * The picture a month, a place or a story shows (its card, its list's header, its poster): its own cover, else its
 * newest diary's photo — a card shows a photo, not a mark — with the average colour shown while it loads.
 */
export function coverShown(record: CoveredRecord | undefined): { key: string; crop: Crop | null | undefined; aveRgb: unknown } | null {
  if (record?.cover) return { key: record.cover, crop: record.crop, aveRgb: record.imageAveRGB };
  // The diary's own crop was cut for a diary's box, not the list's: the list shows its centre.
  if (record?.diaryCover) return { key: record.diaryCover, crop: null, aveRgb: record.diaryImageAveRGB };
  return null;
}
