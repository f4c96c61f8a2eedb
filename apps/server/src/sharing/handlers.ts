import {
  bareFilename,
  fileKey,
  includedRecord,
  isDiaryCensorPassed,
  isFileNotPassed,
  listKindOwner,
  shareExpiresAt,
  type DiaryRecord,
  type ParsedPayloadOf,
  type ShareKind,
  type Where,
} from '@diary/core';
import { getSharedDiary, getSharedList } from '@diary/core';
import { answers, type RequestContext } from '../context';
import type { Row, WireRecord } from '../storage/codec';
import { includeRecords } from '../items/include';
import { listRows } from '../storage/list-pages';
import { decodeRecord, decodeRows } from '../storage/repository';
import type { Queryable } from '../db/types';
import { openRow } from '../storage/sealed';
import { recordedResult } from '../content-check/image';
import { shareMediaBase } from '../media/access';
import { liveShare } from './live-share';

const DIARY_INCLUDES = ['gallery', 'location', 'people', 'tag', 'status'] as const;

/** What a visitor sees of a record and of the records included in it: never the owner's id or the content review. */
function forVisitor<R extends WireRecord>(record: R): R {
  const visible: WireRecord = { objectId: record.objectId };
  for (const [key, value] of Object.entries(record)) {
    if (key === 'user' || key === 'censorResult') continue;
    if (Array.isArray(value)) visible[key] = value.map((v) => (isRecord(v) ? forVisitor(v) : v));
    else visible[key] = isRecord(value) ? forVisitor(value) : value;
  }
  // Only the owner pointer and the review are left out: neither is a field the contract requires.
  return visible as R;
}

/**
 * A diary as the content check lets a visitor see it (seed 2: "This diary contains sensitive
 * content"): one that failed shows only that it did, its date and nothing of what it holds; a photo
 * that failed (blocked, or its politician scene under review) is left out of the gallery and the cover.
 */
function reviewedForVisitor<D extends DiaryRecord & WireRecord>(diary: D): D {
  if (!isDiaryCensorPassed(diary.censorResult)) {
    const { objectId, datetime, todayonhistory, timeZone } = diary;
    return { objectId, datetime, todayonhistory, ...(timeZone ? { timeZone } : {}), censorResultPassed: false } as D;
  }
  const failed = (diary.gallery ?? []).map(includedRecord).filter((file) => file && isFileNotPassed(file.censorResult));
  if (failed.length === 0) return { ...diary, censorResultPassed: true };
  const failedIds = new Set(failed.map((file) => file!.objectId));
  const coverFailed = failed.some((file) => diary.cover && bareFilename(diary.cover) === bareFilename(file!.filename));
  return {
    ...diary,
    gallery: diary.gallery?.filter((ref) => !failedIds.has(ref.objectId)),
    ...(coverFailed ? { cover: null } : {}),
    censorResultPassed: true,
  };
}

/** A shared list's own record as a visitor gets it: without a cover that failed the content check. */
async function listItemForVisitor<R extends WireRecord & { cover?: string | null }>(db: Queryable, record: R): Promise<R> {
  if (!record.cover || !isFileNotPassed(await recordedResult(db, fileKey(record.cover)))) return forVisitor(record);
  return forVisitor({ ...record, cover: null });
}

const isRecord = (value: unknown): value is WireRecord =>
  typeof value === 'object' && value !== null && typeof (value as WireRecord).objectId === 'string' && !('__type' in value);

/** Where the visitor's page loads this share's photos from, valid while the share is. */
function visitorMediaBase(ctx: RequestContext, kind: ShareKind, row: Row): string {
  const expiresAt = shareExpiresAt(String(row.sharedDatetime)) ?? ctx.now;
  return shareMediaBase(ctx.services.config.secret, ctx.mediaBase, kind, String(row.id), expiresAt);
}

export async function sharedDiary(ctx: RequestContext, payload: ParsedPayloadOf<typeof getSharedDiary>) {
  const { db } = ctx.services.database;
  const { row, nicename } = await liveShare(db, 'diary', payload.objectId, ctx.now);
  const owner = await ctx.services.keys.cipherFor(db, String(row.user));
  const diary = await decodeRecord(db, 'diary', openRow(owner, 'diary', row));
  await includeRecords(db, owner, 'diary', [diary], DIARY_INCLUDES);
  return { diary: forVisitor(reviewedForVisitor(diary)), author: { nicename }, mediaBase: visitorMediaBase(ctx, 'diary', row) };
}

export async function sharedList(ctx: RequestContext, payload: ParsedPayloadOf<typeof getSharedList>) {
  const { database } = ctx.services;
  const kind = payload.listType;
  const { row: item, nicename } = await liveShare(database.db, kind, payload.listId, ctx.now);
  const owner = await ctx.services.keys.cipherFor(database.db, String(item.user));
  const record = await decodeRecord(database.db, kind, openRow(owner, kind, item));
  const where: Where = { ...listKindOwner(kind).condition(record), hiddenStatus: { $ne: true } };
  const options = { where, order: payload.order ?? '-datetime', skip: payload.skip ?? 0, limit: payload.limit ?? 20 };
  const { rows, count } = await listRows(database.db, database.kind, owner, 'diary', options, true);
  const shown = rows.filter((r) => Number(r.privateStatus) !== 1);
  const records = await decodeRows(database.db, 'diary', shown);
  await includeRecords(database.db, owner, 'diary', records, DIARY_INCLUDES);
  const byId = new Map(records.map((r) => [r.objectId, forVisitor(reviewedForVisitor(r))]));
  // Private diaries keep their place in the list as "Hidden content", with nothing of them shown.
  const diaryList = rows.map((r) => byId.get(String(r.id)) ?? { objectId: String(r.id), privateStatus: true as const });
  return {
    item: await listItemForVisitor(database.db, record),
    diaryList,
    count,
    author: { nicename },
    mediaBase: visitorMediaBase(ctx, kind, item),
  };
}

export const sharingAnswers = [answers(getSharedDiary, sharedDiary), answers(getSharedList, sharedList)];
