import type { Generated } from 'kysely';
import type { Flag, IsoTime } from './columns';
import type { ItemColumns, LinksColumn } from './items';

/** A diary. Its places, people, stories and photos are rows of itemLinks (and copied in `links`). */
export interface DiaryTable extends ItemColumns, LinksColumn {
  title: Generated<string>;
  content: Generated<string>;
  datetime: IsoTime;
  /** The month of its archive in the writer's calendar ("2026-11"). */
  archiveMonth: string;
  /** Its month and day in the writer's calendar ("1121"), for "on this day". */
  todayonhistory: string;
  /** The weather code; 0 is none. */
  weather: Generated<number>;
  favorite: Generated<Flag>;
  privateStatus: Generated<Flag>;
  hiddenStatus: Generated<Flag>;
  sharedStatus: Generated<number>;
  sharedDatetime: IsoTime | null;
  /** The status's id. */
  status: string | null;
  /** How many words its title and content have (core countWords), kept plain for insights; null until counted. */
  words: number | null;
}
