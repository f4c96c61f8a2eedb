import { canWriteDiary, countWords, isPro, proStatus, UNIQUE_FIELDS, type ClassName, type FieldsOf, type ItemClassName } from '@diary/core';
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
import { withServerShareStart } from './share-start';
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

/** The classes item requests write; an order is written by membership/orders.ts. */
export type WrittenClass = Exclude<ItemClassName, 'order'>;

/** Fields that change: any of a class's; and a count, which a batch's PUT may carry and which changes nothing (withoutCount). */
export type Changed<C extends ClassName> = Omit<Partial<FieldsOf<C>>, 'count'> & { count?: unknown };

/** A new record: its class and its fields as core's schema for the class parsed them (add_item's data, a batch POST's body). */
export type NewRecord = { [C in WrittenClass]: { className: C; fields: FieldsOf<C> } }[WrittenClass];

/** A record's changes (update_item's data, a batch PUT's body), the user's own record among them. */
export type RecordChanges = { [C in WrittenClass | 'user']: { className: C; fields: Changed<C> } }[WrittenClass | 'user'];
export type ItemChanges = Exclude<RecordChanges, { className: 'user' }>;

/**
 * A payload's class and fields, paired. The contract's schemas are discriminated by className, and each class's fields
 * are parsed by that class's own schema; but the types core infers from them, built over the list of classes, let any
 * class go with any class's fields. This pairs them again as the schema checked them.
 */
export const paired = <R extends NewRecord | RecordChanges>(className: R['className'], fields: R['fields']) => ({ className, fields }) as R;

/** A record's fields read by name: how the rules that walk a class's spec (its pointers, lists and unique fields) read them. */
type ByName = Readonly<Record<string, unknown>>;

/** Every pointer a record holds must be to the same user's records, or an include could reach someone else's. */
async function assertOwnReferences(ctx: WriteContext, className: ItemClassName, fields: ByName): Promise<void> {
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
async function assertUnique(ctx: WriteContext, className: ItemClassName, merged: ByName, exceptId?: string): Promise<void> {
  const fields = (UNIQUE_FIELDS as Partial<Record<ItemClassName, readonly string[]>>)[className];
  if (!fields) return;
  const table = SPECS[className].table;
  let query = byClass(ctx.tx).selectFrom(table).select('id').where('user', '=', ctx.userId);
  for (const field of fields) query = query.where(field, '=', merged[field] as string | number);
  if (exceptId) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) fail('duplicateName', `a ${className} with this ${fields.join(' and ')} already exists`);
}

/** Counts are the server's, moved by the diaries written (counts.ts): a client's count or Increment changes nothing. */
function withoutCount<F extends object>(fields: F): Omit<F, 'count'> {
  if (!('count' in fields)) return fields;
  const { count: _ignored, ...rest } = fields;
  return rest;
}

/** A record as the server writes it: without what it keeps itself, the count and the censorResult. */
type Written<R> = R extends { className: infer C; fields: infer F } ? { className: C; fields: Omit<F, 'count' | 'censorResult'> } : never;

