import { addOrder, cancelOrder, checkOrder, ORDER_PAYABLE_MS, ORDER_STATUS, payOrder, type ParsedPayloadOf, type PaymentMethod } from '@diary/core';
import { answers, type UserContext } from '../context';
import { fail } from '../errors/api-failure';
import { textsOf } from '../i18n';
import { decodeRecord } from '../storage/repository';
import { plainRow } from '../storage/sealed';
import { fenOf, isPayableAmount, type PreparedPayment } from '../providers/payment';
import { createOrder, isOnline, isPayableRow, keepPrepared, keptPreparation, markOrderClosed, orderData } from './orders';
import { closeOrder, settleOrder, settlingOf } from './settle';

async function ownOrder(ctx: UserContext, objectId: string) {
  const row = await ctx.services.database.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', objectId)
    .where('user', '=', ctx.caller.userId)
    .executeTakeFirst();
  if (!row) return fail('notFound', 'No such order');
  return row;
}

/** An order as it is after asking its provider whether it was paid (a notice may never have come). */
async function settledOrder(ctx: UserContext, objectId: string) {
  const online = settlingOf(ctx.services);
  if (online) await settleOrder(online, objectId, ctx.now, true);
  return ownOrder(ctx, objectId);
}

const orderRecord = async (ctx: UserContext, objectId: string) =>
  decodeRecord(ctx.services.database.db, 'order', plainRow('order', await ownOrder(ctx, objectId)));

/** The payer's openid in the mini program, from the code `wx.login` just gave it. */
async function payerOf(ctx: UserContext, wechatCode: string | undefined): Promise<string> {
  const miniProgram = ctx.services.wechat.miniProgram;
  if (!miniProgram || !wechatCode) return fail('invalidRequest', 'Paying in the mini program needs the code of wx.login');
  return (await miniProgram.identity(wechatCode)).openid;
}

/** The answer for an order and its prepared payment: the client's parameters are made now (JSAPI's are signed afresh). */
async function withPayment(ctx: UserContext, objectId: string, prepared: PreparedPayment | undefined) {
  const { payment } = ctx.services;
  const order = await orderRecord(ctx, objectId);
  if (!payment || !prepared) return { order, payment: { provider: 'manual' } };
  return { order, payment: { provider: payment.name, method: prepared.method, params: payment.clientParams(prepared) } };
}

/** Time an unpaid order must still have for "go Pro" to hand it out again rather than make another. */
const REUSE_WITH_AT_LEAST_MS = 10 * 60 * 1000;

/**
 * The caller's newest unpaid order that "go Pro" would make again: the same price and method (for JSAPI, the
 * same payer), payable for ten minutes more. Each tap on "go Pro" used to leave one more unpaid order behind.
 */
async function unpaidOrderToReuse(ctx: UserContext, price: number, method: 'manual' | PaymentMethod, payer: string | undefined) {
  const rows = await ctx.services.database.db
    .selectFrom('orders')
    .selectAll()
    .where('user', '=', ctx.caller.userId)
    .where('status', '=', ORDER_STATUS.unpaid)
    .orderBy('createdAt', 'desc')
    .limit(20)
    .execute();
  const soon = new Date(ctx.now.getTime() + REUSE_WITH_AT_LEAST_MS);
  const candidate = rows.find((row) => {
    const data = orderData(row);
    return (
      data.payment === price && data.method === method && data.payer === payer && isPayableRow(row, soon) && (method === 'manual' || keptPreparation(data))
    );
  });
  if (!candidate || method === 'manual') return candidate;
  // Paid at the provider while its notice is still on the way: that one is not handed out to be paid again.
  const now = await settledOrder(ctx, candidate.id);
  return isPayableRow(now, soon) ? now : undefined;
}

/**
 * An unpaid order for a year of Pro at the configured price. The amount is the server's: a
 * client's `discount` is not trusted (discounts, when there are any, come from configuration).
 * Online, the order is prepared at the provider before anyone sees it; if that fails it is closed.
 */
