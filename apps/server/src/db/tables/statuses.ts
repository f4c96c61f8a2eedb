import type { ItemColumns, ListItemColumns } from './items';

export interface StatusTable extends ItemColumns, ListItemColumns {
  position: number | null;
  /** The group's id. */
  group: string | null;
}
