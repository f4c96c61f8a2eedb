import { z } from 'zod';
import type { ClassName } from './class-names';
import { wireDateSchema } from './date';
import { objectIdSchema } from './object-id';
import { pointerSchema } from './pointer';
import { QUERY_FIELDS, type FieldKind } from './query-fields';
import { lazySchema } from './lazy-schema';

/** Longest keyword `$contains` takes. */
export const WHERE_KEYWORD_MAX_LENGTH = 100;
/** Most values `$in` / `$nin` take. */
export const WHERE_IN_MAX = 1000;
/** Most clauses `$and` / `$or` take. */
export const WHERE_CLAUSES_MAX = 10;
/** Largest radius of a near search. */
export const WHERE_NEAR_MAX_KM = 50;

const short = lazySchema(() => z.string().max(200));
const keyword = lazySchema(() => z.string().min(1).max(WHERE_KEYWORD_MAX_LENGTH));
const list = <T extends z.ZodType>(item: T) => z.array(item).max(WHERE_IN_MAX);
const exists = lazySchema(() => z.boolean());

function conditionSchema(kind: FieldKind): z.ZodType {
  if (typeof kind === 'object') {
    const target = 'pointer' in kind ? kind.pointer : kind.pointers;
    const ref = pointerSchema(target);
    // On a list of pointers, equality means "the list contains it" and $in "contains any of them".
    return z.union([
      ref,
      z.strictObject({ $eq: ref.optional(), $ne: ref.optional(), $in: list(ref).optional(), $nin: list(ref).optional(), $exists: exists.optional() }),
    ]);
  }
  switch (kind) {
    case 'id':
      return z.union([
        objectIdSchema,
        z.strictObject({
          $eq: objectIdSchema.optional(),
          $ne: objectIdSchema.optional(),
          $in: list(objectIdSchema).optional(),
          $nin: list(objectIdSchema).optional(),
        }),
      ]);
    case 'string':
      return z.union([
        short,
        z.strictObject({ $eq: short.optional(), $ne: short.optional(), $in: list(short).optional(), $nin: list(short).optional(), $exists: exists.optional() }),
      ]);
    case 'text':
      // $contains: case-insensitive, Unicode-aware substring match of a literal keyword (never a pattern).
      return z.union([short, z.strictObject({ $eq: short.optional(), $ne: short.optional(), $contains: keyword.optional(), $exists: exists.optional() })]);
    case 'number': {
      const n = z.number().finite();
      return z.union([
        n,
        z.strictObject({
          $eq: n.optional(),
          $ne: n.optional(),
          $gt: n.optional(),
          $gte: n.optional(),
          $lt: n.optional(),
          $lte: n.optional(),
          $in: list(n).optional(),
          $nin: list(n).optional(),
          $exists: exists.optional(),
        }),
      ]);
    }
    case 'boolean':
      return z.union([z.boolean(), z.strictObject({ $eq: z.boolean().optional(), $ne: z.boolean().optional(), $exists: exists.optional() })]);
    case 'date':
      return z.union([
        wireDateSchema,
        z.strictObject({
          $eq: wireDateSchema.optional(),
          $ne: wireDateSchema.optional(),
          $gt: wireDateSchema.optional(),
          $gte: wireDateSchema.optional(),
          $lt: wireDateSchema.optional(),
          $lte: wireDateSchema.optional(),
          $exists: exists.optional(),
        }),
      ]);
    case 'geo':
      return z.strictObject({
        $nearSphere: z.strictObject({ __type: z.literal('GeoPoint'), latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
        $maxDistanceInKilometers: z.number().positive().max(WHERE_NEAR_MAX_KM),
      });
  }
}

const nonEmptyOperators = (value: unknown) =>
  typeof value !== 'object' || value === null || Array.isArray(value) || '__type' in value || Object.keys(value).length > 0;

/**
 * A field's condition, one schema for each kind of field (a schema never changes, so the fields of every class
 * share it): built once, the first time a class with that kind of field is checked.
 */
const conditions = new Map<string, z.ZodType>();
function fieldCondition(kind: FieldKind): z.ZodType {
  const key = typeof kind === 'object' ? `pointer:${'pointer' in kind ? kind.pointer : kind.pointers}` : kind;
  let condition = conditions.get(key);
  if (!condition) {
    condition = conditionSchema(kind).refine(nonEmptyOperators, 'an operator object needs an operator').optional();
    conditions.set(key, condition);
  }
  return condition;
}

function clauseShape(className: ClassName) {
  const fields = QUERY_FIELDS[className] as Record<string, FieldKind>;
  return Object.fromEntries(Object.entries(fields).map(([name, kind]) => [name, fieldCondition(kind)]));
}

/**
 * The `where` of a class: field conditions over its allow-listed fields, plus
 * `$and` / `$or` lists of such conditions (one level deep). Unknown fields or
 * operators are rejected.
 */
export function whereSchema(className: ClassName) {
  const clause = z.strictObject(clauseShape(className));
  return clause.extend({
    $and: z.array(clause).min(1).max(WHERE_CLAUSES_MAX).optional(),
    $or: z.array(clause).min(1).max(WHERE_CLAUSES_MAX).optional(),
  });
}

/** A `where` as clients build it; validated per class by `whereSchema`. */
export type Where = Record<string, unknown> & { $and?: Record<string, unknown>[]; $or?: Record<string, unknown>[] };

/** `-datetime,createdAt`: one or more sortable fields, each ascending or with `-` descending. */
export function orderSchema(allowed: readonly string[]) {
  return z
    .string()
    .max(200)
    .regex(/^-?[A-Za-z]+(,-?[A-Za-z]+)*$/, 'order is a comma-separated list of fields, each optionally prefixed with -')
    .refine((order) => order.split(',').every((key) => allowed.includes(key.replace(/^-/, ''))), 'order names a field that cannot be sorted');
}
