import { z } from 'zod';
import { ITEM_CLASS_NAMES, CLASS_NAMES, type ClassName, type ItemClassName } from '../wire/class-names';
import { isoDateTimeSchema } from '../wire/date';
import { FIELD_SCHEMAS, RECORD_SCHEMAS, UNIQUE_FIELDS, readableFields } from './item-schemas';
import { objectIdSchema } from '../wire/object-id';
import { INCLUDABLE_FIELDS, sortableFields } from '../wire/query-fields';
import { orderSchema, whereSchema } from '../wire/where';
import { LIST_FETCH_LIMIT } from '../lists/list-type';
import { defineRequest } from './define';
import { lazySchema } from '../wire/lazy-schema';

const group = 'Items';

/**
 * The most records one list request answers, and the furthest it skips. Deep OFFSET gets slower
 * with every page, so lists page further with a cursor instead: `datetime: { $lt: <last seen> }`.
 */
export const MAX_LIST_LIMIT = LIST_FETCH_LIMIT;
export const MAX_SKIP = LIST_FETCH_LIMIT;
export const MAX_BATCH_OPERATIONS = 100;

type Tuple<T> = [T, ...T[]];
const union = <T extends z.ZodType>(members: T[]) => members as unknown as Tuple<T>;
const keysSchema = (c: ClassName) => z.array(z.enum(readableFields(c) as Tuple<string>)).max(64);
const includeSchema = (c: ClassName) => {
  const fields = INCLUDABLE_FIELDS[c] as readonly string[];
  return fields.length > 0 ? z.array(z.enum(fields as Tuple<string>)).max(fields.length) : z.array(z.never()).max(0);
};

const skipSchema = lazySchema(() => z.number().int().min(0).max(MAX_SKIP).optional());
const limitSchema = lazySchema(() => z.number().int().min(0).max(MAX_LIST_LIMIT).optional());
const countSchema = lazySchema(() => z.union([z.boolean(), z.literal(0), z.literal(1)]).optional());

/**
 * A class's own parts (its where, order, keys and include) are built the first time a request of that class is
 * checked: every class's operators built at load were two thirds of the schemas the web app made before its first
 * screen, and a client sends lists of a few classes.
 */
export const itemListQuerySchema = z.lazy(() =>
  z.discriminatedUnion(
    'className',
    union(
      ITEM_CLASS_NAMES.map((c) =>
        z.strictObject({
          className: z.literal(c),
          where: z.lazy(() => whereSchema(c)).optional(),
          skip: skipSchema,
          limit: limitSchema,
          order: z.lazy(() => orderSchema(sortableFields(c))).optional(),
          keys: z.lazy(() => keysSchema(c)).optional(),
          include: z.lazy(() => includeSchema(c)).optional(),
          count: countSchema,
        }),
      ),
    ),
  ),
);

/** Made once per class, the first time that class's answer is checked. */
function byClass<C extends string, S extends z.ZodType>(make: (c: C) => S): (c: C) => S {
  const made = new Map<C, S>();
  return (c) => {
    let schema = made.get(c);
    if (!schema) made.set(c, (schema = make(c)));
    return schema;
  };
}

/** Which class a payload names, if it is one of these. */
const classOf = <C extends string>(classes: readonly C[], payload: Record<string, unknown>) => classes.find((c) => c === payload.className);

/** A class's list answers `{ <className>List: [...], count? }`, e.g. `{ diaryList, count }`. */
const listAnswerOf = byClass((c: ItemClassName) => z.object({ [`${c}List`]: z.array(RECORD_SCHEMAS[c]), count: z.number().int().nonnegative().optional() }));

/** A list answers one class's list; each is checked against its own class (`answerFor`). */
export const itemListResponseSchema = z.lazy(() => z.union(union(ITEM_CLASS_NAMES.map(listAnswerOf))));
export type ItemListResponse<C extends ItemClassName> = { count?: number } & { [K in `${C}List`]: Array<z.output<(typeof RECORD_SCHEMAS)[C]>> };

