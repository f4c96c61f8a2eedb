import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../layout/text-input';
import { ownedRecordSchema } from '../wire/record-parts';
import { lazySchema } from '../wire/lazy-schema';

/** A group of statuses in the status picker. */
export const groupFieldsSchema = lazySchema(() =>
  z.strictObject({
    name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
    position: z.number().int().min(0).max(100_000).optional(),
  }),
);

export const groupRecordSchema = lazySchema(() => ownedRecordSchema(groupFieldsSchema));
export type GroupRecord = z.infer<typeof groupRecordSchema>;
