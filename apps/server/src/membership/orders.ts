import { extendProByYear, ORDER_STATUS, takeBackProYear, type PaymentMethod } from '@diary/core';
import type { Database } from '../db/database';
import { lockUser } from '../db/database';
import { newObjectId } from '../items/ids';
import type { Queryable } from '../items/repository';
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

/** Keeps what the provider prepared, for "continue paying". */
export async function keepPrepared(q: Queryable, orderId: string, prepared: PreparedPayment): Promise<void> {
  const row = await q.selectFrom('orders').select('data').where('id', '=', orderId).executeTakeFirstOrThrow();
  const kept = prepared.method === 'native' ? { codeUrl: prepared.codeUrl } : { prepayId: prepared.prepayId };
  await q.updateTable('orders').set({ data: JSON.stringify({ ...orderData(row), ...kept }) }).where('id', '=', orderId).execute();
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
    const userId = order.user;
    await lockUser(database.kind, tx, userId);
    const user = await tx.selectFrom('users').select('proExpiredAt').where('id', '=', userId).executeTakeFirst();
    const stamp = now.toISOString();
    const proExpiredAt = extendProByYear(user?.proExpiredAt ?? null, now).toISOString();
    await tx.updateTable('users').set({ proExpiredAt, updatedAt: stamp }).where('id', '=', userId).execute();
    const data = { ...orderData(order), ...(transactionId ? { transactionId } : {}) };
    // Only from the status read above: two notices racing for one order extend Pro once.
    const marked = await tx
      .updateTable('orders')
      .set({ status: ORDER_STATUS.paid, data: JSON.stringify(data), updatedAt: stamp })
      .where('id', '=', orderId)
      .where('status', '=', order.status)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) throw new Error(`order ${orderId} changed while it was being marked paid`);
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

/** A refunded order takes its year back from Pro (Pro ends now at the earliest); once. */
export async function markOrderRefunded(database: Database, orderId: string, refundId: string, now: Date): Promise<boolean> {
  return database.transaction(async (tx) => {
    const order = await tx.selectFrom('orders').select(['user', 'status', 'data']).where('id', '=', orderId).executeTakeFirst();
    if (!order || order.status !== ORDER_STATUS.paid) return false;
    await lockUser(database.kind, tx, order.user);
    const user = await tx.selectFrom('users').select('proExpiredAt').where('id', '=', order.user).executeTakeFirst();
    const stamp = now.toISOString();
    await tx.updateTable('users').set({ proExpiredAt: takeBackProYear(user?.proExpiredAt ?? null, now).toISOString(), updatedAt: stamp }).where('id', '=', order.user).execute();
    const data = { ...orderData(order), refundId };
    await tx.updateTable('orders').set({ status: ORDER_STATUS.refunded, data: JSON.stringify(data), updatedAt: stamp }).where('id', '=', orderId).execute();
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
