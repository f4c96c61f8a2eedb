import { QUERY_FIELDS, type ClassName, type FieldKind, type ItemClassName, type Where } from '@diary/core';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { isParameter, parameter } from '../db/compiled-once';
import type { DatabaseKind } from '../db/types';
import type { ByClassSchema, ItemTableName } from './by-class';
import { isoOf } from './codec';
import { SPECS } from './spec';

type Eb = ExpressionBuilder<ByClassSchema, ItemTableName>;
type Condition = Expression<SqlBool>;

const NEVER = sql<SqlBool>`1 = 0`;
const ALWAYS = sql<SqlBool>`1 = 1`;

/**
 * Compiles a validated `where` (packages/core's whereSchema) to SQL. Field names come from
 * the allow-list, never from the client; every value is a bound parameter; a keyword is
 * compared as a literal by `contains`, so no client string is ever a pattern.
 */
export function compileWhere(kind: DatabaseKind, className: ItemClassName, where: Where, eb: Eb): Condition {
  const parts: Condition[] = [];
  for (const [field, condition] of Object.entries(where)) {
    if (condition === undefined) continue;
    if (field === '$and') parts.push(eb.and((condition as Where[]).map((c) => compileWhere(kind, className, c, eb))));
    else if (field === '$or') parts.push(eb.or((condition as Where[]).map((c) => compileWhere(kind, className, c, eb))));
    else if (field === '$ids') parts.push(isOneOf(kind, `${SPECS[className].table}.id`, condition as string[] | Expression<unknown>));
    else parts.push(compileField(kind, className, field, condition, eb));
  }
  return parts.length === 0 ? ALWAYS : eb.and(parts);
}

/**
 * A where's shape: the same where with each value its statement binds replaced by a parameter (compiled-once.ts),
 * numbered from `first` in the order compileWhere binds them, and those values as bound. Every where of one shape
 * compiles to the same SQL, so its statement can be compiled once (list-pages.ts). Undefined for a where whose SQL
 * follows its values: a distance ($nearSphere), a list of ids ($ids), a keyword ($contains), a null.
 */
export function whereShape(className: ItemClassName, where: Where, first: number): { where: Where; values: unknown[] } | undefined {
  const values: unknown[] = [];
  const bind = (value: unknown) => {
    values.push(value);
    return parameter(first + values.length - 1);
  };
  const shape = (clause: Where): Where | undefined => {
    const shaped: Record<string, unknown> = {};
    for (const [field, condition] of Object.entries(clause)) {
      if (condition === undefined) continue;
      if (field === '$and' || field === '$or') {
        const parts = (condition as Where[]).map(shape);
        if (parts.some((part) => part === undefined)) return undefined;
        shaped[field] = parts;
        continue;
      }
      const fieldKind = fieldKindOf(className, field);
      if (fieldKind === undefined || fieldKind === 'geo') return undefined;
      const ops: Record<string, unknown> = {};
      for (const [op, value] of Object.entries(isOperatorObject(condition) ? condition : { $eq: condition })) {
        if (value === undefined) continue;
        if (op === '$contains' || value === null) return undefined;
        // It chooses the SQL itself: `is null` or `is not null`.
        if (op === '$exists') ops[op] = value;
        else if (op === '$in' || op === '$nin') ops[op] = (value as unknown[]).map((item) => bind(encodeValue(fieldKind, item)));
        else ops[op] = bind(encodeValue(fieldKind, value));
      }
      shaped[field] = ops;
    }
    return shaped as Where;
  };
  const shaped = shape(where);
  return shaped && { where: shaped, values };
}

function isOperatorObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !('__type' in value);
}

/** Fields only the server's own queries use; a client's where cannot name them (core's schema refuses them). */
const SERVER_QUERY_FIELDS: Partial<Record<ClassName, Record<string, FieldKind>>> = {
  // The month of a diary's archive in the writer's calendar ("2026-11"): core's ServerDiaryWhere, a shared month's diaries.
  diary: { archiveMonth: 'string' },
};

