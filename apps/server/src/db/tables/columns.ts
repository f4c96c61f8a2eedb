/**
 * How values are stored, the same on SQLite and PostgreSQL (see the initial migration): times as
 * ISO-8601 UTC text of fixed width, booleans as 0/1 integers, fields never queried as JSON text.
 */

/** A time as `Date.prototype.toISOString()` writes it: sorts as text exactly as in time. */
export type IsoTime = string;
/** A boolean kept as an integer: better-sqlite3 takes no JS booleans. */
export type Flag = 0 | 1;
/** A JSON object as text (storage/codec.ts reads and merges it). */
export type JsonText = string;
