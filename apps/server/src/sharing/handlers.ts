import { isShareLive, SHARED_STATUS, type PayloadOf, type ShareKind, type Where } from '@diary/core';
import type { getSharedDiary, getSharedList } from '@diary/core';
import type { Handler, RequestContext } from '../context';
import { fail } from '../http/api-failure';
import type { Row, WireRecord } from '../items/codec';
import { includeRecords } from '../items/include';
import { countRows, decodeRows, selectRows } from '../items/repository';
import { SPECS } from '../items/spec';

const DIARY_INCLUDES = ['gallery', 'location', 'people', 'tag', 'status'] as const;

/** What a visitor sees of a record and of the records included in it: never the owner's id or the content review. */
function forVisitor(record: WireRecord): WireRecord {
  const visible: WireRecord = { objectId: record.objectId };
  for (const [key, value] of Object.entries(record)) {
    if (key === 'user' || key === 'censorResult') continue;
    if (Array.isArray(value)) visible[key] = value.map((v) => (isRecord(v) ? forVisitor(v) : v));
    else visible[key] = isRecord(value) ? forVisitor(value) : value;
  }
  return visible;
}

const isRecord = (value: unknown): value is WireRecord => typeof value === 'object' && value !== null && typeof (value as WireRecord).objectId === 'string' && !('__type' in value);

/**
 * A share is readable while it is public and within its day. An expired share answers 1003;
 * anything else (private, unknown, deleted owner) answers 404, so a visitor cannot tell
 * a private record from a missing one.
 */
async function liveShare(ctx: RequestContext, kind: ShareKind, objectId: string): Promise<{ row: Row; nicename: string }> {
  const { db } = ctx.services.database;
  const table = SPECS[kind].table;
  const row = (await db.selectFrom(table).selectAll().where('id', '=', objectId).executeTakeFirst()) as Row | undefined;
  const owner = row ? ((await db.selectFrom('users').select(['data', 'deletedStatus']).where('id', '=', String(row.user)).executeTakeFirst()) as Row | undefined) : undefined;
  const hidden = kind === 'diary' && row && (Number(row.privateStatus) === 1 || Number(row.hiddenStatus) === 1);
  if (!row || !owner || Number(owner.deletedStatus) === 1 || hidden || Number(row.sharedStatus) !== SHARED_STATUS.public) {
    return fail('notFound', 'This share does not exist');
  }
  const shareable = { sharedStatus: Number(row.sharedStatus), sharedDatetime: row.sharedDatetime ? String(row.sharedDatetime) : null, count: Number(row.count ?? 0) };
  if (!isShareLive(kind, shareable, ctx.now)) {
    if (kind !== 'diary' && shareable.count === 0) return fail('notFound', 'This share does not exist');
    return fail('shareExpired', 'This share has expired');
  }
  const nicename = String((JSON.parse(String(owner.data)) as { nicename?: string }).nicename ?? '');
  return { row, nicename };
}

async function sharedDiary(ctx: RequestContext, payload: PayloadOf<typeof getSharedDiary>) {
  const { db } = ctx.services.database;
  const { row, nicename } = await liveShare(ctx, 'diary', payload.objectId);
  const records = await decodeRows(db, 'diary', [row]);
  await includeRecords(db, String(row.user), 'diary', records, DIARY_INCLUDES);
  return { diary: forVisitor(records[0]!), author: { nicename } };
}

/** The diaries of a shared list, by what the list is of. */
function listWhere(kind: Exclude<ShareKind, 'diary'>, item: Row): Where {
  switch (kind) {
    case 'archive':
      return archiveMonthWhere(item);
    case 'weather':
      return { weather: Number(item.code) };
    case 'status':
      return { status: { __type: 'Pointer', className: 'status', objectId: String(item.id) } };
    default:
      return { [kind]: { __type: 'Pointer', className: kind, objectId: String(item.id) } };
  }
}

// An archive is a month of the writer's calendar: the diaries whose stored month is it.
function archiveMonthWhere(item: Row): Where {
  return { archiveMonth: `${item.year}-${String(item.month).padStart(2, '0')}` } as unknown as Where;
}

async function sharedList(ctx: RequestContext, payload: PayloadOf<typeof getSharedList>) {
  const { database } = ctx.services;
  const kind = payload.listType as Exclude<ShareKind, 'diary'>;
  const { row: item, nicename } = await liveShare(ctx, kind, payload.listId);
  const ownerId = String(item.user);
  const where: Where = { ...listWhere(kind, item), hiddenStatus: { $ne: true } };
  const options = { where, order: payload.order ?? '-datetime', skip: payload.skip ?? 0, limit: payload.limit ?? 20 };
  const rows = await selectRows(database.db, database.kind, ownerId, 'diary', options);
  const shown = rows.filter((r) => Number(r.privateStatus) !== 1);
  const records = await decodeRows(database.db, 'diary', shown);
  await includeRecords(database.db, ownerId, 'diary', records, DIARY_INCLUDES);
  const byId = new Map(records.map((r) => [r.objectId, forVisitor(r)]));
  // Private diaries keep their place in the list as "Hidden content", with nothing of them shown.
  const diaryList = rows.map((r) => byId.get(String(r.id)) ?? { objectId: String(r.id), privateStatus: true });
  const count = await countRows(database.db, database.kind, ownerId, 'diary', where);
  const [itemRecord] = await decodeRows(database.db, kind, [item]);
  return { item: forVisitor(itemRecord!), diaryList, count, author: { nicename } };
}

export const sharingHandlers: Record<string, Handler> = {
  get_shared_diary: sharedDiary,
  get_shared_list: sharedList,
};
