import { canWriteDiary, isPro, proStatus, UNIQUE_FIELDS, type ItemClassName, type WireDate } from '@diary/core';
import { findUser } from '../accounts/users';
import type { TextVerdicts } from '../content-check/text';
import { diariesShowing, diaryResult, fileResult, refreshDiaryResults, withoutClaimedResult } from '../content-check/verdicts';
import type { DatabaseKind, Tx } from '../db/types';
import type { UserCipher } from '../encryption/user-cipher';
import { fail } from '../errors/api-failure';
import { byClass } from '../storage/by-class';
import type { Links, Row } from '../storage/codec';
import { countRows } from '../storage/list-pages';
import { deleteRecord, findRow, insertRecord, loadLinks, ownedIds, removeFromLists, storedRowsById, updateRecord } from '../storage/repository';
import type { OpenRow } from '../storage/sealed';
import { SPECS } from '../storage/spec';
import { diaryRefs, type CountChanges, type DiaryRefs } from './counts';
import { clearCoversOf } from './covers';
import { assertGalleryRules, assertNotEmpty, diaryCalendar, plainText } from './diary-rules';

/** One write transaction of one user: everything the item rules need. */
export interface WriteContext {
  kind: DatabaseKind;
  tx: Tx;
  userId: string;
  /** The writer's keys: what they write is sealed with them. */
  cipher: UserCipher;
  now: Date;
  timeZone: string;
  changes: CountChanges;
  /** The text check's verdicts on the diary texts this write saves, found before it began. */
  textVerdicts: TextVerdicts;
}

type Fields = Record<string, unknown>;

/** Every pointer a record holds must be to the same user's records, or an include could reach someone else's. */
async function assertOwnReferences(ctx: WriteContext, className: ItemClassName, fields: Fields): Promise<void> {
  const spec = SPECS[className];
  const wanted: Array<[ItemClassName, string[]]> = [];
  for (const [field, target] of Object.entries(spec.links)) {
    const list = fields[field] as Array<{ objectId: string }> | undefined;
    if (list && list.length > 0) wanted.push([target, list.map((p) => p.objectId)]);
  }
  for (const [field, target] of Object.entries(spec.pointers)) {
    // The owner is the writer, set by the server.
    if (target === 'user') continue;
    const ref = fields[field] as { objectId: string } | null | undefined;
    if (ref) wanted.push([target, [ref.objectId]]);
  }
  for (const [target, ids] of wanted) {
    if (new Set(ids).size !== ids.length) fail('invalidRequest', `a ${className} lists the same ${target} twice`);
  }
  const owned = await ownedIds(ctx.tx, ctx.userId, wanted);
  for (const [target, ids] of wanted) {
    const missing = ids.find((id) => !owned.has(`${target}:${id}`));
    if (missing) fail('notFound', `${target} ${missing} not found`);
  }
}

/** The duplicate-name check of seed 2 §5, before the database's unique index would refuse it. */
async function assertUnique(ctx: WriteContext, className: ItemClassName, merged: Fields, exceptId?: string): Promise<void> {
  const fields = (UNIQUE_FIELDS as Partial<Record<ItemClassName, readonly string[]>>)[className];
  if (!fields) return;
  const table = SPECS[className].table;
  let query = byClass(ctx.tx).selectFrom(table).select('id').where('user', '=', ctx.userId);
  for (const field of fields) query = query.where(field, '=', merged[field] as string | number);
  if (exceptId) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) fail('duplicateName', `a ${className} with this ${fields.join(' and ')} already exists`);
}

/** Counts are the server's, moved by the diaries written (counts.ts): a client's count or Increment changes nothing. */
function withoutCount(fields: Fields): Fields {
  if (!('count' in fields)) return fields;
  const { count: _ignored, ...rest } = fields;
  return rest;
}

async function assertUnderFreeCap(ctx: WriteContext): Promise<void> {
  const user = await findUser(ctx.tx, ctx.userId);
  const status = proStatus(user?.proExpiredAt ? String(user.proExpiredAt) : null, ctx.now);
  // Pro writes without limit: the count is needed only without it.
  if (isPro(status)) return;
  const diaries = await countRows(ctx.tx, ctx.kind, ctx.cipher, 'diary', undefined);
  if (!canWriteDiary(status, diaries)) fail('freeCapReached', 'Need to upgrade to Pro: without Pro you can keep at most 31 diaries');
}

