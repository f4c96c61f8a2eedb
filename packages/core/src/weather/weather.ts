import { z } from 'zod';
import { cropSchema } from '../media/crop';
import { sharedFieldsSchema } from '../share/shared-fields';
import { pointerSchema } from '../wire/pointer';
import { aveRgbSchema, mediaKeySchema, recordBaseSchema } from '../wire/records';
import { WEATHER_CODES } from './kinds';

export const weatherCodeSchema = z.number().int().min(0).max(WEATHER_CODES.length - 1);

/** The user's record for one weather kind: how many diaries had it, and its cover. */
export const weatherFieldsSchema = z.strictObject({
  code: weatherCodeSchema,
  cover: mediaKeySchema.nullable().optional(),
  crop: cropSchema.nullable().optional(),
  imageAveRGB: aveRgbSchema.nullable().optional(),
  count: z.number().int().nonnegative().optional(),
  ...sharedFieldsSchema,
});

export const weatherRecordSchema = recordBaseSchema.extend({
  ...weatherFieldsSchema.shape,
  count: z.number().int().nonnegative().default(0),
  user: pointerSchema('user').optional(),
});
export type WeatherRecord = z.infer<typeof weatherRecordSchema>;
