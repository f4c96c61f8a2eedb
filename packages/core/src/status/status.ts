import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../layout/text-input';
import { cropSchema } from '../media/crop';
import { sharedFieldsSchema } from '../share/shared-fields';
import { wireDateSchema } from '../wire/date';
import { pointerSchema } from '../wire/pointer';
import { aveRgbSchema, mediaKeySchema, recordBaseSchema } from '../wire/records';
import { groupRecordSchema } from './group';

/** A single emoji (with its modifiers and joiners), at most a few code points. */
export const emojiSchema = z.string().min(1).max(16);

/** A mood a diary can carry, shown with its emoji. */
export const statusFieldsSchema = z.strictObject({
  name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
  emoji: emojiSchema.optional(),
  unicode: z.string().max(64).optional(),
  position: z.number().int().min(0).max(100_000).optional(),
  cover: mediaKeySchema.nullable().optional(),
  crop: cropSchema.nullable().optional(),
  imageAveRGB: aveRgbSchema.nullable().optional(),
  group: pointerSchema('group').nullable().optional(),
  favorite: z.boolean().optional(),
  favoriteAt: wireDateSchema.nullable().optional(),
  count: z.number().int().nonnegative().optional(),
  ...sharedFieldsSchema,
});

export const statusRecordSchema = recordBaseSchema.extend({
  ...statusFieldsSchema.shape,
  group: z.union([pointerSchema('group'), groupRecordSchema]).nullable().optional(),
  count: z.number().int().nonnegative().default(0),
  user: pointerSchema('user').optional(),
});
export type StatusRecord = z.infer<typeof statusRecordSchema>;
