import type { addOrder, PayloadOf } from '@diary/core';
import type { Handler, UserContext } from '../context';
import { fail } from '../http/api-failure';
import { decodeRows } from '../items/repository';
import { createOrder } from './orders';

/**
 * An unpaid order for a year of Pro at the configured price. The amount is the server's: a
 * client's `discount` is not trusted (discounts, when there are any, come from configuration).
 */
async function add(ctx: UserContext, _payload: PayloadOf<typeof addOrder>) {
  const { config, database, payment } = ctx.services;
  if (config.proPricePerYear === undefined) return fail('serviceUnavailable', 'The Pro price is not configured on this server');
  const objectId = await createOrder(database.db, ctx.caller.userId, config.proPricePerYear, ctx.now);
  const params = await payment.prepare({ orderId: objectId, userId: ctx.caller.userId, amount: config.proPricePerYear });
  const row = await database.db.selectFrom('orders').selectAll().where('id', '=', objectId).executeTakeFirstOrThrow();
  const [order] = await decodeRows(database.db, 'order', [row]);
  return { order, payment: { provider: payment.name, ...(params ? { params } : {}) } };
}

export const membershipHandlers: Record<string, Handler> = { add_order: add as Handler };
