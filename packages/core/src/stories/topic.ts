import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../layout/text-input';
import { ownedRecordSchema } from '../wire/record-parts';
import { lazySchema } from '../wire/lazy-schema';

/** A category that groups stories on the stories page. */
export const topicFieldsSchema = lazySchema(() =>
  z.strictObject({
    name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
    position: z.number().int().min(0).max(100_000).optional(),
  }),
);

export const topicRecordSchema = lazySchema(() => ownedRecordSchema(topicFieldsSchema));
export type TopicRecord = z.infer<typeof topicRecordSchema>;
