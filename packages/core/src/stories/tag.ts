import { z } from 'zod';
import { SUMMARY_MAX_LENGTH } from '../archive/archive';
import { NAME_MAX_LENGTH } from '../layout/text-input';
import { sharedFieldsSchema } from '../wire/shared-fields';
import { wireDateSchema } from '../wire/date';
import { pointerSchema } from '../wire/pointer';
import { coverFields, diaryCoverFields } from '../media/cover-fields';
import { countedRecordSchema, countField } from '../wire/record-parts';
import { topicRecordSchema } from './topic';
import { lazySchema } from '../wire/lazy-schema';

/** A story: a tag that diaries carry with #, grouped into topics. */
export const tagFieldsSchema = lazySchema(() =>
  z.strictObject({
    name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
    ...coverFields,
    summary: z.string().max(SUMMARY_MAX_LENGTH).optional(),
    topic: pointerSchema('topic').nullable().optional(),
    favorite: z.boolean().optional(),
    favoriteAt: wireDateSchema.nullable().optional(),
    ...countField,
    ...sharedFieldsSchema,
  }),
);

export const tagRecordSchema = lazySchema(() =>
  countedRecordSchema(tagFieldsSchema).extend({
    ...diaryCoverFields,
    topic: z
      .union([pointerSchema('topic'), topicRecordSchema])
      .nullable()
      .optional(),
  }),
);
export type TagRecord = z.infer<typeof tagRecordSchema>;