const fieldKindOf = (className: ItemClassName, field: string): FieldKind | undefined =>
  (QUERY_FIELDS[className] as Record<string, FieldKind>)[field] ?? SERVER_QUERY_FIELDS[className]?.[field];

/** A value as the statement binds it; one standing for a parameter (whereShape) stays as it is. */
function encodeValue(fieldKind: FieldKind, value: unknown): unknown {
  if (isParameter(value)) return value;
  if (fieldKind === 'boolean') return value ? 1 : 0;
  if (fieldKind === 'date') return isoOf(value as string);
  if (typeof fieldKind === 'object') return (value as { objectId: string }).objectId;
  return value;
}

function compileField(kind: DatabaseKind, className: ItemClassName, field: string, condition: unknown, eb: Eb): Condition {
  const fieldKind = fieldKindOf(className, field);
  if (fieldKind === undefined) throw new Error(`where names an unknown field ${className}.${field}`);
  const spec = SPECS[className];
  const ops = isOperatorObject(condition) ? condition : { $eq: condition };

  if (fieldKind === 'geo') return compileNear(kind, spec.table, field, ops, eb);
  if (typeof fieldKind === 'object' && 'pointers' in fieldKind) return compileLinks(spec.table, field, ops, eb);

  const column = field === 'objectId' ? `${spec.table}.id` : `${spec.table}.${field}`;
  const encode = (value: unknown) => encodeValue(fieldKind, value);
  const parts: Condition[] = [];
  for (const [op, value] of Object.entries(ops)) {
    if (value === undefined) continue;
    switch (op) {
      case '$eq':
        parts.push(eb(column, '=', encode(value)));
        break;
      case '$ne':
        // As in the query language of the seeds: a missing value is also "not equal".
        parts.push(eb.or([eb(column, '<>', encode(value)), eb(column, 'is', null)]));
        break;
      case '$gt':
        parts.push(eb(column, '>', encode(value)));
        break;
      case '$gte':
        parts.push(eb(column, '>=', encode(value)));
        break;
      case '$lt':
        parts.push(eb(column, '<', encode(value)));
        break;
      case '$lte':
        parts.push(eb(column, '<=', encode(value)));
        break;
      case '$in': {
        const values = (value as unknown[]).map(encode);
        parts.push(values.length === 0 ? NEVER : eb(column, 'in', values));
        break;
      }
      case '$nin': {
        const values = (value as unknown[]).map(encode);
        if (values.length > 0) parts.push(eb.or([eb(column, 'not in', values), eb(column, 'is', null)]));
        break;
      }
      case '$exists':
        parts.push(value ? eb(column, 'is not', null) : eb(column, 'is', null));
        break;
      case '$contains':
        parts.push(contains(kind, column, value as string));
        break;
      default:
        throw new Error(`where uses an unknown operator ${op}`);
    }
  }
  return parts.length === 0 ? ALWAYS : eb.and(parts);
}

/** Case-insensitive, Unicode-aware substring test of a literal keyword. */
function contains(kind: DatabaseKind, column: string, keyword: string): Condition {
  if (kind === 'postgres') return sql<SqlBool>`strpos(lower(${sql.ref(column)}), lower(${keyword})) > 0`;
  return sql<SqlBool>`diary_contains(${sql.ref(column)}, ${keyword}) = 1`;
}

