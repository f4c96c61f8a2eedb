import { QUERY_FIELDS, type ClassName, type FieldKind, type ItemClassName } from '@diary/core';
import type { DatabaseSchema } from '../db/tables';

/** How a field is kept in a column. Dates are ISO text, booleans 0/1, pointers the target's id. */
export type ColumnKind = 'text' | 'number' | 'boolean' | 'date' | 'pointer';

export interface ClassSpec<C extends ClassName = ClassName> {
  className: C;
  table: (typeof TABLES)[C];
  /** Wire field → column of the same name. */
  columns: Record<string, ColumnKind>;
  /** Single pointers kept as an id column, and the class they point to. */
  pointers: Record<string, ClassName>;
  /** Lists of pointers, one row each in itemLinks (none is of users). */
  links: Record<string, ItemClassName>;
  /** Places kept as {field}Lat / {field}Lng columns (and in data, as sent). */
  geo: string[];
}

export const TABLES = {
  archive: 'archives',
  diary: 'diaries',
  weather: 'weathers',
  file: 'files',
  location: 'locations',
  people: 'people',
  tag: 'tags',
  topic: 'topics',
  status: 'statuses',
  group: 'groups',
  order: 'orders',
  user: 'users',
} as const satisfies Record<ClassName, keyof DatabaseSchema>;

/** Columns that are not queryable but must be found by value: the covers a diary's photos may be used as. */
const COVER_COLUMNS: Partial<Record<ClassName, string[]>> = {
  archive: ['cover'],
  weather: ['cover'],
  location: ['cover'],
  tag: ['cover'],
  status: ['cover'],
  people: ['cover', 'avatar'],
};

/** Fields every item table has as columns of its own: the id, times and owner. */
const RECORD_BASE = new Set(['objectId', 'createdAt', 'updatedAt', 'user']);

function kindToColumn(kind: FieldKind): ColumnKind | undefined {
  if (typeof kind === 'object') return 'pointer' in kind ? 'pointer' : undefined;
  switch (kind) {
    case 'string':
    case 'text':
      return 'text';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    default:
      return undefined;
  }
}

/** The storage of each item class, derived from the query allow-list of packages/core. */
function specOf<C extends ClassName>(className: C): ClassSpec<C> {
  const spec: ClassSpec<C> = { className, table: TABLES[className], columns: {}, pointers: {}, links: {}, geo: [] };
  for (const [field, kind] of Object.entries(QUERY_FIELDS[className] as Record<string, FieldKind>)) {
    if (RECORD_BASE.has(field)) continue;
    if (kind === 'geo') spec.geo.push(field);
    else if (typeof kind === 'object' && 'pointers' in kind) {
      if (kind.pointers === 'user') throw new Error(`${className}.${field} lists users: a list's targets must be item records`);
      spec.links[field] = kind.pointers;
    } else {
      const column = kindToColumn(kind);
      if (column) spec.columns[field] = column;
      if (typeof kind === 'object' && 'pointer' in kind) spec.pointers[field] = kind.pointer;
    }
  }
  for (const column of COVER_COLUMNS[className] ?? []) spec.columns[column] = 'text';
  return spec;
}

export const SPECS = Object.fromEntries((Object.keys(TABLES) as ClassName[]).map((c) => [c, specOf(c)])) as { [C in ClassName]: ClassSpec<C> };

/** Classes whose `count` is the number of the user's diaries that reference them. */
export const COUNTED_CLASSES = ['archive', 'weather', 'location', 'people', 'tag', 'status'] as const;
export type CountedClass = (typeof COUNTED_CLASSES)[number];
export function isCounted(className: ClassName): className is CountedClass {
  return (COUNTED_CLASSES as readonly string[]).includes(className);
}
