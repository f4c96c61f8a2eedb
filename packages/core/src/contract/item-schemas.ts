import type { z } from 'zod';
import { userFieldsSchema, userRecordSchema } from '../account/user';
import { archiveFieldsSchema, archiveRecordSchema } from '../archive/archive';
import { diaryFieldsSchema, diaryRecordSchema } from '../diary/diary';
import { fileFieldsSchema, fileRecordSchema } from '../media/file';
import { peopleFieldsSchema, peopleRecordSchema } from '../people/people';
import { locationFieldsSchema, locationRecordSchema } from '../places/location';
import { orderFieldsSchema, orderRecordSchema } from '../pro/order';
import { groupFieldsSchema, groupRecordSchema } from '../status/group';
import { statusFieldsSchema, statusRecordSchema } from '../status/status';
import { tagFieldsSchema, tagRecordSchema } from '../stories/tag';
import { topicFieldsSchema, topicRecordSchema } from '../stories/topic';
import { weatherFieldsSchema, weatherRecordSchema } from '../weather/weather';
import type { ClassName } from '../wire/class-names';

/** Each class's record as the server answers it. */
export const RECORD_SCHEMAS = {
  archive: archiveRecordSchema,
  diary: diaryRecordSchema,
  weather: weatherRecordSchema,
  file: fileRecordSchema,
  location: locationRecordSchema,
  people: peopleRecordSchema,
  tag: tagRecordSchema,
  topic: topicRecordSchema,
  status: statusRecordSchema,
  group: groupRecordSchema,
  order: orderRecordSchema,
  user: userRecordSchema,
} as const satisfies Record<ClassName, z.ZodObject>;

/** Each class's writable fields: every field optional for update; add requires what the schema requires. */
export const FIELD_SCHEMAS = {
  archive: archiveFieldsSchema,
  diary: diaryFieldsSchema,
  weather: weatherFieldsSchema,
  file: fileFieldsSchema,
  location: locationFieldsSchema,
  people: peopleFieldsSchema,
  tag: tagFieldsSchema,
  topic: topicFieldsSchema,
  status: statusFieldsSchema,
  group: groupFieldsSchema,
  order: orderFieldsSchema,
  user: userFieldsSchema,
} as const satisfies Record<ClassName, z.ZodObject>;

export type RecordOf<C extends ClassName> = z.infer<(typeof RECORD_SCHEMAS)[C]>;
export type FieldsOf<C extends ClassName> = z.infer<(typeof FIELD_SCHEMAS)[C]>;

/** Fields a list may ask for with `keys`: the record's own fields. */
export function readableFields(className: ClassName): string[] {
  return Object.keys(RECORD_SCHEMAS[className].shape);
}

/**
 * Fields every answered record has, whatever `keys` asks for (objectId, a diary's datetime, an
 * archive's year and month…): an answer cut to `keys` still matches the contract.
 */
export function requiredFields(className: ClassName): string[] {
  return Object.entries(RECORD_SCHEMAS[className].shape)
    .filter(([, schema]) => !(schema as z.ZodType).safeParse(undefined).success)
    .map(([field]) => field);
}

/** The duplicate-name check of each class (seed 2 §5): the fields that must be unique per user. */
export const UNIQUE_FIELDS = {
  archive: ['year', 'month'],
  weather: ['code'],
  location: ['name'],
  people: ['name'],
  tag: ['name'],
  topic: ['name'],
  status: ['name'],
  group: ['name'],
} as const satisfies Partial<Record<ClassName, readonly string[]>>;
export type CheckableClassName = keyof typeof UNIQUE_FIELDS;