/** The kinds of the photos and videos a diary is given. */
async function checkGallery(ctx: WriteContext, fields: Fields): Promise<void> {
  const gallery = (fields.gallery as Array<{ objectId: string }> | undefined) ?? [];
  if (gallery.length === 0) return;
  const files = await storedRowsById(
    ctx.tx,
    'files',
    ctx.userId,
    gallery.map((p) => p.objectId),
  );
  assertGalleryRules(files.map((f) => ({ kind: String(f.kind), duration: f.duration === null ? null : Number(f.duration) })));
}

/** The diary's stored text and calendar columns, from what it will be after this write. */
function prepareDiary(ctx: WriteContext, fields: Fields, current: { row: OpenRow; links: Links } | undefined): { fields: Fields; extra: Row } {
  const prepared: Fields = { ...fields };
  if (fields.title !== undefined) prepared.title = plainText(fields.title as string);
  if (fields.content !== undefined) prepared.content = plainText(fields.content as string);
  const content = (prepared.content as string | undefined) ?? (current ? String(current.row.content) : '');
  const gallery = (prepared.gallery as unknown[] | undefined)?.length ?? current?.links.gallery?.length ?? 0;
  assertNotEmpty(content, gallery);
  const datetime = (fields.datetime as WireDate | undefined) ?? (current ? { __type: 'Date' as const, iso: String(current.row.datetime) } : undefined);
  if (!datetime) return fail('invalidRequest', 'a diary needs its datetime');
  const todayonhistory = (fields.todayonhistory as string | undefined) ?? (fields.datetime || !current ? undefined : String(current.row.todayonhistory));
  const calendar = diaryCalendar(datetime, todayonhistory, ctx.timeZone);
  prepared.todayonhistory = calendar.todayonhistory;
  return { fields: prepared, extra: { archiveMonth: calendar.archiveMonth } };
}

const pointerIds = (value: unknown) => (value as Array<{ objectId: string }> | undefined)?.map((p) => p.objectId);

/** The records a diary being written is counted in, from its fields (no read-back). */
function refsOf(fields: Fields, extra: Row): DiaryRefs {
  const ids = (field: string) => ((fields[field] as Array<{ objectId: string }> | undefined) ?? []).map((p) => p.objectId);
  return {
    archiveMonth: String(extra.archiveMonth),
    hasCover: Boolean(fields.cover),
    weather: Number(fields.weather ?? 0),
    status: (fields.status as { objectId: string } | null | undefined)?.objectId ?? null,
    location: ids('location'),
    people: ids('people'),
    tag: ids('tag'),
  };
}

export async function addItem(ctx: WriteContext, className: ItemClassName, input: Fields, chosenId?: string): Promise<{ objectId: string; createdAt: string }> {
  const fields = withoutClaimedResult(withoutCount(input));
  await assertOwnReferences(ctx, className, fields);
  await assertUnique(ctx, className, fields);
  if (className !== 'diary') {
    if (className === 'file') fields.censorResult = await fileResult(ctx.tx, ctx.userId, String(fields.filename), String(fields.kind));
    const created = await insertRecord(ctx.tx, ctx.cipher, className, fields, ctx.now, {}, chosenId);
    if (className === 'archive' || className === 'weather') ctx.changes.recount(className, created.objectId);
    return created;
  }
  await assertUnderFreeCap(ctx);
  await checkGallery(ctx, fields);
  const diary = prepareDiary(ctx, fields, undefined);
  diary.fields.censorResult = await diaryResult(
    ctx.tx,
    ctx.userId,
    ctx.textVerdicts,
    { content: String(diary.fields.content ?? ''), gallery: pointerIds(fields.gallery) ?? [] },
    undefined,
  );
  const created = await insertRecord(ctx.tx, ctx.cipher, 'diary', diary.fields, ctx.now, diary.extra, chosenId);
  ctx.changes.diary(refsOf(diary.fields, diary.extra), +1);
  return created;
}

