/** The kinds of diary list, by the route word that names them. */
export const LIST_TYPES = ['archive', 'location', 'people', 'tag', 'status', 'weather', 'favorite', 'all', 'search'] as const;
export type ListType = (typeof LIST_TYPES)[number];

/** Lists that belong to a stored item (whose count the list total corrects). */
export const ITEM_LIST_TYPES = ['archive', 'location', 'people', 'tag', 'status', 'weather'] as const;
export type ItemListType = (typeof ITEM_LIST_TYPES)[number];

export const DIARY_LIST_PAGE_SIZE = 20;
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_ORDER = '-updatedAt';
export const LIST_FETCH_LIMIT = 1000;
export const FILE_FETCH_LIMIT = 10;

/** Newer first orders by datetime descending, older first ascending. */
export const LIST_SORTS = ['newer', 'older'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export function isListType(value: unknown): value is ListType {
  return typeof value === 'string' && (LIST_TYPES as readonly string[]).includes(value);
}