async function add(ctx: UserContext, payload: ParsedPayloadOf<typeof addOrder>) {
  const { config, database, payment } = ctx.services;
  const price = config.proPricePerYear;
  if (price === undefined) return fail('serviceUnavailable', 'The Pro price is not configured on this server');
  if (config.payment.kind === 'off') return fail('serviceUnavailable', 'Paying online is switched off on this server');
  if (!payment) {
    const unpaid = await unpaidOrderToReuse(ctx, price, 'manual', undefined);
    if (unpaid) return withPayment(ctx, unpaid.id, undefined);
    const objectId = await createOrder(database.db, ctx.caller.userId, { payment: price, method: 'manual' }, ctx.now);
    return withPayment(ctx, objectId, undefined);
  }
  const method: PaymentMethod = payload.method ?? 'native';
  if (!payment.methods.includes(method)) return fail('invalidRequest', `This server does not take ${method} payments`);
  if (!isPayableAmount(price)) return fail('serviceUnavailable', 'A free Pro year is granted by the admin command, not paid for');
  const payer = method === 'jsapi' ? await payerOf(ctx, payload.wechatCode) : undefined;
  const unpaid = await unpaidOrderToReuse(ctx, price, method, payer);
  if (unpaid) return withPayment(ctx, unpaid.id, keptPreparation(orderData(unpaid)));
  const expiresAt = new Date(ctx.now.getTime() + ORDER_PAYABLE_MS);
  const objectId = await createOrder(database.db, ctx.caller.userId, { payment: price, method, expiresAt: expiresAt.toISOString() }, ctx.now);
  let prepared: PreparedPayment;
  try {
    const description = textsOf('zh')({ key: 'orders.line', params: { price } });
    prepared = await payment.prepare({ orderId: objectId, amountFen: fenOf(price), description, expiresAt, method, ...(payer ? { openid: payer } : {}) });
  } catch (error) {
    await markOrderClosed(database.db, objectId, ctx.now);
    throw error;
  }
  await keepPrepared(database.db, objectId, prepared, payer);
  return withPayment(ctx, objectId, prepared);
}

/** Continue paying: the order's own prepared payment, for the method it was made with, while it can still be paid. */
async function pay(ctx: UserContext, payload: ParsedPayloadOf<typeof payOrder>) {
  await ownOrder(ctx, payload.objectId);
  const row = await settledOrder(ctx, payload.objectId);
  if (!isPayableRow(row, ctx.now)) return fail('orderNotPayable', 'This order can no longer be paid');
  const data = orderData(row);
  const prepared = keptPreparation(data);
  // A JSAPI order is paid by the person it was prepared for: the new code must be theirs.
  if (prepared?.method === 'jsapi' && (await payerOf(ctx, payload.wechatCode)) !== data.payer) {
    return fail('forbidden', 'This order is paid from the WeChat it was made in');
  }
  return withPayment(ctx, row.id, prepared);
}

/** An order as it is now; an unpaid one is asked after at the provider first (its notice may never have come). */
async function check(ctx: UserContext, payload: ParsedPayloadOf<typeof checkOrder>) {
  await ownOrder(ctx, payload.objectId);
  const online = settlingOf(ctx.services);
  if (online) await settleOrder(online, payload.objectId, ctx.now, true);
  return { order: await orderRecord(ctx, payload.objectId) };
}

/**
 * Closes one of the caller's unpaid orders, so it can no longer be paid: at the provider first, after
 * asking whether it was paid meanwhile (then it becomes paid, and cancelling is refused). Only the
 * owner's orders are found; a closed one stays closed; a paid one is history and is refused. An online
 * order is not closed while this server cannot reach its provider: it could still be paid there.
 */
async function cancel(ctx: UserContext, payload: ParsedPayloadOf<typeof cancelOrder>) {
  const row = await ownOrder(ctx, payload.objectId);
  if (row.status === ORDER_STATUS.unpaid) {
    const data = orderData(row);
    const online = settlingOf(ctx.services);
    if (isOnline(data) && !online) return fail('serviceUnavailable', 'This order is paid online, which is switched off on this server now; try again later');
    if (online && isOnline(data)) {
      await settleOrder(online, row.id, ctx.now);
      if ((await ownOrder(ctx, row.id)).status === ORDER_STATUS.unpaid) await closeOrder(online, row.id, ctx.now);
    } else {
      await markOrderClosed(ctx.services.database.db, row.id, ctx.now);
    }
  }
  const order = await orderRecord(ctx, row.id);
  if (order.status === ORDER_STATUS.paid || order.status === ORDER_STATUS.refunded) fail('forbidden', 'A paid order cannot be cancelled');
  return { order };
}

export const membershipAnswers = [answers(addOrder, add), answers(payOrder, pay), answers(checkOrder, check), answers(cancelOrder, cancel)];
