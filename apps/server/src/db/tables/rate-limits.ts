import type { IsoTime } from './columns';

/** One address's count of sign-in requests (db/rate-limits.ts) in the window that ends at windowEndsAt. */
export interface RateLimitTable {
  key: string;
  hits: number;
  windowEndsAt: IsoTime;
}
