import { z } from 'zod';
import { sharedFieldsSchema } from '../wire/shared-fields';
import { coverFields } from '../media/cover-fields';
import { countedRecordSchema, countField } from '../wire/record-parts';
import { WEATHER_CODES } from './kinds';
import { lazySchema } from '../wire/lazy-schema';

export const weatherCodeSchema = lazySchema(() =>
  z
    .number()
    .int()
    .min(0)
    .max(WEATHER_CODES.length - 1),
);

/** The user's record for one weather kind: how many diaries had it, and its cover. */
export const weatherFieldsSchema = lazySchema(() =>
  z.strictObject({
    code: weatherCodeSchema,
    ...coverFields,
    ...countField,
    ...sharedFieldsSchema,
  }),
);

export const weatherRecordSchema = lazySchema(() => countedRecordSchema(weatherFieldsSchema));
export type WeatherRecord = z.infer<typeof weatherRecordSchema>;
