import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../layout/text-input';
import { pointerSchema } from '../wire/pointer';
import { recordBaseSchema } from '../wire/records';

/** A category that groups stories on the stories page. */
export const topicFieldsSchema = z.strictObject({
  name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
  position: z.number().int().min(0).max(100_000).optional(),
});

export const topicRecordSchema = recordBaseSchema.extend({
  ...topicFieldsSchema.shape,
  user: pointerSchema('user').optional(),
});
export type TopicRecord = z.infer<typeof topicRecordSchema>;
