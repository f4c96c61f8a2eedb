import type { CountedColumns, ItemColumns } from './items';

/** A month of the writer's calendar with diaries in it. */
export interface ArchiveTable extends ItemColumns, CountedColumns {
  year: number;
  month: number;
}
