import { z } from 'zod';
import { cropSchema } from '../media/crop';
import { sharedFieldsSchema } from '../share/shared-fields';
import { aveRgbSchema, mediaKeySchema, recordBaseSchema } from '../wire/records';
import { pointerSchema } from '../wire/pointer';

export const SUMMARY_MAX_LENGTH = 200;

/** One archive per year and month; its count is the number of diaries written in that month. */
export const archiveFieldsSchema = z.strictObject({
  year: z.number().int().min(1900).max(2200),
  month: z.number().int().min(1).max(12),
  name: z.string().max(32).optional(),
  cover: mediaKeySchema.nullable().optional(),
  crop: cropSchema.nullable().optional(),
  imageAveRGB: aveRgbSchema.nullable().optional(),
  summary: z.string().max(SUMMARY_MAX_LENGTH).optional(),
  count: z.number().int().nonnegative().optional(),
  ...sharedFieldsSchema,
});

export const archiveRecordSchema = recordBaseSchema.extend({
  ...archiveFieldsSchema.shape,
  count: z.number().int().nonnegative().default(0),
  user: pointerSchema('user').optional(),
});
export type ArchiveRecord = z.infer<typeof archiveRecordSchema>;
