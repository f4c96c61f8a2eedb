import { z } from 'zod';
import { SUMMARY_MAX_LENGTH } from '../archive/archive';
import { sharedFieldsSchema } from '../wire/shared-fields';
import { coverFields, diaryCoverFields } from '../media/cover-fields';
import { countedRecordSchema, countField } from '../wire/record-parts';
import { geoPointSchema } from '../wire/records';
import { ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH } from '../layout/text-input';
import { lazySchema } from '../wire/lazy-schema';

/** A place the user has been; diaries point to up to three of them. */
export const locationFieldsSchema = lazySchema(() =>
  z.strictObject({
    name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
    address: z.string().max(ADDRESS_MAX_LENGTH).optional(),
    coordinates: geoPointSchema.nullable().optional(),
    ...coverFields,
    summary: z.string().max(SUMMARY_MAX_LENGTH).optional(),
    favorite: z.boolean().optional(),
    ...countField,
    ...sharedFieldsSchema,
  }),
);

export const locationRecordSchema = lazySchema(() => countedRecordSchema(locationFieldsSchema).extend(diaryCoverFields));
export type LocationRecord = z.infer<typeof locationRecordSchema>;
