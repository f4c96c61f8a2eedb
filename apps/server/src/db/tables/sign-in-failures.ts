import type { IsoTime } from './columns';

/** One wrong code entered for a phone; enough of them lock its sign-in for a while. */
export interface SignInFailureTable {
  phone: string;
  at: IsoTime;
}