export const getItemList = defineRequest({
  type: 'get_item_list',
  access: 'user',
  together: true,
  group,
  summary:
    "A page of the signed-in user's records of a class. where uses the class's allowed fields and operators (see Query language); skip defaults to 0, limit to 10 (at most 1000), order to -updatedAt. count adds the total. include answers pointers as records. The server adds the owner condition itself.",
  payload: itemListQuerySchema,
  response: itemListResponseSchema,
  answerFor: (payload) => {
    const c = classOf(ITEM_CLASS_NAMES, payload);
    return c && listAnswerOf(c);
  },
  example: {
    payload: {
      className: 'diary',
      where: {
        user: { __type: 'Pointer', className: 'user', objectId: 'u8Kx2' },
        datetime: { $gte: { __type: 'Date', iso: '2026-10-31T16:00:00.000Z' }, $lt: { __type: 'Date', iso: '2026-11-30T16:00:00.000Z' } },
      },
      order: '-datetime',
      skip: 0,
      limit: 20,
      count: true,
      include: ['gallery', 'location', 'people', 'tag', 'status'],
    },
    response: {
      diaryList: [
        {
          objectId: 'd1',
          title: '',
          content: '今天去了西湖',
          datetime: { __type: 'Date', iso: '2026-11-21T06:30:00.000Z' },
          todayonhistory: '1121',
          weather: 1,
          favorite: false,
          gallery: [{ objectId: 'f1', filename: 'k3j2.jpg', kind: 'image/jpeg', dimensions: [600, 450] }],
          location: [{ objectId: 'l1', name: '西湖', count: 3 }],
          people: [],
          tag: [],
          status: { objectId: 's1', name: '开心', emoji: '😀', count: 12 },
          createdAt: '2026-11-21T06:31:00.000Z',
          updatedAt: '2026-11-21T06:31:00.000Z',
        },
      ],
      count: 1,
    },
  },
});

const byIdSchema = z.lazy(() =>
  z.discriminatedUnion(
    'className',
    union(
      CLASS_NAMES.map((c) =>
        z.strictObject({
          className: z.literal(c),
          objectId: objectIdSchema,
          include: z.lazy(() => includeSchema(c)).optional(),
          keys: z.lazy(() => keysSchema(c)).optional(),
        }),
      ),
    ),
  ),
);

const itemAnswerOf = byClass((c: ClassName) => z.object({ item: RECORD_SCHEMAS[c] }));

export const getItemById = defineRequest({
  type: 'get_item_by_id',
  access: 'user',
  together: true,
  group,
  summary: "One of the signed-in user's records (or the user itself, className user, with its own id). Another user's record answers 404.",
  payload: byIdSchema,
  response: z.lazy(() => z.object({ item: z.union(union(CLASS_NAMES.map((c) => RECORD_SCHEMAS[c]))) })),
  answerFor: (payload) => {
    const c = classOf(CLASS_NAMES, payload);
    return c && itemAnswerOf(c);
  },
  example: {
    payload: { className: 'tag', objectId: 't1', include: ['topic'] },
    response: { item: { objectId: 't1', name: '旅行', count: 4, topic: { objectId: 'tp1', name: '生活' } } },
  },
  errors: ['notFound'],
});

const checkDataSchemas = {
  archive: lazySchema(() => z.strictObject({ year: z.number().int().min(1900).max(2200), month: z.number().int().min(1).max(12) })),
  weather: lazySchema(() => z.strictObject({ code: z.number().int().min(0).max(11) })),
} as const;
const nameOnly = lazySchema(() => z.strictObject({ name: z.string().trim().min(1).max(64) }));

export const checkItem = defineRequest({
  type: 'check_item',
  access: 'user',
  group,
  summary:
    'The duplicate check: does the user already have an archive for (year, month), a weather record for code, or a location, person, story, topic, status or group with this name? Answers the existing record if so.',
  payload: z.lazy(() =>
    z.discriminatedUnion(
      'className',
      union(
        (Object.keys(UNIQUE_FIELDS) as Array<keyof typeof UNIQUE_FIELDS>).map((c) =>
          z.strictObject({ className: z.literal(c), data: c === 'archive' || c === 'weather' ? checkDataSchemas[c] : nameOnly }),
        ),
      ),
    ),
  ),
  response: z.lazy(() => z.object({ exists: z.boolean(), item: z.record(z.string(), z.unknown()).nullable() })),
  example: {
    payload: { className: 'archive', data: { year: 2026, month: 11 } },
    response: { exists: true, item: { objectId: 'a1', year: 2026, month: 11, count: 5 } },
  },
});

