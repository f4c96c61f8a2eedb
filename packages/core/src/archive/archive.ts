import { z } from 'zod';
import { sharedFieldsSchema } from '../wire/shared-fields';
import { coverFields, diaryCoverFields } from '../media/cover-fields';
import { countedRecordSchema, countField } from '../wire/record-parts';
import { lazySchema } from '../wire/lazy-schema';

export const SUMMARY_MAX_LENGTH = 200;

/** One archive per year and month; its count is the number of diaries written in that month. */
export const archiveFieldsSchema = lazySchema(() =>
  z.strictObject({
    year: z.number().int().min(1900).max(2200),
    month: z.number().int().min(1).max(12),
    name: z.string().max(32).optional(),
    ...coverFields,
    summary: z.string().max(SUMMARY_MAX_LENGTH).optional(),
    ...countField,
    ...sharedFieldsSchema,
  }),
);

export const archiveRecordSchema = lazySchema(() => countedRecordSchema(archiveFieldsSchema).extend(diaryCoverFields));
export type ArchiveRecord = z.infer<typeof archiveRecordSchema>;
