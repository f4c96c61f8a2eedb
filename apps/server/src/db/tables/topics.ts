import type { ItemColumns } from './items';

/** A heading stories are grouped under. */
export interface TopicTable extends ItemColumns {
  name: string;
  position: number | null;
}
