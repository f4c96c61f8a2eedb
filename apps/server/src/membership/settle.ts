import { ORDER_PAYABLE_MS, ORDER_STATUS } from '@diary/core';
import type { Services } from '../context';
import type { Db } from '../db/types';
import { fenOf, type OnlinePayment } from '../providers/payment';
import { WechatPayRefusal } from '../providers/payment/wechat-pay/client';
import { isOnline, isPayableRow, markOrderClosed, markOrderPaid, orderData } from './orders';

export type Settling = Pick<Services, 'database' | 'log'> & { payment: OnlinePayment };

/** The services an online order is settled with; undefined when orders are paid by hand. */
export const settlingOf = (services: Pick<Services, 'database' | 'log' | 'payment'>): Settling | undefined =>
  services.payment ? { database: services.database, payment: services.payment, log: services.log } : undefined;

/**
 * How often one order is asked after at the provider: a client follows an order every few seconds, and
 * every query spends the merchant's quota, which all users share.
 */
export const ASK_PROVIDER_EVERY_MS = 10_000;

/**
 * Whether the provider may be asked about this order now, at most every ASK_PROVIDER_EVERY_MS: the time is
 * taken in the database in one statement, so two processes following the same order ask once between them.
 */
async function mayAsk(db: Db, orderId: string, now: Date): Promise<boolean> {
  const askedBefore = new Date(now.getTime() - ASK_PROVIDER_EVERY_MS).toISOString();
  const taken = await db
    .updateTable('orders')
    .set({ askedProviderAt: now.toISOString() })
    .where('id', '=', orderId)
    .where((eb) => eb.or([eb('askedProviderAt', 'is', null), eb('askedProviderAt', '<=', askedBefore)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}

/**
 * Closes an order at the provider and here. When the provider refuses (the payer paid a moment ago), it is
 * asked once more and a payment is honoured: an order is never closed here while paid there.
 */
export async function closeOrder(services: Settling, orderId: string, now: Date): Promise<void> {
  try {
    await services.payment.close(orderId);
  } catch (error) {
    if (!(error instanceof WechatPayRefusal)) throw error;
    const state = await services.payment.query(orderId);
    if (state.state !== 'paid') throw error;
    await payFromProvider(services, orderId, state, now);
    return;
  }
  await markOrderClosed(services.database.db, orderId, now);
}

/** The provider says the order was paid: paid here too, if for the order's amount (else left for a person). */
async function payFromProvider(services: Settling, orderId: string, paid: { transactionId: string; amountFen: number }, now: Date): Promise<boolean> {
  const row = await services.database.db.selectFrom('orders').select('data').where('id', '=', orderId).executeTakeFirstOrThrow();
  const orderFen = fenOf(orderData(row).payment);
  if (paid.amountFen !== orderFen) {
    services.log.error(
      { orderId, paidFen: paid.amountFen, orderFen },
      'payment provider reports a different amount for an order; left unpaid for a person to look at',
    );
    return false;
  }
  return (await markOrderPaid(services.database, orderId, now, paid.transactionId, true)) === 'paid';
}

/**
 * Brings an unpaid online order up to date with the payment provider, for when its notice never came:
 * paid there (for the order's amount) becomes paid here; closed there, or past its time, becomes closed
 * (at the provider too, so a late scan cannot pay it). Manual orders wait for the admin command.
 * `throttled` (the clients' checks) asks the provider about one order at most every ten seconds.
 * Answers whether the order changed.
 */
export async function settleOrder(services: Settling, orderId: string, now: Date, throttled = false): Promise<boolean> {
  const { database, payment, log } = services;
  const row = await database.db.selectFrom('orders').select(['status', 'data']).where('id', '=', orderId).executeTakeFirst();
  if (!row || row.status !== ORDER_STATUS.unpaid || !isOnline(orderData(row))) return false;
  const expired = !isPayableRow(row, now);
  if (throttled && !expired && !(await mayAsk(database.db, orderId, now))) return false;
  const state = await payment.query(orderId);
  switch (state.state) {
    case 'paid':
      return payFromProvider(services, orderId, state, now);
    case 'closed':
      return markOrderClosed(database.db, orderId, now);
    case 'refunded':
      // Paid and refunded from the merchant platform before this server heard of the payment: nothing to extend.
      log.warn({ orderId }, 'an unpaid order was refunded at the payment provider; closed here');
      return markOrderClosed(database.db, orderId, now);
    default:
      if (!expired) return false;
      await closeOrder(services, orderId, now);
      return true;
  }
}

/**
 * The housekeeping round's part: unpaid orders made in the last day and a payable period (older online
 * orders were closed by earlier rounds), oldest first, each settled with the provider. Manual orders in
 * that window are passed over without asking anyone. Answers how many changed.
 */
export async function settleUnpaidOrders(services: Settling, now: Date): Promise<number> {
  const since = new Date(now.getTime() - ORDER_PAYABLE_MS - 24 * 3600_000).toISOString();
  const minuteAgo = new Date(now.getTime() - 60_000).toISOString();
  const rows = await services.database.db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', ORDER_STATUS.unpaid)
    .where('createdAt', '>', since)
    .where('createdAt', '<', minuteAgo)
    .orderBy('createdAt')
    .execute();
  let changed = 0;
  for (const { id } of rows) {
    try {
      if (await settleOrder(services, id, now)) changed += 1;
    } catch (error) {
      services.log.warn({ err: error, orderId: id }, 'could not settle an unpaid order with the payment provider; trying next round');
    }
  }
  return changed;
}
