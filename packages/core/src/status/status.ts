import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../layout/text-input';
import { sharedFieldsSchema } from '../wire/shared-fields';
import { wireDateSchema } from '../wire/date';
import { pointerSchema } from '../wire/pointer';
import { coverFields } from '../media/cover-fields';
import { countedRecordSchema, countField } from '../wire/record-parts';
import { groupRecordSchema } from './group';
import { lazySchema } from '../wire/lazy-schema';

/** A single emoji (with its modifiers and joiners), at most a few code points. */
export const emojiSchema = lazySchema(() => z.string().min(1).max(16));

/** A mood a diary can carry, shown with its emoji. */
export const statusFieldsSchema = lazySchema(() =>
  z.strictObject({
    name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
    emoji: emojiSchema.optional(),
    unicode: z.string().max(64).optional(),
    position: z.number().int().min(0).max(100_000).optional(),
    ...coverFields,
    group: pointerSchema('group').nullable().optional(),
    favorite: z.boolean().optional(),
    favoriteAt: wireDateSchema.nullable().optional(),
    ...countField,
    ...sharedFieldsSchema,
  }),
);

export const statusRecordSchema = lazySchema(() =>
  countedRecordSchema(statusFieldsSchema).extend({
    group: z
      .union([pointerSchema('group'), groupRecordSchema])
      .nullable()
      .optional(),
  }),
);
export type StatusRecord = z.infer<typeof statusRecordSchema>;
