import { addOrder, type ParsedPayloadOf } from '@diary/core';
import { answers, type UserContext } from '../context';
import { fail } from '../http/api-failure';
import { decodeRecord } from '../items/repository';
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
  return { order: await decodeRecord(database.db, 'order', row), payment: { provider: payment.name, ...(params ? { params } : {}) } };
}

export const membershipAnswers = [answers(addOrder, add)];
