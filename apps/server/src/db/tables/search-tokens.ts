/**
 * The blind index of keyword search (encryption/blind-index.ts): a keyed hash of each character and
 * character pair of a diary's text, under its owner's index key. The text itself is never here.
 */
export interface SearchTokenTable {
  user: string;
  /** 32 bits of the keyed hash, as a signed integer. */
  token: number;
  diary: string;
}
