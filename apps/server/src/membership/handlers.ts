import { addOrder, cancelOrder, checkOrder, ORDER_PAYABLE_MS, ORDER_STATUS, payOrder, type ParsedPayloadOf, type PaymentMethod } from '@diary/core';
import { answers, type UserContext } from '../context';
import { fail } from '../http/api-failure';
import { textsOf } from '../i18n';
import { decodeRecord } from '../items/repository';
import { plainRow } from '../items/sealed';
import { fenOf, type PreparedPayment } from '../providers/payment';
import { createOrder, keepPrepared, markOrderClosed, orderData } from './orders';
import { settleOrder } from './settle';

async function ownOrder(ctx: UserContext, objectId: string) {
  const row = await ctx.services.database.db.selectFrom('orders').selectAll().where('id', '=', objectId).where('user', '=', ctx.caller.userId).executeTakeFirst();
  if (!row) return fail('notFound', 'No such order');
  return row;
}

const orderRecord = async (ctx: UserContext, objectId: string) => decodeRecord(ctx.services.database.db, 'order', plainRow('order', await ownOrder(ctx, objectId)));

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
    const objectId = await createOrder(database.db, ctx.caller.userId, { payment: price, method: 'manual' }, ctx.now);
    return withPayment(ctx, objectId, undefined);
  }
  const method: PaymentMethod = payload.method ?? 'native';
  if (!payment.methods.includes(method)) return fail('serviceUnavailable', `This server does not take ${method} payments`);
  if (fenOf(price) < 1) return fail('serviceUnavailable', 'A free Pro year is granted by the admin command, not paid for');
  const openid = method === 'jsapi' ? await payerOf(ctx, payload.wechatCode) : undefined;
  const expiresAt = new Date(ctx.now.getTime() + ORDER_PAYABLE_MS);
  const objectId = await createOrder(database.db, ctx.caller.userId, { payment: price, method, expiresAt: expiresAt.toISOString() }, ctx.now);
  let prepared: PreparedPayment;
  try {
    const description = textsOf('zh')({ key: 'orders.line', params: { price } });
    prepared = await payment.prepare({ orderId: objectId, amountFen: fenOf(price), description, expiresAt, method, ...(openid ? { openid } : {}) });
  } catch (error) {
    await markOrderClosed(database.db, objectId, ctx.now);
    throw error;
  }
  await keepPrepared(database.db, objectId, prepared);
  return withPayment(ctx, objectId, prepared);
}

/** Continue paying: the order's own prepared payment, for the method it was made with, while it can still be paid. */
async function pay(ctx: UserContext, payload: ParsedPayloadOf<typeof payOrder>) {
  await settleOrder(ctx.services, payload.objectId, ctx.now);
  const row = await ownOrder(ctx, payload.objectId);
  const data = orderData(row);
  const payable = row.status === ORDER_STATUS.unpaid && (data.expiresAt === undefined || new Date(data.expiresAt).getTime() > ctx.now.getTime());
  if (!payable) return fail('orderNotPayable', 'This order can no longer be paid');
  if (data.codeUrl) return withPayment(ctx, row.id, { method: 'native', codeUrl: data.codeUrl });
  if (data.prepayId) {
    // A JSAPI order is paid by the person it was prepared for: the new code must be theirs.
    await payerOf(ctx, payload.wechatCode);
    return withPayment(ctx, row.id, { method: 'jsapi', prepayId: data.prepayId });
  }
  return withPayment(ctx, row.id, undefined);
}

/** An order as it is now; an unpaid one is asked after at the provider first (its notice may never have come). */
async function check(ctx: UserContext, payload: ParsedPayloadOf<typeof checkOrder>) {
  await ownOrder(ctx, payload.objectId);
  await settleOrder(ctx.services, payload.objectId, ctx.now);
  return { order: await orderRecord(ctx, payload.objectId) };
}

/**
 * Closes one of the caller's unpaid orders, so it can no longer be paid: at the provider first, after
 * asking whether it was paid meanwhile (then it becomes paid, and cancelling is refused). Only the
 * owner's orders are found; a closed one stays closed; a paid one is history and is refused.
 */
async function cancel(ctx: UserContext, payload: ParsedPayloadOf<typeof cancelOrder>) {
  const { database, payment } = ctx.services;
  const row = await ownOrder(ctx, payload.objectId);
  if (row.status === ORDER_STATUS.unpaid) {
    await settleOrder(ctx.services, row.id, ctx.now);
    const method = orderData(row).method;
    const stillUnpaid = (await ownOrder(ctx, row.id)).status === ORDER_STATUS.unpaid;
    if (stillUnpaid && payment && (method === 'native' || method === 'jsapi')) await payment.close(row.id);
    if (stillUnpaid) await markOrderClosed(database.db, row.id, ctx.now);
  }
  const order = await orderRecord(ctx, row.id);
  if (order.status === ORDER_STATUS.paid || order.status === ORDER_STATUS.refunded) fail('forbidden', 'A paid order cannot be cancelled');
  return { order };
}

export const membershipAnswers = [answers(addOrder, add), answers(payOrder, pay), answers(checkOrder, check), answers(cancelOrder, cancel)];
