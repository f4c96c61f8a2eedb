export const DIARY_LIST_PAGE_SIZE = 20;
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_ORDER = '-updatedAt';
export const LIST_FETCH_LIMIT = 1000;
export const FILE_FETCH_LIMIT = 10;

/** Newer first orders by datetime descending, older first ascending. */
export const LIST_SORTS = ['newer', 'older'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