/**
 * A write's precondition (two devices): the record's updatedAt as the client last read it. When the record has changed
 * since, the write answers 1014 (changedElsewhere) and nothing is written; without it the write applies as sent.
 */
const ifUpdatedAtSchema = lazySchema(() => isoDateTimeSchema.optional());

export const addItem = defineRequest({
  type: 'add_item',
  access: 'user',
  group,
  summary:
    "Creates a record of an item class for the signed-in user. objectId may be chosen by the client (a random id made on the device), so a write retried after a lost answer is recognised: a record the user already has under that id is answered as created (its objectId and createdAt) and nothing is written again; an id taken by anyone else answers 137. A share's start (sharedDatetime) is the server's, as for update_item. A duplicate name (see check_item) answers 137. A diary beyond the free cap (31 without Pro) answers 1001. Counts are kept by the server, and so is censorResult: a file's is the image check of its stored image, a diary's comes from the text check of its content (run as it is saved, when the content changed) and its files' verdicts; one sent is ignored.",
  payload: z.lazy(() =>
    z.discriminatedUnion(
      'className',
      union(
        ITEM_CLASS_NAMES.filter((c) => c !== 'order').map((c) =>
          z.strictObject({ className: z.literal(c), objectId: objectIdSchema.optional(), data: FIELD_SCHEMAS[c] }),
        ),
      ),
    ),
  ),
  response: z.lazy(() => z.object({ objectId: z.string(), createdAt: isoDateTimeSchema })),
  example: {
    payload: { className: 'people', data: { name: '小明' } },
    response: { objectId: 'p1', createdAt: '2026-11-21T08:00:00.000Z' },
  },
  errors: ['duplicateName', 'freeCapReached', 'placesLimit', 'photoLimit', 'videoLimit', 'videoTooShort', 'videoTooLong'],
});

export const updateItem = defineRequest({
  type: 'update_item',
  access: 'user',
  group,
  summary:
    "Changes fields of one of the user's records, or of the user itself (className user, its own id). Only the class's writable fields are accepted. A share's start is the server's: sharedStatus 2 (turning a share on or resetting it), or a sharedDatetime sent alone, starts it at the write's time (the answer's updatedAt); sharedStatus 0 clears it; the sharedDatetime a client sends is never stored, so no share outlives its day. ifUpdatedAt, when sent, is the record's updatedAt as the client last read it: a record changed since answers 1014 and nothing is written (two devices: never a silent overwrite). censorResult is the server's, as for add_item: a diary's is worked out again when its content or gallery changes, and a file's when its filename or kind does.",
  payload: z.lazy(() =>
    z.discriminatedUnion(
      'className',
      union(
        CLASS_NAMES.filter((c) => c !== 'order').map((c) =>
          z.strictObject({ className: z.literal(c), objectId: objectIdSchema, data: z.lazy(() => FIELD_SCHEMAS[c].partial()), ifUpdatedAt: ifUpdatedAtSchema }),
        ),
      ),
    ),
  ),
  response: z.lazy(() => z.object({ objectId: z.string(), updatedAt: isoDateTimeSchema })),
  example: {
    payload: { className: 'people', objectId: 'p1', data: { favorite: true, favoriteAt: { __type: 'Date', iso: '2026-11-21T08:00:00.000Z' } } },
    response: { objectId: 'p1', updatedAt: '2026-11-21T08:00:00.000Z' },
  },
  errors: ['notFound', 'changedElsewhere', 'duplicateName', 'placesLimit', 'photoLimit', 'videoLimit', 'videoTooShort', 'videoTooLong'],
});

export const deleteItem = defineRequest({
  type: 'delete_item',
  access: 'user',
  group,
  summary:
    "Deletes one of the user's records. Deleting a location, person, story or status keeps the diaries (their references to it go). Deleting a diary updates every count it was in and clears covers that used its images, the user's favorite-diaries and all-diaries covers included. ifUpdatedAt works as for update_item.",
  payload: z.lazy(() =>
    z.discriminatedUnion(
      'className',
      union(
        ITEM_CLASS_NAMES.filter((c) => c !== 'order').map((c) =>
          z.strictObject({ className: z.literal(c), objectId: objectIdSchema, ifUpdatedAt: ifUpdatedAtSchema }),
        ),
      ),
    ),
  ),
  response: z.lazy(() => z.object({ objectId: z.string() })),
  example: { payload: { className: 'location', objectId: 'l1' }, response: { objectId: 'l1' } },
  errors: ['notFound', 'changedElsewhere'],
});

