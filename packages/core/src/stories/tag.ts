import { z } from 'zod';
import { SUMMARY_MAX_LENGTH } from '../archive/archive';
import { NAME_MAX_LENGTH } from '../layout/text-input';
import { cropSchema } from '../media/crop';
import { sharedFieldsSchema } from '../share/shared-fields';
import { wireDateSchema } from '../wire/date';
import { pointerSchema } from '../wire/pointer';
import { aveRgbSchema, mediaKeySchema, recordBaseSchema } from '../wire/records';
import { topicRecordSchema } from './topic';

/** A story: a tag that diaries carry with #, grouped into topics. */
export const tagFieldsSchema = z.strictObject({
  name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
  cover: mediaKeySchema.nullable().optional(),
  crop: cropSchema.nullable().optional(),
  imageAveRGB: aveRgbSchema.nullable().optional(),
  summary: z.string().max(SUMMARY_MAX_LENGTH).optional(),
  topic: pointerSchema('topic').nullable().optional(),
  favorite: z.boolean().optional(),
  favoriteAt: wireDateSchema.nullable().optional(),
  count: z.number().int().nonnegative().optional(),
  ...sharedFieldsSchema,
});

export const tagRecordSchema = recordBaseSchema.extend({
  ...tagFieldsSchema.shape,
  topic: z.union([pointerSchema('topic'), topicRecordSchema]).nullable().optional(),
  count: z.number().int().nonnegative().default(0),
  user: pointerSchema('user').optional(),
});
export type TagRecord = z.infer<typeof tagRecordSchema>;