/** One of these ids, bound as one value (a list of thousands would bind thousands). */
function isOneOf(kind: DatabaseKind, column: string, ids: readonly string[] | Expression<unknown>): Condition {
  if (!Array.isArray(ids)) return sql<SqlBool>`${sql.ref(column)} in ${ids as Expression<unknown>}`;
  if (ids.length === 0) return NEVER;
  if (kind === 'postgres') return sql<SqlBool>`${sql.ref(column)} = any(${[...ids]}::text[])`;
  return sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(ids)}))`;
}

/** "The list contains": a diary's places, people, stories or photos. */
function compileLinks(table: string, field: string, ops: Record<string, unknown>, eb: Eb): Condition {
  // The field is written into the SQL (one of the allow-list's names), so that only the ids are bound: a where's shape.
  const linked = (ids: string[] | undefined) => {
    let query = eb.selectFrom('itemLinks as l').select('l.ownerId').whereRef('l.ownerId', '=', `${table}.id`).where('l.field', '=', sql.lit(field));
    if (ids) query = query.where('l.targetId', 'in', ids);
    return query;
  };
  const idOf = (value: unknown) => (isParameter(value) ? value : (value as { objectId: string }).objectId);
  const idsOf = (value: unknown) => (value as unknown[]).map(idOf);
  const parts: Condition[] = [];
  for (const [op, value] of Object.entries(ops)) {
    if (value === undefined) continue;
    switch (op) {
      case '$eq':
        parts.push(eb.exists(linked([idOf(value)])));
        break;
      case '$ne':
        parts.push(eb.not(eb.exists(linked([idOf(value)]))));
        break;
      case '$in':
        parts.push(idsOf(value).length === 0 ? NEVER : eb.exists(linked(idsOf(value))));
        break;
      case '$nin':
        if (idsOf(value).length > 0) parts.push(eb.not(eb.exists(linked(idsOf(value)))));
        break;
      case '$exists':
        parts.push(value ? eb.exists(linked(undefined)) : eb.not(eb.exists(linked(undefined))));
        break;
      default:
        throw new Error(`where uses an unknown operator ${op} on a list`);
    }
  }
  return parts.length === 0 ? ALWAYS : eb.and(parts);
}

const KM_PER_DEGREE = 111.32;

/** Places within a radius: a bounding box the index can use, then the exact great-circle distance. */
function compileNear(kind: DatabaseKind, table: string, field: string, ops: Record<string, unknown>, eb: Eb): Condition {
  const near = ops.$nearSphere as { latitude: number; longitude: number };
  const radius = ops.$maxDistanceInKilometers as number;
  const lat = `${table}.${field}Lat`;
  const lng = `${table}.${field}Lng`;
  const dLat = radius / KM_PER_DEGREE;
  const dLng = radius / (KM_PER_DEGREE * Math.max(0.01, Math.cos((near.latitude * Math.PI) / 180)));
  const distance =
    kind === 'postgres'
      ? sql<number>`(2 * 6371.0088 * asin(least(1, sqrt(power(sin(radians(${sql.ref(lat)} - ${near.latitude}) / 2), 2) + cos(radians(${near.latitude})) * cos(radians(${sql.ref(lat)})) * power(sin(radians(${sql.ref(lng)} - ${near.longitude}) / 2), 2)))))`
      : sql<number>`diary_distance_km(${sql.ref(lat)}, ${sql.ref(lng)}, ${near.latitude}, ${near.longitude})`;
  return eb.and([
    eb(lat, '>=', near.latitude - dLat),
    eb(lat, '<=', near.latitude + dLat),
    eb(lng, '>=', near.longitude - dLng),
    eb(lng, '<=', near.longitude + dLng),
    eb(distance, '<=', radius),
  ]);
}

/** `-datetime,createdAt` → [column, direction] pairs; the id breaks ties so pages never overlap. */
export function compileOrder(className: ItemClassName, order: string | undefined): Array<[string, 'asc' | 'desc']> {
  const table = SPECS[className].table;
  const keys = (order ?? '-updatedAt').split(',').filter(Boolean);
  const pairs = keys.map((key): [string, 'asc' | 'desc'] => {
    const desc = key.startsWith('-');
    const field = desc ? key.slice(1) : key;
    return [`${table}.${field === 'objectId' ? 'id' : field}`, desc ? 'desc' : 'asc'];
  });
  const last = pairs.at(-1)?.[1] ?? 'desc';
  if (!pairs.some(([column]) => column === `${table}.id`)) pairs.push([`${table}.id`, last]);
  return pairs;
}
