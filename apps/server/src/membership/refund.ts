import { ORDER_STATUS } from '@diary/core';
import type { Database } from '../db/database';
import { fenOf, type OnlinePayment } from '../providers/payment';
import { WechatPayRefusal } from '../providers/payment/wechat-pay/client';
import { isOnline, markOrderRefunded, orderData } from './orders';

export type RefundOutcome = { refunded: true; status: string } | { refunded: false; reason: string };

/**
 * Refunds a paid online order in full (the admin command): the provider is asked first, and only when it
 * accepts the refund does the order become refunded and its year leave Pro. The refund's number is the
 * order's own, so asking twice never pays back twice.
 */
export async function refundOrder(jobs: { database: Database; payment: OnlinePayment }, orderId: string, reason: string, now: Date): Promise<RefundOutcome> {
  const row = await jobs.database.db.selectFrom('orders').select(['status', 'data']).where('id', '=', orderId).executeTakeFirst();
  if (!row) return { refunded: false, reason: 'not found' };
  if (row.status === ORDER_STATUS.refunded) return { refunded: false, reason: 'already refunded' };
  if (row.status !== ORDER_STATUS.paid) return { refunded: false, reason: 'not paid' };
  const data = orderData(row);
  if (!isOnline(data)) return { refunded: false, reason: 'paid by hand: refund it the way it was paid' };
  let refund: { refundId: string; status: string };
  try {
    refund = await jobs.payment.refund({ orderId, amountFen: fenOf(data.payment), reason: reason.slice(0, 80) });
  } catch (error) {
    if (error instanceof WechatPayRefusal) return { refunded: false, reason: error.message };
    throw error;
  }
  // ABNORMAL (the payer's card or account cannot take it back) and CLOSED: no money went back, so Pro stays.
  if (refund.status !== 'SUCCESS' && refund.status !== 'PROCESSING')
    return { refunded: false, reason: `WeChat Pay's refund is ${refund.status}: see its merchant platform` };
  if (!(await markOrderRefunded(jobs.database, orderId, refund.refundId, now))) return { refunded: false, reason: 'already refunded' };
  return { refunded: true, status: refund.status };
}
