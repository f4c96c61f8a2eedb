import type { CountedColumns, ItemColumns } from './items';

/** A weather the writer has diaries in. */
export interface WeatherTable extends ItemColumns, CountedColumns {
  code: number;
}
