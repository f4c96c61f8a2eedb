import type { IsoTime } from './columns';
import type { ItemColumns, LinksColumn } from './items';

/** A photo or video as the diaries see it (its stored object is in mediaObjects). */
export interface FileTable extends ItemColumns, LinksColumn {
  /** The stored object's key, with or without the `file/` folder. */
  filename: string;
  /** Its media type. */
  kind: string;
  datetime: IsoTime | null;
  size: number | null;
  duration: number | null;
  coordinatesLat: number | null;
  coordinatesLng: number | null;
}
