import type { IsoTime } from './columns';

/** A user's data key, wrapped by the master key: only the key provider can unwrap it. */
export interface DataKeyTable {
  user: string;
  /** The data key's own version: a value names the version it was sealed under (re-encryption adds one). */
  version: number;
  /** The master key version that wraps it. */
  masterVersion: number;
  sealed: string;
  createdAt: IsoTime;
}

/** A known value sealed under each master key version, so a wrong master key is found at start. */
export interface MasterKeyCheckTable {
  version: number;
  sealed: string;
}
