import { z } from 'zod';
import { isoDateTimeSchema } from '../wire/date';
import { mediaKeySchema } from '../wire/records';
import { lazySchema } from '../wire/lazy-schema';

/** What the server answers for one uploaded file (seed 2 §3 "Upload result"). */
export const uploadResultSchema = lazySchema(() =>
  z.object({
    key: mediaKeySchema,
    name: z.string(),
    size: z.number().int().nonnegative(),
    /** Shown width and height: swapped for rotated images and for videos rotated 90°. */
    width: z.number().int().nonnegative(),
    height: z.number().int().nonnegative(),
    imageAveRGB: z.string().optional(),
    duration: z.number().nonnegative().optional(),
    videoRotate: z.number().optional(),
    /** When the photo was taken (EXIF), else when it was uploaded. */
    datetimeISO: isoDateTimeSchema,
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
  }),
);
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** A single failed upload in a multi-file save comes back empty and is skipped (seed 2 §8). */
export type UploadOutcome = UploadResult | null;
