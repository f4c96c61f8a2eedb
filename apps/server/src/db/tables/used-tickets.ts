import type { IsoTime } from './columns';

/** A ticket the server issued that has been used (its hash): it is refused a second time until it would have expired anyway. */
export interface UsedTicketTable {
  id: string;
  expiresAt: IsoTime;
}
