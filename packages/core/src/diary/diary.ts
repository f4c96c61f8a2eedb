import { z } from 'zod';
import { diaryCensorResultSchema } from '../media/censor';
import { cropSchema } from '../media/crop';
import { fileRecordSchema } from '../media/file';
import { locationRecordSchema } from '../places/location';
import { peopleRecordSchema } from '../people/people';
import { sharedFieldsSchema } from '../wire/shared-fields';
import { statusRecordSchema } from '../status/status';
import { tagRecordSchema } from '../stories/tag';
import { weatherCodeSchema } from '../weather/weather';
import { wireDateSchema } from '../wire/date';
import { pointerSchema } from '../wire/pointer';
import { aveRgbSchema, mediaKeySchema, recordBaseSchema } from '../wire/records';
import { MAX_PLACES_PER_DIARY } from '../places/place-selection';
import { MAX_PHOTOS_PER_DIARY } from '../media/photos';
import { contentTextSchema, titleTextSchema } from './content';
import { lazySchema } from '../wire/lazy-schema';
import { TIME_ZONE_NAME } from '../time/calendar';

/** Up to this many stories and people per diary; the seeds set no limit, this only bounds a payload. */
export const MAX_TAGS_PER_DIARY = 50;
export const MAX_PEOPLE_PER_DIARY = 50;

/** The month and day a diary was written, "MMDD", for "on this day". */
export const todayOnHistorySchema = lazySchema(() => z.string().regex(/^(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/, 'todayonhistory is MMDD'));

/** The zone of the clock a diary was written by (the device's, as `deviceTimeZone` names it): its day and time are shown in it. */
export const diaryTimeZoneSchema = lazySchema(() =>
  z.string().max(64).regex(TIME_ZONE_NAME, 'timeZone is an IANA time zone (Asia/Shanghai) or a UTC offset (+08:00)'),
);

/** The fields a client writes on a diary (add or update). */
export const diaryFieldsSchema = lazySchema(() =>
  z.strictObject({
    title: titleTextSchema.optional(),
    content: contentTextSchema.optional(),
    datetime: wireDateSchema,
    todayonhistory: todayOnHistorySchema.optional(),
    timeZone: diaryTimeZoneSchema.optional(),
    gallery: z.array(pointerSchema('file')).max(MAX_PHOTOS_PER_DIARY).optional(),
    cover: mediaKeySchema.nullable().optional(),
    crop: cropSchema.nullable().optional(),
    imageAveRGB: aveRgbSchema.nullable().optional(),
    weather: weatherCodeSchema.optional(),
    favorite: z.boolean().optional(),
    location: z.array(pointerSchema('location')).max(MAX_PLACES_PER_DIARY).optional(),
    people: z.array(pointerSchema('people')).max(MAX_PEOPLE_PER_DIARY).optional(),
    tag: z.array(pointerSchema('tag')).max(MAX_TAGS_PER_DIARY).optional(),
    status: pointerSchema('status').nullable().optional(),
    /** Shown as "sensitive content" when a part is block. Older clients send one; the server keeps its own. */
    censorResult: diaryCensorResultSchema
      .nullable()
      .optional()
      .describe("set by the server: content from the text check it runs when the text changes, gallery from its files' image checks; a value sent is ignored"),
    privateStatus: z.boolean().optional(),
    hiddenStatus: z.boolean().optional(),
    ...sharedFieldsSchema,
  }),
);
export type DiaryFields = z.infer<typeof diaryFieldsSchema>;

const ref = <P extends z.ZodType, R extends z.ZodType>(p: P, r: R) => z.union([p, r]);

/** A diary as the server answers it; pointers may come back as the included records. */
export const diaryRecordSchema = lazySchema(() =>
  recordBaseSchema.extend({
    ...diaryFieldsSchema.shape,
    title: z.string().optional(),
    content: z.string().optional(),
    gallery: z.array(ref(pointerSchema('file'), fileRecordSchema)).optional(),
    location: z.array(ref(pointerSchema('location'), locationRecordSchema)).optional(),
    people: z.array(ref(pointerSchema('people'), peopleRecordSchema)).optional(),
    tag: z.array(ref(pointerSchema('tag'), tagRecordSchema)).optional(),
    status: ref(pointerSchema('status'), statusRecordSchema).nullable().optional(),
    censorResult: diaryCensorResultSchema.nullable().optional(),
    censorResultPassed: z.boolean().optional(),
    user: z.union([pointerSchema('user'), z.object({ objectId: z.string(), nicename: z.string().optional() })]).optional(),
  }),
);
export type DiaryRecord = z.infer<typeof diaryRecordSchema>;
