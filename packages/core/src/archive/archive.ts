import { z } from 'zod';
import { sharedFieldsSchema } from '../wire/shared-fields';
import { coverFields } from '../media/cover-fields';
import { countedRecordSchema, countField } from '../wire/record-parts';
import { aveRgbSchema, mediaKeySchema } from '../wire/records';

export const SUMMARY_MAX_LENGTH = 200;

/** One archive per year and month; its count is the number of diaries written in that month. */
export const archiveFieldsSchema = z.strictObject({
  year: z.number().int().min(1900).max(2200),
  month: z.number().int().min(1).max(12),
  name: z.string().max(32).optional(),
  ...coverFields,
  summary: z.string().max(SUMMARY_MAX_LENGTH).optional(),
  ...countField,
  ...sharedFieldsSchema,
});

export const archiveRecordSchema = countedRecordSchema(archiveFieldsSchema).extend({
  /** Kept by the server (never written by a client): the cover of the month's newest diary that has a photo. */
  diaryCover: mediaKeySchema.nullable().optional(),
  diaryImageAveRGB: aveRgbSchema.nullable().optional(),
});
export type ArchiveRecord = z.infer<typeof archiveRecordSchema>;

/** What a month shows in the archive view: its archive's own cover, else its newest diary's photo; with the average colour shown while it loads. */
export function archiveMonthCover(
  archive: Pick<ArchiveRecord, 'cover' | 'crop' | 'imageAveRGB' | 'diaryCover' | 'diaryImageAveRGB'> | undefined,
): { key: string; crop: ArchiveRecord['crop']; aveRgb: ArchiveRecord['imageAveRGB'] } | null {
  if (archive?.cover) return { key: archive.cover, crop: archive.crop, aveRgb: archive.imageAveRGB };
  // The diary's own crop was cut for a diary's box, not the month's: the month shows its centre.
  if (archive?.diaryCover) return { key: archive.diaryCover, crop: null, aveRgb: archive.diaryImageAveRGB };
  return null;
}
