import type { Generated } from 'kysely';

/**
 * The blind index of keyword search (encryption/blind-index.ts, storage/search-index.ts): keyed hashes
 * of each diary's characters and pairs of characters, under its owner's index key. The text is never here.
 */

/** SQLite: the integer row under which a diary's tokens are in the FTS5 table searchIndex. */
export interface SearchRefTable {
  ref: Generated<number>;
  diary: string;
  user: string;
}

/** SQLite: the FTS5 index itself (contentless: only its rowid and a match can be asked of it). */
export interface SearchIndexTable {
  rowid: number;
  /** The tokens as words (base 36), written only. */
  tokens: string;
}

/** PostgreSQL: a diary's tokens as an integer array, under a GIN index. */
export interface SearchTokenSetTable {
  diary: string;
  user: string;
  tokens: number[];
}
