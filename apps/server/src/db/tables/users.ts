import type { Generated, Selectable } from 'kysely';
import type { Flag, IsoTime, JsonText } from './columns';

export interface UserTable {
  id: string;
  mobilePhoneNumber: string | null;
  createdAt: IsoTime;
  updatedAt: IsoTime;
  /** When Pro ends; Pro status is derived from it, never stored. */
  proExpiredAt: IsoTime | null;
  trialUsed: Generated<Flag>;
  agreement: Generated<Flag>;
  deletedStatus: Generated<Flag>;
  deletedAt: IsoTime | null;
  lastExportAt: IsoTime | null;
  /** Nickname, birth date, avatar, covers, guide and sharing switches. */
  data: Generated<JsonText>;
  /** The linked WeChat identity. */
  wechatUnionid: string | null;
  /** Moved by the database on every write to the user's records (migration 2026-11-27-items-version). */
  itemsVersion: Generated<number | string>;
}

export type User = Selectable<UserTable>;
