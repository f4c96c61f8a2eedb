import { extendProByYear, isPayable, ORDER_STATUS, takeBackProYear, type OrderStatus, type PaymentMethod } from '@diary/core';
import type { Database } from '../db/database';
import { lockUser } from '../db/database';
import { newObjectId } from '../storage/ids';
import type { Queryable } from '../db/types';
import type { PreparedPayment } from '../providers/payment';

/** What an order keeps besides its columns: its amount in yuan and how it is paid. */
export interface OrderData {
  payment: number;
  method?: 'manual' | PaymentMethod;
  expiresAt?: string;
  transactionId?: string;
  /** A Native order's QR link; a JSAPI order's prepay id (the payment fields are signed from it). */
  codeUrl?: string;
  prepayId?: string;
  /** A JSAPI order's payer (their openid in the mini program): only they continue paying it. */
  payer?: string;
  refundId?: string;
}

export const orderData = (row: { data: string }) => JSON.parse(row.data) as OrderData;

export async function createOrder(q: Queryable, userId: string, data: OrderData, now: Date): Promise<string> {
  const objectId = newObjectId();
  const stamp = now.toISOString();
  await q
    .insertInto('orders')
    .values({ id: objectId, user: userId, type: 'pro-year', status: ORDER_STATUS.unpaid, createdAt: stamp, updatedAt: stamp, data: JSON.stringify(data) })
    .execute();
  return objectId;
}

/** Keeps what the provider prepared (and for whom), for "continue paying". */
export async function keepPrepared(q: Queryable, orderId: string, prepared: PreparedPayment, payer: string | undefined): Promise<void> {
  const row = await q.selectFrom('orders').select('data').where('id', '=', orderId).executeTakeFirstOrThrow();
  const kept = prepared.method === 'native' ? { codeUrl: prepared.codeUrl } : { prepayId: prepared.prepayId, payer };
  await q
    .updateTable('orders')
    .set({ data: JSON.stringify({ ...orderData(row), ...kept }) })
    .where('id', '=', orderId)
    .execute();
}

/** What keepPrepared kept, as the provider prepared it: a Native order's QR link or a JSAPI order's prepay id; none for a manual order. */
export function keptPreparation(data: OrderData): PreparedPayment | undefined {
  if (data.codeUrl) return { method: 'native', codeUrl: data.codeUrl };
  if (data.prepayId) return { method: 'jsapi', prepayId: data.prepayId };
  return undefined;
}

export type PaidOutcome = 'paid' | 'already paid' | 'not found' | 'closed';

/**
 * A paid order extends Pro by a year from its current end (or from now) and makes Pro status 2.
 * Idempotent: marking an order paid twice extends Pro once, so a repeated payment notice is harmless.
 * A closed order stays closed, unless the payment provider says money was taken for it (`evenIfClosed`:
 * a payment that reached WeChat Pay just as the order was closed here is still honoured).
 */
export async function markOrderPaid(database: Database, orderId: string, now: Date, transactionId?: string, evenIfClosed = false): Promise<PaidOutcome> {
  return database.transaction(async (tx) => {
    const order = await tx.selectFrom('orders').select(['user', 'status', 'data']).where('id', '=', orderId).executeTakeFirst();
    if (!order) return 'not found';
    if (order.status === ORDER_STATUS.paid || order.status === ORDER_STATUS.refunded) return 'already paid';
    if (order.status === ORDER_STATUS.closed && !evenIfClosed) return 'closed';
    const stamp = now.toISOString();
    const data = { ...orderData(order), ...(transactionId ? { transactionId } : {}) };
    // The order moves first, and only from the status read above: of two notices (or a notice and a check)
    // racing for one order, one moves it and extends Pro; the other finds it moved and extends nothing.
    const moved = await tx
      .updateTable('orders')
      .set({ status: ORDER_STATUS.paid, data: JSON.stringify(data), updatedAt: stamp })
      .where('id', '=', orderId)
      .where('status', '=', order.status)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return 'already paid';
    await lockUser(database.kind, tx, order.user);
    const user = await tx.selectFrom('users').select('proExpiredAt').where('id', '=', order.user).executeTakeFirst();
    await tx
      .updateTable('users')
      .set({ proExpiredAt: extendProByYear(user?.proExpiredAt ?? null, now).toISOString(), updatedAt: stamp })
      .where('id', '=', order.user)
      .execute();
    return 'paid';
  });
}

/** Closes an unpaid order (cancelled, or past its time); a paid one is left as it is. Answers whether it closed. */
export async function markOrderClosed(q: Queryable, orderId: string, now: Date): Promise<boolean> {
  const closed = await q
    .updateTable('orders')
    .set({ status: ORDER_STATUS.closed, updatedAt: now.toISOString() })
    .where('id', '=', orderId)
    .where('status', '=', ORDER_STATUS.unpaid)
    .executeTakeFirst();
  return Number(closed.numUpdatedRows) === 1;
}

/** A refunded order takes its year back from Pro (Pro ends now at the earliest); once, even with two refunds at the same moment. */
export async function markOrderRefunded(database: Database, orderId: string, refundId: string, now: Date): Promise<boolean> {
  return database.transaction(async (tx) => {
    const order = await tx.selectFrom('orders').select(['user', 'status', 'data']).where('id', '=', orderId).executeTakeFirst();
    if (!order || order.status !== ORDER_STATUS.paid) return false;
    const stamp = now.toISOString();
    const moved = await tx
      .updateTable('orders')
      .set({ status: ORDER_STATUS.refunded, data: JSON.stringify({ ...orderData(order), refundId }), updatedAt: stamp })
      .where('id', '=', orderId)
      .where('status', '=', ORDER_STATUS.paid)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    await lockUser(database.kind, tx, order.user);
    const user = await tx.selectFrom('users').select('proExpiredAt').where('id', '=', order.user).executeTakeFirst();
    await tx
      .updateTable('users')
      .set({ proExpiredAt: takeBackProYear(user?.proExpiredAt ?? null, now).toISOString(), updatedAt: stamp })
      .where('id', '=', order.user)
      .execute();
    return true;
  });
}

/** Pro granted by the person running the server (a gift, a refund, a payment taken elsewhere): recorded as a paid order. */
export async function grantProYear(database: Database, phone: string, now: Date): Promise<{ userId: string; proExpiredAt: string } | undefined> {
  const user = await database.db.selectFrom('users').select('id').where('mobilePhoneNumber', '=', phone).where('deletedStatus', '=', 0).executeTakeFirst();
  if (!user) return undefined;
  const orderId = await createOrder(database.db, user.id, { payment: 0, method: 'manual' }, now);
  await markOrderPaid(database, orderId, now, 'granted');
  const after = await database.db.selectFrom('users').select('proExpiredAt').where('id', '=', user.id).executeTakeFirst();
  return { userId: user.id, proExpiredAt: String(after?.proExpiredAt) };
}

/** Whether an order as stored can still be paid at `now` (unpaid, and not past its time). */
export const isPayableRow = (row: { status: OrderStatus; data: string }, now: Date) => {
  const { expiresAt } = orderData(row);
  return isPayable({ status: row.status, ...(expiresAt ? { expiresAt } : {}) }, now);
};

/** Paid online (not by hand): such an order is settled with the provider. */
export const isOnline = (data: OrderData): data is OrderData & { method: PaymentMethod } => data.method === 'native' || data.method === 'jsapi';
