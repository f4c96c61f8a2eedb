import { z } from 'zod';
import { wireDateSchema } from '../wire/date';
import { pointerSchema } from '../wire/pointer';
import { aveRgbSchema, geoPointSchema, mediaKeySchema, recordBaseSchema } from '../wire/records';
import { censorResultSchema } from './censor';
import { lazySchema } from '../wire/lazy-schema';

export const MIME_KIND_SCHEMA = lazySchema(() =>
  z
    .string()
    .max(100)
    .regex(/^(image|video|audio)\/[a-z0-9.+-]+$/i, 'only image, video and audio files are supported'),
);

/** A photo, video or audio file of a diary. Videos also have a jpg poster beside the mp4. */
export const fileFieldsSchema = lazySchema(() =>
  z.strictObject({
    filename: mediaKeySchema,
    dFilename: z.string().max(200).optional(),
    name: z.string().max(255).optional(),
    kind: MIME_KIND_SCHEMA,
    duration: z
      .number()
      .nonnegative()
      .max(24 * 3600)
      .optional(),
    size: z.number().int().nonnegative().optional(),
    dimensions: z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]).optional(),
    datetime: wireDateSchema.optional(),
    coordinates: geoPointSchema.nullable().optional(),
    caption: z.string().max(200).optional(),
    diary: z.array(pointerSchema('diary')).max(100).optional(),
    imageAveRGB: aveRgbSchema.nullable().optional(),
    censorResult: censorResultSchema
      .nullable()
      .optional()
      .describe('set by the server: the image check it ran when the image was uploaded; a value sent is ignored'),
  }),
);

export const fileRecordSchema = lazySchema(() =>
  recordBaseSchema.extend({
    ...fileFieldsSchema.shape,
    user: pointerSchema('user').optional(),
  }),
);
export type FileRecord = z.infer<typeof fileRecordSchema>;
