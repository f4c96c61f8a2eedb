import { z } from 'zod';
import { cropSchema } from '../media/crop';
import { pointerSchema } from './pointer';
import { aveRgbSchema, mediaKeySchema, recordBaseSchema } from './records';

/** The cover a list item (archive, place, story, status, weather) can have, with its crop and average colour. */
export const coverFields = {
  cover: mediaKeySchema.nullable().optional(),
  crop: cropSchema.nullable().optional(),
  imageAveRGB: aveRgbSchema.nullable().optional(),
};

/** How many diaries reference the item; kept by the server. */
export const countField = { count: z.number().int().nonnegative().optional() };

/** A stored record of a class: its writable fields plus id, times and owner. */
export function ownedRecordSchema<S extends z.ZodRawShape>(fields: z.ZodObject<S>) {
  return recordBaseSchema.extend({ ...fields.shape, user: pointerSchema('user').optional() });
}

/** A record whose count diaries reference: the count is always present (0 when new). */
export function countedRecordSchema<S extends z.ZodRawShape>(fields: z.ZodObject<S>) {
  return ownedRecordSchema(fields).extend({ count: z.number().int().nonnegative().default(0) });
}
