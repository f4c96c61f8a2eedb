import type { ItemClassName } from '@diary/core';
import { SEALED_PREFIX } from '../encryption/field-cipher';
import type { UserCipher } from '../encryption/user-cipher';
import type { Row } from './codec';

/**
 * What people write, by class: stored only sealed (encryption/field-cipher.ts). A diary's title and
 * content are columns of their own; captions and summaries live in the record's data JSON. Names of
 * places, people, stories and statuses stay plain: they are what duplicate checks and sorting compare.
 */
export const SEALED_FIELDS = {
  diary: { columns: ['title', 'content'], data: [] },
  file: { columns: [], data: ['caption'] },
  archive: { columns: [], data: ['summary'] },
  location: { columns: [], data: ['summary'] },
  people: { columns: [], data: ['summary'] },
  tag: { columns: [], data: ['summary'] },
} as const satisfies Partial<Record<ItemClassName, { columns: readonly string[]; data: readonly string[] }>>;

type SealedClass = keyof typeof SEALED_FIELDS;
const sealedOf = (className: string): { columns: readonly string[]; data: readonly string[] } | undefined =>
  (SEALED_FIELDS as Partial<Record<string, { columns: readonly string[]; data: readonly string[] }>>)[className];

export const hasSealedFields = (className: string): className is SealedClass => sealedOf(className) !== undefined;

/** The sealed columns of a class (a diary's title and content). */
export const sealedColumns = (className: string): readonly string[] => sealedOf(className)?.columns ?? [];

declare const OPENED: unique symbol;
/**
 * A row whose sealed values were opened: what the server's code reads. Only these are decoded for
 * clients and written back through updateRecord, which seals them again.
 */
export type OpenRow = Row & { readonly [OPENED]: true };

export function openRow(cipher: UserCipher, className: string, row: Row): OpenRow {
  const sealed = sealedOf(className);
  if (!sealed) return row as OpenRow;
  const objectId = String(row.id);
  const opened: Row = { ...row };
  for (const field of sealed.columns) {
    if (typeof row[field] === 'string') opened[field] = cipher.open({ className, objectId, field }, row[field]);
  }
  // Most places, people and stories have no summary: their data is parsed (by decodeRow) once, not here too.
  if (sealed.data.length > 0 && typeof row.data === 'string' && row.data.includes(`"${SEALED_PREFIX}`)) {
    const data = JSON.parse(row.data) as Record<string, unknown>;
    for (const field of sealed.data) {
      if (typeof data[field] === 'string') data[field] = cipher.open({ className, objectId, field }, data[field]);
    }
    opened.data = JSON.stringify(data);
  }
  return opened as OpenRow;
}

export const openRows = (cipher: UserCipher, className: string, rows: Row[]): OpenRow[] => rows.map((row) => openRow(cipher, className, row));

/** A row of a class that holds nothing sealed (an order): there is nothing to open. */
export const plainRow = (_className: Exclude<ItemClassName, SealedClass>, row: Row): OpenRow => row as OpenRow;

/** Column values as stored: the sealed ones among them sealed. */
export function sealColumns(cipher: UserCipher, className: string, objectId: string, columns: Row): Row {
  const sealed = sealedOf(className);
  if (!sealed) return columns;
  const out: Row = { ...columns };
  for (const field of sealed.columns) {
    if (typeof columns[field] === 'string') out[field] = cipher.seal({ className, objectId, field }, columns[field]);
  }
  return out;
}

/** A record's data JSON as stored: every sealed field in it sealed (those written now and those kept). */
export function sealData(cipher: UserCipher, className: string, objectId: string, json: string): string {
  const sealed = sealedOf(className);
  if (!sealed || sealed.data.length === 0) return json;
  const data = JSON.parse(json) as Record<string, unknown>;
  for (const field of sealed.data) {
    if (typeof data[field] === 'string') data[field] = cipher.seal({ className, objectId, field }, data[field]);
  }
  return JSON.stringify(data);
}
