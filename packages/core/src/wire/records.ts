import { z } from 'zod';
import { isoDateTimeSchema, wireDateSchema } from './date';
import { objectIdSchema } from './object-id';
import { lazySchema } from './lazy-schema';

/** Fields every stored record carries. */
export const recordBaseSchema = lazySchema(() =>
  z.object({
    objectId: objectIdSchema,
    createdAt: isoDateTimeSchema.optional(),
    updatedAt: isoDateTimeSchema.optional(),
  }),
);

/** Longitude/latitude in WGS-84, as stored. */
export const geoPointSchema = lazySchema(() =>
  z.strictObject({
    __type: z.literal('GeoPoint'),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
);
export type GeoPoint = z.infer<typeof geoPointSchema>;

export function geoPoint(latitude: number, longitude: number): GeoPoint {
  return { __type: 'GeoPoint', latitude, longitude };
}

/** An average colour "r,g,b" or [r,g,b] as the media pipeline reports it. */
export const aveRgbSchema = lazySchema(() =>
  z.union([
    z
      .string()
      .max(32)
      .regex(/^\d{1,3},\d{1,3},\d{1,3}$/),
    z.tuple([z.number().int().min(0).max(255), z.number().int().min(0).max(255), z.number().int().min(0).max(255)]),
  ]),
);

/** A stored media key such as `file/abc123.jpg`, or a bare file name. No path tricks. */
export const mediaKeySchema = lazySchema(() =>
  z
    .string()
    .min(1)
    .max(200)
    .regex(/^(?:[A-Za-z0-9_-]+\/)?[A-Za-z0-9_-]+\.[a-z0-9]{2,5}$/, 'a media key is [dir/]name.ext'),
);

export const nullableDateSchema = lazySchema(() => wireDateSchema.nullable());