/** `count: { __op: 'Increment', amount }` in a PUT body. */
export const incrementSchema = lazySchema(() => z.strictObject({ __op: z.literal('Increment'), amount: z.number().int().min(-1000).max(1000) }));

const batchOperation = z.lazy(() =>
  z.union([
    z.discriminatedUnion(
      'className',
      union(
        ITEM_CLASS_NAMES.filter((c) => c !== 'order').map((c) =>
          z.strictObject({ method: z.literal('POST'), className: z.literal(c), objectId: objectIdSchema.optional(), body: FIELD_SCHEMAS[c] }),
        ),
      ),
    ),
    z.discriminatedUnion(
      'className',
      union(
        CLASS_NAMES.filter((c) => c !== 'order').map((c) =>
          z.strictObject({
            method: z.literal('PUT'),
            className: z.literal(c),
            objectId: objectIdSchema,
            body: z.lazy(() => FIELD_SCHEMAS[c].partial().extend({ count: z.union([z.number().int().nonnegative(), incrementSchema]).optional() })),
            ifUpdatedAt: ifUpdatedAtSchema,
          }),
        ),
      ),
    ),
    z.discriminatedUnion(
      'className',
      union(
        ITEM_CLASS_NAMES.filter((c) => c !== 'order').map((c) =>
          z.strictObject({ method: z.literal('DELETE'), className: z.literal(c), objectId: objectIdSchema, ifUpdatedAt: ifUpdatedAtSchema }),
        ),
      ),
    ),
  ]),
);
export type BatchOperation = z.input<typeof batchOperation>;

export const batchOpItems = defineRequest({
  type: 'batch_op_items',
  access: 'user',
  group,
  summary:
    "Runs a list of POST, PUT and DELETE operations in one transaction: all happen or none do (any failure answers its error and writes nothing). A POST may carry the new record's objectId (see add_item); a PUT or a DELETE its ifUpdatedAt (see update_item). A diary save posts or puts the diary with its archive and weather records; counts of related archives, locations, people, stories, statuses and weathers are recomputed by the server in the same transaction, so Increment operations on count are accepted but never make a count drift. Answers one entry per operation, in order.",
  payload: z.lazy(() => z.strictObject({ requests: z.array(batchOperation).min(1).max(MAX_BATCH_OPERATIONS) })),
  response: z.lazy(() =>
    z.array(z.object({ success: z.object({ objectId: z.string(), createdAt: isoDateTimeSchema.optional(), updatedAt: isoDateTimeSchema.optional() }) })),
  ),
  example: {
    payload: {
      requests: [
        {
          method: 'POST',
          className: 'diary',
          body: {
            content: '今天去了西湖',
            datetime: { __type: 'Date', iso: '2026-11-21T06:30:00.000Z' },
            todayonhistory: '1121',
            weather: 1,
            gallery: [{ __type: 'Pointer', className: 'file', objectId: 'f1' }],
            cover: 'file/k3j2.jpg',
            location: [{ __type: 'Pointer', className: 'location', objectId: 'l1' }],
            status: { __type: 'Pointer', className: 'status', objectId: 's1' },
          },
        },
        { method: 'POST', className: 'archive', body: { year: 2026, month: 11, count: 1 } },
        { method: 'PUT', className: 'location', objectId: 'l1', body: { count: { __op: 'Increment', amount: 1 } } },
      ],
    },
    response: [
      { success: { objectId: 'd1', createdAt: '2026-11-21T08:00:00.000Z' } },
      { success: { objectId: 'a1', createdAt: '2026-11-21T08:00:00.000Z' } },
      { success: { objectId: 'l1', updatedAt: '2026-11-21T08:00:00.000Z' } },
    ],
  },
  errors: ['notFound', 'changedElsewhere', 'duplicateName', 'freeCapReached', 'placesLimit', 'photoLimit', 'videoLimit', 'videoTooShort', 'videoTooLong'],
});
