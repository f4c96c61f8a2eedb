import type { ClassName } from './class-names';

/** How a field can be queried. `pointers` is a list of pointers ("list contains"). */
export type FieldKind = 'id' | 'string' | 'text' | 'number' | 'boolean' | 'date' | 'geo' | { pointer: ClassName } | { pointers: ClassName };

const common = { objectId: 'id', createdAt: 'date', updatedAt: 'date', user: { pointer: 'user' } } as const satisfies Record<string, FieldKind>;
const listItem = { name: 'text', count: 'number', favorite: 'boolean', favoriteAt: 'date', sharedStatus: 'number', sharedDatetime: 'date' } as const;

/**
 * The fields of each class that `where` and `order` may name: an allow-list.
 * A field not here cannot be queried, so no client string reaches SQL as a name.
 */
export const QUERY_FIELDS = {
  diary: {
    ...common,
    title: 'text',
    content: 'text',
    datetime: 'date',
    weather: 'number',
    favorite: 'boolean',
    privateStatus: 'boolean',
    hiddenStatus: 'boolean',
    sharedStatus: 'number',
    sharedDatetime: 'date',
    todayonhistory: 'string',
    location: { pointers: 'location' },
    people: { pointers: 'people' },
    tag: { pointers: 'tag' },
    gallery: { pointers: 'file' },
    status: { pointer: 'status' },
  },
  archive: { ...common, year: 'number', month: 'number', count: 'number', sharedStatus: 'number', sharedDatetime: 'date' },
  weather: { ...common, code: 'number', count: 'number', sharedStatus: 'number', sharedDatetime: 'date' },
  file: {
    ...common,
    filename: 'string',
    kind: 'string',
    datetime: 'date',
    size: 'number',
    duration: 'number',
    diary: { pointers: 'diary' },
    coordinates: 'geo',
  },
  location: { ...common, ...listItem, address: 'text', coordinates: 'geo' },
  people: { ...common, ...listItem },
  tag: { ...common, ...listItem, topic: { pointer: 'topic' } },
  topic: { ...common, name: 'text', position: 'number' },
  status: { ...common, ...listItem, position: 'number', group: { pointer: 'group' } },
  group: { ...common, name: 'text', position: 'number' },
  order: { ...common, status: 'number', type: 'string' },
  user: { objectId: 'id', createdAt: 'date', updatedAt: 'date' },
} as const satisfies Record<ClassName, Record<string, FieldKind>>;

export type QueryField<C extends ClassName> = keyof (typeof QUERY_FIELDS)[C] & string;

/** Fields a list can be ordered by: any queryable field that is not a pointer or a place. */
export function sortableFields(className: ClassName): string[] {
  return Object.entries(QUERY_FIELDS[className])
    .filter(([, kind]) => typeof kind === 'string' && kind !== 'geo')
    .map(([name]) => name);
}

/** Pointer fields a list may `include` (answer with the records instead of pointers). */
export const INCLUDABLE_FIELDS = {
  diary: ['gallery', 'location', 'people', 'tag', 'status', 'user'],
  tag: ['topic'],
  status: ['group'],
  file: [],
  archive: [],
  weather: [],
  location: [],
  people: [],
  topic: [],
  group: [],
  order: [],
  user: [],
} as const satisfies Record<ClassName, readonly string[]>;
