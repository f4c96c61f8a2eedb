import { z } from 'zod';
import { SUMMARY_MAX_LENGTH } from '../archive/archive';
import { NAME_MAX_LENGTH } from '../layout/text-input';
import { cropSchema } from '../media/crop';
import { sharedFieldsSchema } from '../wire/shared-fields';
import { wireDateSchema } from '../wire/date';
import { countedRecordSchema, countField } from '../wire/record-parts';
import { mediaKeySchema } from '../wire/records';
import { lazySchema } from '../wire/lazy-schema';

/** A friend or a pet that diaries mention with @. */
export const peopleFieldsSchema = lazySchema(() =>
  z.strictObject({
    name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
    avatar: mediaKeySchema.nullable().optional(),
    crop: cropSchema.nullable().optional(),
    summary: z.string().max(SUMMARY_MAX_LENGTH).optional(),
    favorite: z.boolean().optional(),
    favoriteAt: wireDateSchema.nullable().optional(),
    ...countField,
    ...sharedFieldsSchema,
  }),
);

export const peopleRecordSchema = lazySchema(() => countedRecordSchema(peopleFieldsSchema));
export type PeopleRecord = z.infer<typeof peopleRecordSchema>;
