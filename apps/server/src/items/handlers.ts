import { requiredFields, UNIQUE_FIELDS, type AnswerOf, type ClassName, type ParsedPayloadOf, type UserFields } from '@diary/core';
import { addItem, batchOpItems, checkItem, deleteItem, getItemById, getItemList, updateItem } from '@diary/core';
import { findUser, updateUserFields, userRecord } from '../accounts/users';
import { checkDiaryTexts, type ItemWrite } from '../content-check/text';
import { answers, type Services, type UserContext } from '../context';
import { lockUser } from '../db/database';
import type { Queryable } from '../db/types';
import type { UserCipher } from '../encryption/user-cipher';
import { fail } from '../errors/api-failure';
import type { SerializedAnswer } from '../serialized-answer';
import { byClass } from '../storage/by-class';
import type { WireRecord } from '../storage/codec';
import { listRows } from '../storage/list-pages';
import { decodeRecord, decodeRows, findRow } from '../storage/repository';
import { openRow } from '../storage/sealed';
import { SPECS } from '../storage/spec';
import { applyCountChanges, CountChanges } from './counts';
import { includeRecords } from './include';
import * as items from './service';

/** A record cut to `keys`; the fields the contract requires of every record stay. */
function project<R extends WireRecord>(record: R, fields: readonly string[] | undefined): R {
  if (!fields) return record;
  const projected: WireRecord = { objectId: record.objectId };
  for (const field of fields) if (field in record) projected[field] = record[field];
  return projected as R;
}

/** The fields a record is cut to: those asked for and those every record has; undefined for all. */
const fieldsFor = (className: ClassName, keys: readonly string[] | undefined) =>
  keys && keys.length > 0 ? [...requiredFields(className), ...keys] : undefined;

/** Records as answered: pointers included where asked, fields cut to `keys`. */
async function present<R extends WireRecord>(
  q: Queryable,
  owner: UserCipher,
  className: ClassName,
  records: R[],
  include?: readonly string[],
  keys?: readonly string[],
) {
  if (include && include.length > 0) await includeRecords(q, owner, className, records, include);
  const fields = fieldsFor(className, keys);
  return records.map((r) => project(r, fields));
}

/** A list answered from the user's records as the request found them (the version), or as kept from before. */
async function getList(ctx: UserContext, payload: ParsedPayloadOf<typeof getItemList>): Promise<SerializedAnswer<AnswerOf<typeof getItemList>>> {
  const { database, keys, listAnswers } = ctx.services;
  const { className } = payload;
  const cipher = await keys.cipherOf(ctx.caller.userId, ctx.caller.dataKeys);
  return listAnswers.answer(cipher, ctx.caller.itemsVersion, payload, async () => {
    const { rows, count } = await listRows(database.db, database.kind, cipher, className, payload, Boolean(payload.count));
    const records = await present(database.db, cipher, className, await decodeRows(database.db, className, rows), payload.include, payload.keys);
    return count === undefined ? { [`${className}List`]: records } : { [`${className}List`]: records, count };
  });
}

async function getById(ctx: UserContext, payload: ParsedPayloadOf<typeof getItemById>) {
  const { database } = ctx.services;
  const userId = ctx.caller.userId;
  if (payload.className === 'user') {
    // The only user anyone can read is themselves.
    const user = payload.objectId === userId ? await findUser(database.db, userId) : undefined;
    if (!user) return fail('notFound', `user ${payload.objectId} not found`);
    return { item: project(userRecord(user, ctx.now), fieldsFor('user', payload.keys)) };
  }
  const cipher = await ctx.services.keys.cipherOf(userId, ctx.caller.dataKeys);
  const row = await findRow(database.db, cipher, payload.className, payload.objectId);
  if (!row) return fail('notFound', `${payload.className} ${payload.objectId} not found`);
  const [item] = await present(
    database.db,
    cipher,
    payload.className,
    [await decodeRecord(database.db, payload.className, row)],
    payload.include,
    payload.keys,
  );
  return { item: item! };
}

async function check(ctx: UserContext, payload: ParsedPayloadOf<typeof checkItem>) {
  const { database } = ctx.services;
  const table = SPECS[payload.className].table;
  let query = byClass(database.db).selectFrom(table).selectAll().where('user', '=', ctx.caller.userId);
  for (const field of UNIQUE_FIELDS[payload.className]) query = query.where(field, '=', (payload.data as Record<string, string | number>)[field]!);
  const row = await query.executeTakeFirst();
  if (!row) return { exists: false, item: null };
  const cipher = await ctx.services.keys.cipherOf(ctx.caller.userId, ctx.caller.dataKeys);
  return { exists: true, item: await decodeRecord(database.db, payload.className, openRow(cipher, payload.className, row)) };
}

