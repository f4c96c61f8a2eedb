import { addOrder, cancelOrder, ORDER_STATUS, type ParsedPayloadOf } from '@diary/core';
import { answers, type UserContext } from '../context';
import { fail } from '../http/api-failure';
import { decodeRecord } from '../items/repository';
import { plainRow } from '../items/sealed';
import { createOrder } from './orders';

/**
 * An unpaid order for a year of Pro at the configured price. The amount is the server's: a
 * client's `discount` is not trusted (discounts, when there are any, come from configuration).
 */
async function add(ctx: UserContext, _payload: ParsedPayloadOf<typeof addOrder>) {
  const { config, database, payment } = ctx.services;
  if (config.proPricePerYear === undefined) return fail('serviceUnavailable', 'The Pro price is not configured on this server');
  const objectId = await createOrder(database.db, ctx.caller.userId, config.proPricePerYear, ctx.now);
  const params = await payment.prepare({ orderId: objectId, userId: ctx.caller.userId, amount: config.proPricePerYear });
  const row = await database.db.selectFrom('orders').selectAll().where('id', '=', objectId).executeTakeFirstOrThrow();
  return { order: await decodeRecord(database.db, 'order', plainRow('order', row)), payment: { provider: payment.name, ...(params ? { params } : {}) } };
}

/**
 * Closes one of the caller's unpaid orders, so it can no longer be paid. Only the owner's orders are
 * found; a closed one stays closed; a paid one is history and is refused. The status changes only
 * while it is still unpaid, so a payment marked at the same moment is never overwritten.
 */
async function cancel(ctx: UserContext, payload: ParsedPayloadOf<typeof cancelOrder>) {
  const { database } = ctx.services;
  const own = () => database.db.selectFrom('orders').selectAll().where('id', '=', payload.objectId).where('user', '=', ctx.caller.userId).executeTakeFirst();
  await database.db
    .updateTable('orders')
    .set({ status: ORDER_STATUS.closed, updatedAt: ctx.now.toISOString() })
    .where('id', '=', payload.objectId)
    .where('user', '=', ctx.caller.userId)
    .where('status', '=', ORDER_STATUS.unpaid)
    .execute();
  const row = await own();
  if (!row) return fail('notFound', 'No such order');
  if (Number(row.status) === ORDER_STATUS.paid) fail('forbidden', 'A paid order cannot be cancelled');
  return { order: await decodeRecord(database.db, 'order', plainRow('order', row)) };
}

export const membershipAnswers = [answers(addOrder, add), answers(cancelOrder, cancel)];
