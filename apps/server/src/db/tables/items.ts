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

/**
 * The lists of pointers of a record that has some (a diary's places, people, stories and photos; a photo's
 * diaries), as JSON of storage/codec.ts's Links: a copy of its itemLinks rows read with the record. Null
 * when not kept (a row written before the column existed, or whose lists a deletion changed): then
 * itemLinks is read.
 */
export interface LinksColumn {
  links: JsonText | null;
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
