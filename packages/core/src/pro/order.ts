import { z } from 'zod';
import { pointerSchema } from '../wire/pointer';
import { recordBaseSchema } from '../wire/records';
import { lazySchema } from '../wire/lazy-schema';

/** Order states: 0 unpaid (loaded at start), 1 paid, 2 closed without payment, 3 refunded (its year taken back). */
export const ORDER_STATUS = { unpaid: 0, paid: 1, closed: 2, refunded: 3 } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** What an order buys. Only the yearly Pro plan is sold. */
export const ORDER_TYPES = ['pro-year'] as const;

/**
 * How an order is paid online: `native` shows a QR code that WeChat on a phone scans (the web app),
 * `jsapi` opens WeChat's own payment sheet inside the mini program. `manual` is paid some other way
 * and marked paid by the person running the server.
 */
export const PAYMENT_METHODS = ['native', 'jsapi'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * How long an unpaid order can be paid: WeChat Pay keeps a prepared payment (its QR code, its
 * prepay id) for two hours, so an order lives as long and is closed after it.
 */
export const ORDER_PAYABLE_MS = 2 * 60 * 60 * 1000;

/** While an order is followed to paid, the client asks the server this often (the server asks WeChat Pay when no notice came). */
export const ORDER_FOLLOW_EVERY_MS = 2500;

export const orderFieldsSchema = lazySchema(() =>
  z.strictObject({
    type: z.enum(ORDER_TYPES),
    discount: z.number().min(0).max(1).optional(),
  }),
);

export const orderRecordSchema = lazySchema(() =>
  recordBaseSchema.extend({
    type: z.enum(ORDER_TYPES),
    status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).default(0),
    payment: z.number().nonnegative().optional(),
    discount: z.number().optional(),
    transactionId: z.string().optional(),
    method: z.enum(['manual', ...PAYMENT_METHODS]).optional(),
    /** Until when the order can be paid (ISO); after it the server closes it. */
    expiresAt: z.string().optional(),
    /** A Native order's payment link, drawn as the QR code to scan with WeChat. */
    codeUrl: z.string().optional(),
    user: pointerSchema('user').optional(),
  }),
);
export type OrderRecord = z.infer<typeof orderRecordSchema>;

/** Whether an unpaid order can still be paid at `now` (an order without an expiry is paid by hand, whenever). */
export function isPayable(order: Pick<OrderRecord, 'status' | 'expiresAt'>, now: Date): boolean {
  return order.status === ORDER_STATUS.unpaid && (order.expiresAt === undefined || new Date(order.expiresAt).getTime() > now.getTime());
}