/**
 * Runs item writes in one transaction of the caller, with the counts moved before it commits.
 * The diary texts among `writes` are checked first, outside it: no lock waits on the checker.
 */
async function write<T>(ctx: UserContext, fn: (w: items.WriteContext) => Promise<T>, writes: readonly ItemWrite[] = []): Promise<T> {
  return writeItems(ctx.services, ctx.caller.userId, ctx.now, fn, writes);
}

/** The same for a user's writes that no request makes (an import). */
export async function writeItems<T>(
  services: Services,
  userId: string,
  now: Date,
  fn: (w: items.WriteContext) => Promise<T>,
  writes: readonly ItemWrite[] = [],
): Promise<T> {
  const { database, config, keys } = services;
  const textVerdicts = await checkDiaryTexts(services, userId, writes);
  return database.transaction(async (tx) => {
    await lockUser(database.kind, tx, userId);
    const cipher = await keys.cipherForWrite(tx, userId, now);
    const w: items.WriteContext = { kind: database.kind, tx, userId, cipher, now, timeZone: config.timeZone, changes: new CountChanges(), textVerdicts };
    const result = await fn(w);
    await applyCountChanges(tx, userId, w.changes, now);
    return result;
  });
}

async function add(ctx: UserContext, payload: ParsedPayloadOf<typeof addItem>) {
  const record = items.paired<items.NewRecord>(payload.className, payload.data);
  return write(ctx, (w) => items.addItem(w, record, payload.objectId), [{ className: payload.className, fields: payload.data }]);
}

async function update(ctx: UserContext, payload: ParsedPayloadOf<typeof updateItem>) {
  const changes = items.paired<items.RecordChanges>(payload.className, payload.data);
  if (changes.className === 'user') return updateOwnUser(ctx, payload.objectId, changes.fields);
  return write(ctx, (w) => items.updateItem(w, payload.objectId, changes, payload.ifUpdatedAt), [
    { className: payload.className, objectId: payload.objectId, fields: payload.data },
  ]);
}

async function updateOwnUser(ctx: UserContext, objectId: string, fields: UserFields) {
  if (objectId !== ctx.caller.userId) return fail('notFound', `user ${objectId} not found`);
  const { database } = ctx.services;
  return database.transaction(async (tx) => {
    const user = (await findUser(tx, objectId))!;
    return { objectId, updatedAt: await updateUserFields(tx, user, fields, ctx.now) };
  });
}

async function remove(ctx: UserContext, payload: ParsedPayloadOf<typeof deleteItem>) {
  return write(ctx, (w) => items.deleteItem(w, payload.className, payload.objectId, payload.ifUpdatedAt));
}

/** Every operation or none: any failure rolls the whole batch back and answers that failure. */
async function batch(ctx: UserContext, payload: ParsedPayloadOf<typeof batchOpItems>) {
  return write(
    ctx,
    async (w) => {
      const results: Array<{ success: { objectId: string; createdAt?: string; updatedAt?: string } }> = [];
      for (const op of payload.requests) {
        if (op.method === 'POST') results.push({ success: await items.addItem(w, items.paired<items.NewRecord>(op.className, op.body), op.objectId) });
        else if (op.method === 'PUT') {
          const changes = items.paired<items.RecordChanges>(op.className, op.body);
          if (changes.className === 'user') {
            if (op.objectId !== ctx.caller.userId) fail('notFound', `user ${op.objectId} not found`);
            const user = (await findUser(w.tx, op.objectId))!;
            // A user has no count; the batch schema allows one on every PUT, so it is dropped here.
            const { count: _none, ...fields } = changes.fields;
            results.push({ success: { objectId: op.objectId, updatedAt: await updateUserFields(w.tx, user, fields, ctx.now) } });
          } else results.push({ success: await items.updateItem(w, op.objectId, changes, op.ifUpdatedAt) });
        } else results.push({ success: await items.deleteItem(w, op.className, op.objectId, op.ifUpdatedAt) });
      }
      return results;
    },
    payload.requests.map((op) => ({
      className: op.className,
      objectId: op.method === 'PUT' ? op.objectId : undefined,
      fields: 'body' in op ? op.body : undefined,
    })),
  );
}

/** A diary's save and the other item writes are what people write most: made by the writer process (writer.ts). */
const BY_THE_WRITER = { byTheWriter: true };

export const itemAnswers = [
  answers(getItemList, getList),
  answers(getItemById, getById),
  answers(checkItem, check),
  answers(addItem, add, BY_THE_WRITER),
  answers(updateItem, update, BY_THE_WRITER),
  answers(deleteItem, remove, BY_THE_WRITER),
  answers(batchOpItems, batch, BY_THE_WRITER),
];
