import type { ItemColumns, ListItemColumns } from './items';

export interface PeopleTable extends ItemColumns, ListItemColumns {
  avatar: string | null;
}
