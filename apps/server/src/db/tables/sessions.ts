import type { IsoTime } from './columns';

export interface SessionTable {
  /** The token itself is never stored. */
  tokenHash: string;
  user: string;
  createdAt: IsoTime;
  lastSeenAt: IsoTime;
  expiresAt: IsoTime;
}
