import { extendProByYear, ORDER_STATUS } from '@diary/core';
import type { Database } from '../db/database';
import { lockUser } from '../db/database';
import { newObjectId } from '../items/ids';
import type { Queryable } from '../items/repository';

export async function createOrder(q: Queryable, userId: string, amount: number, now: Date): Promise<string> {
  const objectId = newObjectId();
  const stamp = now.toISOString();
  await q
    .insertInto('orders')
    .values({ id: objectId, user: userId, type: 'pro-year', status: ORDER_STATUS.unpaid, createdAt: stamp, updatedAt: stamp, data: JSON.stringify({ payment: amount }) })
    .execute();
  return objectId;
}

export type PaidOutcome = 'paid' | 'already paid' | 'not found' | 'closed';

/**
 * A paid order extends Pro by a year from its current end (or from now) and makes Pro status 2.
 * Idempotent: marking an order paid twice extends Pro once, so a repeated payment callback is harmless.
 */
export async function markOrderPaid(database: Database, orderId: string, now: Date, transactionId?: string): Promise<PaidOutcome> {
  return database.transaction(async (tx) => {
    const order = await tx.selectFrom('orders').select(['user', 'status', 'data']).where('id', '=', orderId).executeTakeFirst();
    if (!order) return 'not found';
    if (order.status === ORDER_STATUS.paid) return 'already paid';
    if (order.status === ORDER_STATUS.closed) return 'closed';
    const userId = order.user;
    await lockUser(database.kind, tx, userId);
    const user = await tx.selectFrom('users').select('proExpiredAt').where('id', '=', userId).executeTakeFirst();
    const stamp = now.toISOString();
    const proExpiredAt = extendProByYear(user?.proExpiredAt ?? null, now).toISOString();
    await tx.updateTable('users').set({ proExpiredAt, updatedAt: stamp }).where('id', '=', userId).execute();
    const data = { ...(JSON.parse(order.data) as Record<string, unknown>), ...(transactionId ? { transactionId } : {}) };
    await tx.updateTable('orders').set({ status: ORDER_STATUS.paid, data: JSON.stringify(data), updatedAt: stamp }).where('id', '=', orderId).execute();
    return 'paid';
  });
}

/** Pro granted by the person running the server (a gift, a refund, a payment taken elsewhere): recorded as a paid order. */
export async function grantProYear(database: Database, phone: string, now: Date): Promise<{ userId: string; proExpiredAt: string } | undefined> {
  const user = await database.db.selectFrom('users').select('id').where('mobilePhoneNumber', '=', phone).where('deletedStatus', '=', 0).executeTakeFirst();
  if (!user) return undefined;
  const orderId = await createOrder(database.db, user.id, 0, now);
  await markOrderPaid(database, orderId, now, 'granted');
  const after = await database.db.selectFrom('users').select('proExpiredAt').where('id', '=', user.id).executeTakeFirst();
  return { userId: user.id, proExpiredAt: String(after?.proExpiredAt) };
}
