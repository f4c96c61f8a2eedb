import { ORDER_STATUS } from '@diary/core';
import type { Services } from '../context';
import { fenOf } from '../providers/payment';
import { markOrderClosed, markOrderPaid, orderData } from './orders';

type Settling = Pick<Services, 'database' | 'payment' | 'log'>;

/**
 * Brings an unpaid online order up to date with the payment provider, for when its notice never came:
 * paid there (for the order's amount) becomes paid here; closed there, or past its time, becomes
 * closed (at the provider too, so a late scan cannot pay it). Manual orders wait for the admin command.
 */
export async function settleOrder(services: Settling, orderId: string, now: Date): Promise<void> {
  const { database, payment, log } = services;
  const row = await database.db.selectFrom('orders').select(['status', 'data']).where('id', '=', orderId).executeTakeFirst();
  if (!row || row.status !== ORDER_STATUS.unpaid || !payment) return;
  const data = orderData(row);
  if (data.method !== 'native' && data.method !== 'jsapi') return;
  const state = await payment.query(orderId);
  if (state.state === 'paid') {
    if (state.amountFen !== fenOf(data.payment)) {
      log.error({ orderId, paidFen: state.amountFen, orderFen: fenOf(data.payment) }, 'payment provider reports a different amount for an order; left unpaid for a person to look at');
      return;
    }
    await markOrderPaid(database, orderId, now, state.transactionId, true);
    return;
  }
  const expired = data.expiresAt !== undefined && new Date(data.expiresAt).getTime() <= now.getTime();
  if (state.state === 'closed' || expired) {
    if (state.state !== 'closed') await payment.close(orderId);
    await markOrderClosed(database.db, orderId, now);
  }
}

/** Every unpaid online order made more than a minute ago (the housekeeping round): none stays unpaid past its time. */
export async function settleUnpaidOrders(services: Settling, now: Date): Promise<number> {
  if (!services.payment) return 0;
  const minuteAgo = new Date(now.getTime() - 60_000).toISOString();
  const rows = await services.database.db.selectFrom('orders').select('id').where('status', '=', ORDER_STATUS.unpaid).where('createdAt', '<', minuteAgo).limit(1000).execute();
  let settled = 0;
  for (const { id } of rows) {
    try {
      await settleOrder(services, id, now);
      settled += 1;
    } catch (error) {
      services.log.warn({ err: error, orderId: id }, 'could not settle an unpaid order with the payment provider; trying next round');
    }
  }
  return settled;
}
