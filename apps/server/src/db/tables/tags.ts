import type { ItemColumns, ListItemColumns } from './items';

/** A story. */
export interface TagTable extends ItemColumns, ListItemColumns {
  /** The topic's id. */
  topic: string | null;
}
