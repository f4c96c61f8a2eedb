import { z } from 'zod';
import { cropSchema } from '../media/crop';
import { SUMMARY_MAX_LENGTH } from '../archive/archive';
import { sharedFieldsSchema } from '../share/shared-fields';
import { aveRgbSchema, geoPointSchema, mediaKeySchema, recordBaseSchema } from '../wire/records';
import { pointerSchema } from '../wire/pointer';
import { NAME_MAX_LENGTH } from '../layout/text-input';

/** A place the user has been; diaries point to up to three of them. */
export const locationFieldsSchema = z.strictObject({
  name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
  address: z.string().max(200).optional(),
  coordinates: geoPointSchema.nullable().optional(),
  cover: mediaKeySchema.nullable().optional(),
  crop: cropSchema.nullable().optional(),
  imageAveRGB: aveRgbSchema.nullable().optional(),
  summary: z.string().max(SUMMARY_MAX_LENGTH).optional(),
  favorite: z.boolean().optional(),
  count: z.number().int().nonnegative().optional(),
  ...sharedFieldsSchema,
});

export const locationRecordSchema = recordBaseSchema.extend({
  ...locationFieldsSchema.shape,
  count: z.number().int().nonnegative().default(0),
  user: pointerSchema('user').optional(),
});
export type LocationRecord = z.infer<typeof locationRecordSchema>;