/** A write's record without its count and its claimed censorResult (content-check/verdicts.ts), its share's start the server's (share-start.ts). */
function withoutServerFields(record: NewRecord, now: Date): Written<NewRecord>;
function withoutServerFields(record: ItemChanges, now: Date): Written<ItemChanges>;
function withoutServerFields(record: NewRecord | ItemChanges, now: Date) {
  return { className: record.className, fields: withServerShareStart(withoutClaimedResult(withoutCount(record.fields)), now) };
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
async function checkGallery(ctx: WriteContext, fields: Changed<'diary'>): Promise<void> {
  const gallery = fields.gallery ?? [];
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
function prepareDiary<F extends Changed<'diary'>>(
  ctx: WriteContext,
  fields: F,
  current: { row: OpenRow; links: Links } | undefined,
): { fields: F & { todayonhistory: string }; extra: Row } {
  const texts = {
    ...(fields.title !== undefined ? { title: plainText(fields.title) } : {}),
    ...(fields.content !== undefined ? { content: plainText(fields.content) } : {}),
  };
  const content = texts.content ?? (current ? String(current.row.content) : '');
  const gallery = fields.gallery?.length ?? current?.links.gallery?.length ?? 0;
  assertNotEmpty(content, gallery);
  const datetime = fields.datetime ?? (current ? { __type: 'Date' as const, iso: String(current.row.datetime) } : undefined);
  if (!datetime) return fail('invalidRequest', 'a diary needs its datetime');
  const todayonhistory = fields.todayonhistory ?? (fields.datetime || !current ? undefined : String(current.row.todayonhistory));
  const calendar = diaryCalendar(datetime, todayonhistory, { diary: fields.timeZone, server: ctx.timeZone });
  const title = texts.title ?? (current ? String(current.row.title) : '');
  return {
    fields: { ...fields, ...texts, todayonhistory: calendar.todayonhistory },
    extra: { archiveMonth: calendar.archiveMonth, words: countWords(title) + countWords(content) },
  };
}

const pointerIds = (pointers: ReadonlyArray<{ objectId: string }> | undefined) => pointers?.map((p) => p.objectId);

/** The records a diary being written is counted in, from its fields (no read-back). */
function refsOf(fields: Changed<'diary'>, extra: Row): DiaryRefs {
  return {
    archiveMonth: String(extra.archiveMonth),
    hasCover: Boolean(fields.cover),
    weather: Number(fields.weather ?? 0),
    status: fields.status?.objectId ?? null,
    location: pointerIds(fields.location) ?? [],
    people: pointerIds(fields.people) ?? [],
    tag: pointerIds(fields.tag) ?? [],
  };
}

/**
 * A record this user already has under the id the client chose: the same write sent again after its answer was lost
 * (an outbox's retry). It is answered as created, and nothing is written twice: no second diary, no count moved again.
 */
async function createdBefore(ctx: WriteContext, className: WrittenClass, chosenId: string): Promise<{ objectId: string; createdAt: string } | undefined> {
  const row = await byClass(ctx.tx).selectFrom(SPECS[className].table).select(['user', 'createdAt']).where('id', '=', chosenId).executeTakeFirst();
  return row && row.user === ctx.userId ? { objectId: chosenId, createdAt: String(row.createdAt) } : undefined;
}

export async function addItem(ctx: WriteContext, input: NewRecord, chosenId?: string): Promise<{ objectId: string; createdAt: string }> {
  const earlier = chosenId === undefined ? undefined : await createdBefore(ctx, input.className, chosenId);
  if (earlier) return earlier;
  const record = withoutServerFields(input, ctx.now);
  const { className } = record;
  await assertOwnReferences(ctx, className, record.fields);
  await assertUnique(ctx, className, record.fields);
  if (record.className !== 'diary') {
    const fields =
      record.className === 'file'
        ? { ...record.fields, censorResult: await fileResult(ctx.tx, ctx.userId, record.fields.filename, record.fields.kind) }
        : record.fields;
    const created = await insertRecord(ctx.tx, ctx.cipher, record.className, fields, ctx.now, {}, chosenId);
    if (className === 'archive' || className === 'weather') ctx.changes.recount(className, created.objectId);
    return created;
  }
  await assertUnderFreeCap(ctx);
  await checkGallery(ctx, record.fields);
  const diary = prepareDiary(ctx, record.fields, undefined);
  const censorResult = await diaryResult(
    ctx.tx,
    ctx.userId,
    ctx.textVerdicts,
    { content: String(diary.fields.content ?? ''), gallery: pointerIds(record.fields.gallery) ?? [] },
    undefined,
  );
  const fields = { ...diary.fields, censorResult };
  const created = await insertRecord(ctx.tx, ctx.cipher, 'diary', fields, ctx.now, diary.extra, chosenId);
  ctx.changes.diary(refsOf(fields, diary.extra), +1);
  return created;
}

/** A file that names another object, or claims another kind, takes that object's verdict; its diaries follow. */
async function updateFile(ctx: WriteContext, objectId: string, current: OpenRow, fields: Changed<'file'>): Promise<{ objectId: string; updatedAt: string }> {
  const refiled = fields.filename !== undefined || fields.kind !== undefined;
  const stored = refiled
    ? { ...fields, censorResult: await fileResult(ctx.tx, ctx.userId, fields.filename ?? String(current.filename), fields.kind ?? String(current.kind)) }
    : fields;
  const updated = await updateRecord(ctx.tx, ctx.cipher, 'file', current, stored, ctx.now);
  if (refiled) await refreshDiaryResults(ctx.tx, ctx.cipher, await diariesShowing(ctx.tx, ctx.userId, [objectId]), ctx.now);
  return updated;
}

/** A write's precondition: the record as the client last read it (contract's ifUpdatedAt). Changed since, nothing is written. */
function assertUnchangedSince(className: ItemClassName, current: OpenRow, ifUpdatedAt: string | undefined): void {
  if (ifUpdatedAt !== undefined && Date.parse(String(current.updatedAt)) !== Date.parse(ifUpdatedAt))
    fail('changedElsewhere', `the ${className} changed at ${String(current.updatedAt)}, after ${ifUpdatedAt}`);
}

export async function updateItem(
  ctx: WriteContext,
  objectId: string,
  input: ItemChanges,
  ifUpdatedAt?: string,
): Promise<{ objectId: string; updatedAt: string }> {
  const { className } = input;
  const current = await findRow(ctx.tx, ctx.cipher, className, objectId);
  if (!current) return fail('notFound', `${className} ${objectId} not found`);
  assertUnchangedSince(className, current, ifUpdatedAt);
  const record = withoutServerFields(input, ctx.now);
  // A count or Increment alone, or a claimed censorResult, asks for nothing: no write.
  if (Object.keys(record.fields).length === 0 && Object.keys(input.fields).length > 0) return { objectId, updatedAt: String(current.updatedAt) };
  await assertOwnReferences(ctx, className, record.fields);
  const uniqueFields = (UNIQUE_FIELDS as Partial<Record<ItemClassName, readonly string[]>>)[className] ?? [];
  if (uniqueFields.some((f) => f in record.fields)) {
    await assertUnique(ctx, className, { ...current, ...record.fields }, objectId);
    if (className === 'archive' || className === 'weather') ctx.changes.recount(className, objectId);
  }
  if (record.className === 'file') return updateFile(ctx, objectId, current, record.fields);
  if (record.className !== 'diary') return updateRecord(ctx.tx, ctx.cipher, record.className, current, record.fields, ctx.now);

  const fields = record.fields;
  await checkGallery(ctx, fields);
  const links = (await loadLinks(ctx.tx, [objectId])).get(objectId) ?? {};
  ctx.changes.diary(diaryRefs(current, links), -1);
  const diary = prepareDiary(ctx, fields, { row: current, links });
  const written = { content: String(diary.fields.content ?? current.content ?? ''), gallery: pointerIds(fields.gallery) ?? links.gallery ?? [] };
  // Its text or its photos changed: its censorResult is worked out again.
  const stored =
    fields.content !== undefined || fields.gallery !== undefined
      ? { ...diary.fields, censorResult: await diaryResult(ctx.tx, ctx.userId, ctx.textVerdicts, written, current) }
      : diary.fields;
  const updated = await updateRecord(ctx.tx, ctx.cipher, 'diary', current, stored, ctx.now, diary.extra);
  const row = (await findRow(ctx.tx, ctx.cipher, 'diary', objectId))!;
  ctx.changes.diary(diaryRefs(row, (await loadLinks(ctx.tx, [objectId])).get(objectId)), +1);
  return updated;
}

/**
 * Deleting a place, person, story or status keeps the diaries: only their references go.
 * Deleting a diary takes it from every count it was in and clears the covers its photos were.
 */
export async function deleteItem(ctx: WriteContext, className: ItemClassName, objectId: string, ifUpdatedAt?: string): Promise<{ objectId: string }> {
  const current = await findRow(ctx.tx, ctx.cipher, className, objectId);
  if (!current) return fail('notFound', `${className} ${objectId} not found`);
  assertUnchangedSince(className, current, ifUpdatedAt);
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
