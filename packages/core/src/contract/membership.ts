import { z } from 'zod';
import { ORDER_TYPES, orderRecordSchema, PAYMENT_METHODS } from '../pro/order';
import { objectIdSchema } from '../wire/object-id';
import { defineRequest } from './define';
import { lazySchema } from '../wire/lazy-schema';

/** The code `wx.login` gives the mini program: how the server learns who pays with WeChat's payment sheet. */
const wechatCodeSchema = lazySchema(() => z.string().min(1).max(128));

/**
 * What the client needs to collect a payment: for `native` the `codeUrl` to draw as a QR code; for
 * `jsapi` the five fields `wx.requestPayment` takes (timeStamp, nonceStr, package, signType, paySign),
 * signed by the server. Nothing for the manual provider.
 */
const paymentSchema = lazySchema(() =>
  z.object({
    provider: z.string(),
    method: z.enum(PAYMENT_METHODS).optional(),
    params: z.record(z.string(), z.string()).optional(),
  }),
);

const orderAndPayment = lazySchema(() => z.object({ order: orderRecordSchema, payment: paymentSchema }));

/** A Native order as add_order and pay_order answer it (the examples of docs/api.md). */
const NATIVE_ORDER_EXAMPLE = {
  order: {
    objectId: 'o1',
    type: 'pro-year',
    status: 0,
    payment: 30,
    method: 'native',
    expiresAt: '2026-11-21T10:00:00.000Z',
    codeUrl: 'weixin://wxpay/bizpayurl?pr=abc',
    createdAt: '2026-11-21T08:00:00.000Z',
  },
  payment: { provider: 'wechatpay', method: 'native', params: { codeUrl: 'weixin://wxpay/bizpayurl?pr=abc' } },
} satisfies z.input<typeof orderAndPayment>;

export const addOrder = defineRequest({
  type: 'add_order',
  access: 'user',
  group: 'Membership',
  summary:
    "Creates an unpaid order (status 0) for a year of Pro at the configured price, with what the payment provider needs to collect it: with WeChat Pay, `method` `native` answers the QR code's link (the web) and `jsapi` the signed fields of `wx.requestPayment` (the mini program, which sends `wx.login`'s code as `wechatCode`). The order can be paid until its `expiresAt`. When it is paid, Pro is extended by one year from its current end (or from now) and Pro status becomes 2. Orders are listed with get_item_list (className order). The amount is set by the server (a client discount is ignored); without a configured price or payment this answers 503.",
  // `orderType`, not `type`: the body's `type` names the request.
  payload: z.lazy(() =>
    z
      .strictObject({
        orderType: z.enum(ORDER_TYPES),
        discount: z.number().min(0).max(1).optional(),
        method: z.enum(PAYMENT_METHODS).optional(),
        wechatCode: wechatCodeSchema.optional(),
      })
      .refine((p) => p.method !== 'jsapi' || p.wechatCode !== undefined, { message: 'jsapi payment needs the wechatCode of wx.login', path: ['wechatCode'] }),
  ),
  response: orderAndPayment,
  example: {
    payload: { orderType: 'pro-year', method: 'native' },
    response: NATIVE_ORDER_EXAMPLE,
  },
  errors: ['serviceUnavailable', 'forbidden'],
});

export const payOrder = defineRequest({
  type: 'pay_order',
  access: 'user',
  group: 'Membership',
  summary:
    "Continue paying one of the caller's unpaid orders: the same answer as add_order, for the method the order was made with (a Native order's QR link again; a JSAPI order's payment fields signed afresh, with a new `wechatCode`). An order paid, cancelled or expired meanwhile answers 409 (orderNotPayable); a JSAPI order continued from another WeChat than the one it was made in answers 403.",
  payload: z.lazy(() => z.strictObject({ objectId: objectIdSchema, wechatCode: wechatCodeSchema.optional() })),
  response: orderAndPayment,
  example: {
    payload: { objectId: 'o1' },
    response: NATIVE_ORDER_EXAMPLE,
  },
  errors: ['notFound', 'orderNotPayable', 'forbidden', 'serviceUnavailable'],
});

export const checkOrder = defineRequest({
  type: 'check_order',
  access: 'user',
  group: 'Membership',
  summary:
    "One of the caller's orders as it is now. An unpaid one is asked after at the payment provider first, so an order whose payment notice never arrived still becomes paid (and one past its time is closed): the client follows an order with this until its status is no longer 0.",
  payload: z.lazy(() => z.strictObject({ objectId: objectIdSchema })),
  response: z.lazy(() => z.object({ order: orderRecordSchema })),
  example: {
    payload: { objectId: 'o1' },
    response: {
      order: { objectId: 'o1', type: 'pro-year', status: 1, payment: 30, method: 'native', transactionId: '4200001234', createdAt: '2026-11-21T08:00:00.000Z' },
    },
  },
  errors: ['notFound', 'serviceUnavailable'],
});

export const cancelOrder = defineRequest({
  type: 'cancel_order',
  access: 'user',
  group: 'Membership',
  summary:
    "Cancels one of the caller's unpaid orders: it becomes closed (status 2), at the payment provider too, and can no longer be paid. Cancelling a closed order again answers it as it is; a paid order cannot be cancelled (403) — nor one the provider says was paid meanwhile, which becomes paid — and another user's order is not found (404).",
  payload: z.lazy(() => z.strictObject({ objectId: objectIdSchema })),
  response: z.lazy(() => z.object({ order: orderRecordSchema })),
  example: {
    payload: { objectId: 'o1' },
    response: { order: { objectId: 'o1', type: 'pro-year', status: 2, payment: 30, createdAt: '2026-11-21T08:00:00.000Z' } },
  },
  errors: ['notFound', 'forbidden', 'serviceUnavailable'],
});