export async function updateItem(
  ctx: WriteContext,
  className: ItemClassName,
  objectId: string,
  input: Fields,
): Promise<{ objectId: string; updatedAt: string }> {
  const current = await findRow(ctx.tx, ctx.cipher, className, objectId);
  if (!current) return fail('notFound', `${className} ${objectId} not found`);
  const fields = withoutClaimedResult(withoutCount(input));
  // A count or Increment alone, or a claimed censorResult, asks for nothing: no write.
  if (Object.keys(fields).length === 0 && Object.keys(input).length > 0) return { objectId, updatedAt: String(current.updatedAt) };
  await assertOwnReferences(ctx, className, fields);
  const uniqueFields = (UNIQUE_FIELDS as Partial<Record<ItemClassName, readonly string[]>>)[className] ?? [];
  if (uniqueFields.some((f) => f in fields)) {
    await assertUnique(ctx, className, { ...current, ...fields }, objectId);
    if (className === 'archive' || className === 'weather') ctx.changes.recount(className, objectId);
  }
  if (className !== 'diary') {
    // A file that names another object, or claims another kind, takes that object's verdict; its diaries follow.
    const refiled = className === 'file' && (fields.filename !== undefined || fields.kind !== undefined);
    if (refiled) fields.censorResult = await fileResult(ctx.tx, ctx.userId, String(fields.filename ?? current.filename), String(fields.kind ?? current.kind));
    const updated = await updateRecord(ctx.tx, ctx.cipher, className, current, fields, ctx.now);
    if (refiled) await refreshDiaryResults(ctx.tx, ctx.cipher, await diariesShowing(ctx.tx, ctx.userId, [objectId]), ctx.now);
    return updated;
  }

  await checkGallery(ctx, fields);
  const links = (await loadLinks(ctx.tx, [objectId])).get(objectId) ?? {};
  ctx.changes.diary(diaryRefs(current, links), -1);
  const diary = prepareDiary(ctx, fields, { row: current, links });
  if (fields.content !== undefined || fields.gallery !== undefined) {
    const written = { content: String(diary.fields.content ?? current.content ?? ''), gallery: pointerIds(fields.gallery) ?? links.gallery ?? [] };
    diary.fields.censorResult = await diaryResult(ctx.tx, ctx.userId, ctx.textVerdicts, written, current);
  }
  const updated = await updateRecord(ctx.tx, ctx.cipher, 'diary', current, diary.fields, ctx.now, diary.extra);
  const row = (await findRow(ctx.tx, ctx.cipher, 'diary', objectId))!;
  ctx.changes.diary(diaryRefs(row, (await loadLinks(ctx.tx, [objectId])).get(objectId)), +1);
  return updated;
}

/**
 * Deleting a place, person, story or status keeps the diaries: only their references go.
 * Deleting a diary takes it from every count it was in and clears the covers its photos were.
 */
export async function deleteItem(ctx: WriteContext, className: ItemClassName, objectId: string): Promise<{ objectId: string }> {
  const current = await findRow(ctx.tx, ctx.cipher, className, objectId);
  if (!current) return fail('notFound', `${className} ${objectId} not found`);
  const { tx, userId } = ctx;
  // A file that goes leaves its diaries' galleries: their results are worked out again.
  const showing = className === 'file' ? await diariesShowing(tx, userId, [objectId]) : [];
  switch (className) {
    case 'diary': {
      const links = (await loadLinks(tx, [objectId])).get(objectId) ?? {};
      ctx.changes.diary(diaryRefs(current, links), -1);
      await clearCoversOf(tx, userId, links.gallery ?? [], ctx.now);
      await removeFromLists(tx, userId, 'diary', objectId);
      break;
    }
    case 'location':
    case 'people':
    case 'tag':
    case 'file':
      await removeFromLists(tx, userId, className === 'file' ? 'gallery' : className, objectId);
      break;
    case 'status':
      await tx.updateTable('diaries').set({ status: null }).where('user', '=', userId).where('status', '=', objectId).execute();
      break;
    case 'topic':
      await tx.updateTable('tags').set({ topic: null }).where('user', '=', userId).where('topic', '=', objectId).execute();
      break;
    case 'group':
      await tx.updateTable('statuses').set({ group: null }).where('user', '=', userId).where('group', '=', objectId).execute();
      break;
    default:
      break;
  }
  await deleteRecord(tx, ctx.cipher, className, current);
  await refreshDiaryResults(tx, ctx.cipher, showing, ctx.now);
  return { objectId };
}
