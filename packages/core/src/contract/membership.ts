import { z } from 'zod';
import { ORDER_TYPES, orderRecordSchema } from '../pro/order';
import { objectIdSchema } from '../wire/object-id';
import { defineRequest } from './define';

export const addOrder = defineRequest({
  type: 'add_order',
  access: 'user',
  group: 'Membership',
  summary:
    'Creates an unpaid order (status 0) for a year of Pro at the configured price, with what the payment provider needs to collect it. When it is paid, Pro is extended by one year from its current end (or from now) and Pro status becomes 2. Orders are listed with get_item_list (className order). The amount is set by the server (a client discount is ignored); without a configured price this answers 503.',
  // `orderType`, not `type`: the body's `type` names the request.
  payload: z.strictObject({ orderType: z.enum(ORDER_TYPES), discount: z.number().min(0).max(1).optional() }),
  response: z.object({ order: orderRecordSchema, payment: z.object({ provider: z.string(), params: z.record(z.string(), z.string()).optional() }) }),
  example: {
    payload: { orderType: 'pro-year' },
    response: { order: { objectId: 'o1', type: 'pro-year', status: 0, payment: 30, createdAt: '2026-11-21T08:00:00.000Z' }, payment: { provider: 'manual' } },
  },
  errors: ['serviceUnavailable'],
});

export const cancelOrder = defineRequest({
  type: 'cancel_order',
  access: 'user',
  group: 'Membership',
  summary:
    "Cancels one of the caller's unpaid orders: it becomes closed (status 2) and can no longer be paid. Cancelling a closed order again answers it as it is; a paid order cannot be cancelled (403), and another user's order is not found (404).",
  payload: z.strictObject({ objectId: objectIdSchema }),
  response: z.object({ order: orderRecordSchema }),
  example: {
    payload: { objectId: 'o1' },
    response: { order: { objectId: 'o1', type: 'pro-year', status: 2, payment: 30, createdAt: '2026-11-21T08:00:00.000Z' } },
  },
  errors: ['notFound', 'forbidden'],
});
