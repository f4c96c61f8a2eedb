import { pointer, type ClassName, type FieldsOf, type WireDate } from '@diary/core';
import type { ClassSpec, ColumnKind } from './spec';

/** A stored row of any item table, by column: what the codec reads whatever the class (decodeRow). */
export type Row = Record<string, unknown>;
/** A record of any class as the wire carries it; repository.ts's decodeRows gives it its class's type. */
export type WireRecord = Record<string, unknown> & { objectId: string };
/** A record's lists of pointers by field, as target ids in order. */
export type Links = Record<string, string[]>;

/** ISO-8601 UTC of fixed width: sorts as text exactly as in time. */
export function isoOf(value: WireDate | Date | string): string {
  const date = value instanceof Date ? value : new Date(typeof value === 'string' ? value : value.iso);
  return date.toISOString();
}

function encodeColumn(kind: ColumnKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'boolean':
      return value ? 1 : 0;
    case 'date':
      return isoOf(value as WireDate);
    case 'pointer':
      return (value as { objectId: string }).objectId;
    default:
      return value;
  }
}

function decodeColumn(kind: ColumnKind, value: unknown, target: ClassName | undefined): unknown {
  switch (kind) {
    case 'boolean':
      return value === 1 || value === true || value === '1';
    case 'date':
      return { __type: 'Date', iso: String(value) };
    case 'pointer':
      return pointer(target ?? 'user', String(value));
    case 'number':
      return Number(value);
    default:
      return String(value);
  }
}

export interface EncodedFields {
  columns: Row;
  /** Fields kept in the data JSON; null means "remove it". */
  data: Record<string, unknown>;
  links: Links;
}

/** Splits a class's fields, as its schema validated them, into columns, JSON data and pointer lists. */
export function encodeFields<C extends ClassName>(spec: ClassSpec<C>, fields: Partial<FieldsOf<C>>): EncodedFields {
  const encoded: EncodedFields = { columns: {}, data: {}, links: {} };
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (field in spec.links) {
      encoded.links[field] = (value as Array<{ objectId: string }>).map((p) => p.objectId);
    } else if (field in spec.columns) {
      encoded.columns[field] = encodeColumn(spec.columns[field]!, value);
    } else {
      if (spec.geo.includes(field)) {
        const point = value as { latitude: number; longitude: number } | null;
        encoded.columns[`${field}Lat`] = point?.latitude ?? null;
        encoded.columns[`${field}Lng`] = point?.longitude ?? null;
      }
      encoded.data[field] = value;
    }
  }
  return encoded;
}

/** The data JSON after applying changes: null values remove a field. */
export function mergeData(current: unknown, changes: Record<string, unknown>): string {
  const data: Record<string, unknown> = typeof current === 'string' && current ? (JSON.parse(current) as Record<string, unknown>) : {};
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete data[key];
    else data[key] = value;
  }
  return JSON.stringify(data);
}

/** A stored row as the wire record: pointers as Pointer objects, dates as Date objects, booleans as booleans. */
export function decodeRow(spec: ClassSpec, row: Row, links: Links | undefined): WireRecord {
  // The parsed data is the record itself. Copying it ({ ...parsed, objectId }) made every later field's store
  // take V8's slow path: 20–30 µs a row against 1–2 µs, a sixth of a month page's time.
  const record = JSON.parse(String(row.data ?? '{}')) as WireRecord;
  record.objectId = String(row.id);
  for (const field in spec.columns) {
    const value = row[field];
    if (value === null || value === undefined) continue;
    record[field] = decodeColumn(spec.columns[field]!, value, spec.pointers[field]);
  }
  // Without loaded links (a record included in another) its lists are left out rather than shown empty.
  if (links) {
    for (const [field, target] of Object.entries(spec.links)) record[field] = (links[field] ?? []).map((id) => pointer(target, id));
  }
  if (row.user !== undefined) record.user = pointer('user', String(row.user));
  if (row.createdAt) record.createdAt = String(row.createdAt);
  if (row.updatedAt) record.updatedAt = String(row.updatedAt);
  return record;
}
