import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { pointerSchema } from './pointer';
import { recordBaseSchema } from './records';

/** How many diaries reference the item; kept by the server. */
export const countField = { count: lazySchema(() => z.number().int().nonnegative().optional()) };

/** A stored record of a class: its writable fields plus id, times and owner. */
export function ownedRecordSchema<S extends z.ZodRawShape>(fields: z.ZodObject<S>) {
  return recordBaseSchema.extend({ ...fields.shape, user: pointerSchema('user').optional() });
}

/** A record whose count diaries reference: the count is always present (0 when new). */
export function countedRecordSchema<S extends z.ZodRawShape>(fields: z.ZodObject<S>) {
  return ownedRecordSchema(fields).extend({ count: z.number().int().nonnegative().default(0) });
}
