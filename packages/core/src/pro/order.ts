import { z } from 'zod';
import { pointerSchema } from '../wire/pointer';
import { recordBaseSchema } from '../wire/records';

/** Order states: 0 unpaid (loaded at start), 1 paid, 2 closed without payment. */
export const ORDER_STATUS = { unpaid: 0, paid: 1, closed: 2 } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** What an order buys. Only the yearly Pro plan is sold. */
export const ORDER_TYPES = ['pro-year'] as const;

export const orderFieldsSchema = z.strictObject({
  type: z.enum(ORDER_TYPES),
  discount: z.number().min(0).max(1).optional(),
});

export const orderRecordSchema = recordBaseSchema.extend({
  type: z.enum(ORDER_TYPES),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  payment: z.number().nonnegative().optional(),
  discount: z.number().optional(),
  transactionId: z.string().optional(),
  user: pointerSchema('user').optional(),
});
export type OrderRecord = z.infer<typeof orderRecordSchema>;
