import type { Generated } from 'kysely';
import type { Flag, IsoTime, JsonText } from './columns';

/**
 * The columns every item table has (the migration's `itemTable`). Column names are the wire's
 * field names; `user` is the owner's id.
 */
export interface ItemColumns {
  id: string;
  user: string;
  createdAt: IsoTime;
  updatedAt: IsoTime;
  /** The record's fields that are never queried. */
  data: Generated<JsonText>;
}

/** Records that count the diaries in them and can be shared (the migration's `counted`). */
export interface CountedColumns {
  count: Generated<number>;
  sharedStatus: Generated<number>;
  sharedDatetime: IsoTime | null;
  /** The photo used as the cover, kept as a column so deleting a diary can find it. */
  cover: string | null;
}

/** Named lists a diary can be in: places, people, stories, statuses (the migration's `listItem`). */
export interface ListItemColumns extends CountedColumns {
  name: string;
  favorite: Generated<Flag>;
  favoriteAt: IsoTime | null;
}
