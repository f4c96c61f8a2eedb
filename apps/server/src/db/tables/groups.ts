import type { ItemColumns } from './items';

/** A heading statuses are grouped under. */
export interface GroupTable extends ItemColumns {
  name: string;
  position: number | null;
}
