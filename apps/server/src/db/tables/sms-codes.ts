import type { IsoTime } from './columns';

export interface SmsCodeTable {
  id: string;
  phone: string;
  /** What the code was sent for: login or changePhone. */
  purpose: string;
  codeHash: string;
  /** Where the request came from, for the per-address daily limit. */
  clientAddress: string;
  createdAt: IsoTime;
  expiresAt: IsoTime;
  usedAt: IsoTime | null;
}
