import {
  censorResultSchema,
  diaryCensorResultSchema,
  diaryCheckResult,
  fileCheckResult,
  fileKey,
  fileNamesOf,
  fileTypeFromKind,
  type CensorResult,
  type DiaryCensorResult,
} from '@diary/core';
import type { Tx } from '../db/types';
import { fail } from '../errors/api-failure';
import type { Row } from '../storage/codec';
import type { UserCipher } from '../encryption/user-cipher';
import { findRow, findRows, loadLinks, storedRowsById, updateRecord } from '../storage/repository';
import type { Queryable } from '../db/types';
import type { TextVerdicts } from './text';

/**
 * The censorResult of files and diaries is the server's: a file's is the image check recorded
 * for its stored image, a diary's comes from the text check of its content and its files'
 * results. What a client sends is dropped (older clients send one; refusing it would break them).
 */

/** The fields without a client's censorResult. */
export function withoutClaimedResult<F extends object>(fields: F): Omit<F, 'censorResult'> {
  if (!('censorResult' in fields)) return fields;
  const { censorResult: _claimed, ...rest } = fields;
  return rest;
}

function parsed<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, value: unknown): T | null {
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
}

const dataOf = (row: Row): Record<string, unknown> => JSON.parse(String(row.data ?? '{}')) as Record<string, unknown>;

/** A recorded verdict as stored (JSON text); null when there is none or it does not read. */
export function parseRecordedResult(text: string | null | undefined): CensorResult | null {
  const parsed = text ? censorResultSchema.safeParse(JSON.parse(text)) : undefined;
  return parsed?.success ? parsed.data : null;
}

/**
 * The result a file record gets: the verdict recorded for the user's stored object it names. Whether
 * it is an image is the object's content type when there is one, else the record's kind.
 */
export async function fileResult(q: Queryable, userId: string, filename: string, kind: string): Promise<CensorResult | null> {
  const object = await q
    .selectFrom('mediaObjects')
    .select(['kind', 'censorResult'])
    .where('key', '=', fileKey(filename))
    .where('user', '=', userId)
    .executeTakeFirst();
  return fileCheckResult(parseRecordedResult(object?.censorResult), fileTypeFromKind(object?.kind ?? kind) === 'image');
}

/** The results the user's files carry, in the order asked (a missing file has none). */
async function filesResults(q: Queryable, userId: string, fileIds: readonly string[]): Promise<Array<CensorResult | null>> {
  if (fileIds.length === 0) return [];
  const rows = await storedRowsById(q, 'files', userId, fileIds);
  const byId = new Map(rows.map((row) => [row.id, parsed(censorResultSchema, dataOf(row).censorResult)]));
  return fileIds.map((id) => byId.get(id) ?? null);
}

/** The result a diary row holds now. */
function storedDiaryResult(row: Row): DiaryCensorResult | null {
  return parsed(diaryCensorResultSchema, dataOf(row).censorResult);
}

/**
 * The content part of a diary being written. Empty text has none; text unchanged from the stored
 * diary keeps its verdict (the seeds skip the check then); changed text has the verdict the check
 * gave before the write began. A text with none means the diary changed between that check and
 * this write: the client tries again.
 */
function contentPart(textVerdicts: TextVerdicts, content: string, current: Row | undefined): 'pass' | 'block' | undefined {
  if (content.trim() === '') return undefined;
  if (current && String(current.content ?? '') === content) return storedDiaryResult(current)?.content;
  return textVerdicts.get(content) ?? fail('serviceUnavailable', 'The diary changed while its text was being checked; try again');
}

/** The censorResult of a diary as it will be after a write: its content and its gallery. */
export async function diaryResult(
  q: Queryable,
  userId: string,
  textVerdicts: TextVerdicts,
  diary: { content: string; gallery: readonly string[] },
  current: Row | undefined,
): Promise<DiaryCensorResult | null> {
  return diaryCheckResult(contentPart(textVerdicts, diary.content, current), await filesResults(q, userId, diary.gallery));
}

/** The user's diaries whose gallery holds any of these files. */
export async function diariesShowing(q: Queryable, userId: string, fileIds: readonly string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const rows = await q
    .selectFrom('itemLinks')
    .select('ownerId')
    .distinct()
    .where('field', '=', 'gallery')
    .where('user', '=', userId)
    .where('targetId', 'in', [...fileIds])
    .execute();
  return rows.map((row) => row.ownerId);
}

/** These diaries work out their gallery part again, from the files they show now (one changed its result, or went). */
export async function refreshDiaryResults(tx: Tx, cipher: UserCipher, diaryIds: readonly string[], now: Date): Promise<void> {
  if (diaryIds.length === 0) return;
  const links = await loadLinks(tx, diaryIds);
  for (const diaryId of diaryIds) {
    const row = await findRow(tx, cipher, 'diary', diaryId);
    if (!row) continue;
    const result = diaryCheckResult(storedDiaryResult(row)?.content, await filesResults(tx, cipher.userId, links.get(diaryId)?.gallery ?? []));
    if (JSON.stringify(result) !== JSON.stringify(storedDiaryResult(row))) await updateRecord(tx, cipher, 'diary', row, { censorResult: result }, now);
  }
}

/**
 * After the verdict recorded for a stored object changed (it was checked, or replaced and checked
 * again): the user's file records naming it take it, and the diaries showing them follow.
 */
export async function followObjectResult(tx: Tx, cipher: UserCipher, key: string, now: Date): Promise<void> {
  const named = await tx.selectFrom('files').select('id').where('user', '=', cipher.userId).where('filename', 'in', fileNamesOf(key)).execute();
  const files = await findRows(
    tx,
    cipher,
    'file',
    named.map((f) => f.id),
  );
  for (const file of files) {
    const result = await fileResult(tx, cipher.userId, String(file.filename), String(file.kind));
    await updateRecord(tx, cipher, 'file', file, { censorResult: result }, now);
  }
  await refreshDiaryResults(
    tx,
    cipher,
    await diariesShowing(
      tx,
      cipher.userId,
      files.map((f) => String(f.id)),
    ),
    now,
  );
}
