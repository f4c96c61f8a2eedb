import type { Clock, PaymentMethod } from '@diary/core';
import { z } from 'zod';
import type { WechatPayConfig } from '../../../payment-config';
import { ServiceUnavailable } from '../../vendor-http';
import { NoticeRefused, type OnlinePayment, type PaymentNotice, type VendorOrder, type VendorState } from '../types';
import { wechatPayClient, WechatPayRefusal } from './client';
import { checkSignature, jsapiPaymentFields, openResource, signedHeaders } from './signature';

const codeUrlAnswer = z.object({ code_url: z.string().min(1) });
const prepayAnswer = z.object({ prepay_id: z.string().min(1) });
const transaction = z.object({
  out_trade_no: z.string(),
  trade_state: z.string(),
  transaction_id: z.string().optional(),
  mchid: z.string().optional(),
  amount: z.object({ total: z.number().int() }).partial().optional(),
});
const refundAnswer = z.object({ refund_id: z.string(), status: z.string() });
const noticeSchema = z.object({
  id: z.string(),
  event_type: z.string(),
  resource_type: z.string().optional(),
  resource: z.object({ algorithm: z.string(), ciphertext: z.string(), nonce: z.string(), associated_data: z.string().optional() }),
});

/** WeChat Pay's time format: RFC 3339 with the offset, in China's time. */
function rfc3339(date: Date): string {
  const china = new Date(date.getTime() + 8 * 3600_000);
  return `${china.toISOString().slice(0, 19)}+08:00`;
}

function parsed<T>(schema: z.ZodType<T>, answer: unknown, what: string): T {
  const result = schema.safeParse(answer);
  if (!result.success) throw new ServiceUnavailable(`WeChat Pay's ${what} answer is not what its API documents`);
  return result.data;
}

/** What a transaction's state means for the order. */
function stateOf(answer: z.infer<typeof transaction>): VendorState {
  switch (answer.trade_state) {
    case 'SUCCESS':
      if (!answer.transaction_id || answer.amount?.total === undefined) throw new ServiceUnavailable('WeChat Pay gave a paid order without its transaction');
      return { state: 'paid', transactionId: answer.transaction_id, amountFen: answer.amount.total };
    case 'REFUND':
      return { state: 'refunded' };
    // A failed attempt (PAYERROR) can be tried again until the order expires.
    case 'NOTPAY':
    case 'USERPAYING':
    case 'PAYERROR':
      return { state: 'unpaid' };
    case 'CLOSED':
    case 'REVOKED':
      return { state: 'closed' };
    default:
      return { state: 'unknown' };
  }
}

/** WeChat Pay API v3: Native (a QR code) and JSAPI (inside the mini program) payments, their notices, queries, closing and refunds. */
export function wechatPay(config: WechatPayConfig, clock: Clock): OnlinePayment {
  const call = wechatPayClient(config, clock);
  const methods = (Object.keys(config.appIds) as PaymentMethod[]).sort();
  const tradePath = (orderId: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderId)}`;
  return {
    name: 'wechatpay',
    methods,
    async prepare(order: VendorOrder) {
      const appid = config.appIds[order.method];
      if (!appid) throw new ServiceUnavailable(`WeChat Pay is not configured for ${order.method} payments`);
      const body = {
        appid,
        mchid: config.mchId,
        description: order.description,
        out_trade_no: order.orderId,
        time_expire: rfc3339(order.expiresAt),
        notify_url: config.notifyUrl,
        amount: { total: order.amountFen, currency: 'CNY' },
        ...(order.method === 'jsapi' ? { payer: { openid: order.openid } } : {}),
      };
      const answer = await call('POST', `/v3/pay/transactions/${order.method}`, body);
      return order.method === 'native'
        ? { method: 'native', codeUrl: parsed(codeUrlAnswer, answer, 'Native order').code_url }
        : { method: 'jsapi', prepayId: parsed(prepayAnswer, answer, 'JSAPI order').prepay_id };
    },
    clientParams(prepared) {
      if (prepared.method === 'native') return { codeUrl: prepared.codeUrl };
      return jsapiPaymentFields(config.privateKey, config.appIds.jsapi!, prepared.prepayId, clock.now());
    },
    async query(orderId) {
      try {
        return stateOf(parsed(transaction, await call('GET', `${tradePath(orderId)}?mchid=${encodeURIComponent(config.mchId)}`), 'order query'));
      } catch (error) {
        // An order never prepared at WeChat Pay (its prepare failed) is as good as closed.
        if (error instanceof WechatPayRefusal && error.code === 'ORDER_NOT_EXIST') return { state: 'closed' };
        throw error;
      }
    },
    async close(orderId) {
      await call('POST', `${tradePath(orderId)}/close`, { mchid: config.mchId });
    },
    async refund({ orderId, amountFen, reason }) {
      const answer = await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: orderId,
        out_refund_no: `${orderId}-refund`,
        reason,
        amount: { refund: amountFen, total: amountFen, currency: 'CNY' },
      });
      const refund = parsed(refundAnswer, answer, 'refund');
      return { refundId: refund.refund_id, status: refund.status };
    },
    readNotice(header, body): PaymentNotice {
      const verdict = checkSignature({ publicKey: config.wechatPublicKey, publicKeyId: config.wechatPublicKeyId }, signedHeaders(header), body, clock.now());
      if (verdict !== 'genuine') throw new NoticeRefused(`the notice's signature is not WeChat Pay's (${verdict})`);
      let notice: z.infer<typeof noticeSchema>;
      try {
        notice = noticeSchema.parse(JSON.parse(body));
      } catch {
        throw new NoticeRefused('the notice is not what WeChat Pay documents');
      }
      if (notice.event_type !== 'TRANSACTION.SUCCESS') return { kind: 'other', eventType: notice.event_type };
      let paid: z.infer<typeof transaction>;
      try {
        paid = transaction.parse(JSON.parse(openResource(config.apiV3Key, notice.resource)));
      } catch {
        throw new NoticeRefused('the notice does not open with the API v3 key');
      }
      if (paid.mchid !== undefined && paid.mchid !== config.mchId) throw new NoticeRefused('the notice is for another merchant');
      const state = stateOf(paid);
      if (state.state !== 'paid') throw new NoticeRefused(`a TRANSACTION.SUCCESS notice with trade state ${paid.trade_state}`);
      return { kind: 'paid', orderId: paid.out_trade_no, transactionId: state.transactionId, amountFen: state.amountFen };
    },
  };
}
