import type { ItemColumns, ListItemColumns } from './items';

export interface LocationTable extends ItemColumns, ListItemColumns {
  address: string | null;
  coordinatesLat: number | null;
  coordinatesLng: number | null;
}
