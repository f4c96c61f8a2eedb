import type { ColumnType } from 'kysely';
import type { IsoTime, JsonText } from './columns';

/** A stored media object: who owns its key and how big it is (the storage quota sums them). */
export interface MediaObjectTable {
  key: string;
  user: string;
  /** A bigint: PostgreSQL's driver answers it as a string, SQLite's as a number. */
  size: ColumnType<number | string, number, number>;
  /** The media type found in its content. */
  kind: string;
  createdAt: IsoTime;
  /** The image check's verdict (core's CensorResult as JSON); null when it was never checked. */
  censorResult: JsonText | null;
  /** The object's file key, sealed under the owner's data key (media/file-keys.ts); null while it is stored as it came (before media were sealed). */
  sealedKey: string | null;
}
