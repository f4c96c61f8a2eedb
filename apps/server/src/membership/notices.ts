import type { FastifyInstance } from 'fastify';
import type { Services } from '../context';
import { fenOf, NoticeRefused } from '../providers/payment';
import { markOrderPaid, orderData } from './orders';

/** Where WeChat Pay posts payment notices (DIARY_WECHATPAY_NOTIFY_URL points here). */
export const WECHATPAY_NOTICE_PATH = '/pay/wechatpay/notify';

/** A notice is a small JSON body; anything larger is not WeChat Pay's. */
const NOTICE_MAX_BYTES = 64 * 1024;

/**
 * WeChat Pay's payment notices. The body is read as it came (its signature covers the exact bytes),
 * checked and opened by the provider, and then the order is paid — once: a notice sent again, or
 * replayed within the signature's window, finds the order paid and extends nothing. WeChat Pay takes a
 * 2xx as received; anything else (`{ code: "FAIL" }`) and it sends the notice again later.
 */
export async function registerPaymentNotices(app: FastifyInstance, services: Services): Promise<void> {
  const { payment, database, clock, log } = services;
  if (!payment) return;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTICE_MAX_BYTES }, (_request, body, done) => done(null, body));
    scope.post(WECHATPAY_NOTICE_PATH, async (request, reply) => {
      const refuse = (status: number, message: string) => reply.code(status).send({ code: 'FAIL', message });
      const body = typeof request.body === 'string' ? request.body : '';
      let notice;
      try {
        notice = payment.readNotice((name) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        }, body);
      } catch (error) {
        if (!(error instanceof NoticeRefused)) throw error;
        log.warn({ reason: error.message }, 'payment notice refused');
        return refuse(401, error.message);
      }
      if (notice.kind === 'other') return reply.code(204).send();
      const row = await database.db.selectFrom('orders').select(['status', 'data']).where('id', '=', notice.orderId).executeTakeFirst();
      if (!row) {
        log.warn({ orderId: notice.orderId }, 'payment notice for an order this server does not have');
        return reply.code(204).send();
      }
      const orderFen = fenOf(orderData(row).payment);
      if (notice.amountFen !== orderFen) {
        log.error({ orderId: notice.orderId, paidFen: notice.amountFen, orderFen }, 'payment notice for a different amount than the order; not marked paid');
        return refuse(400, 'the amount paid is not the order amount');
      }
      const outcome = await markOrderPaid(database, notice.orderId, clock.now(), notice.transactionId, true);
      log.info({ orderId: notice.orderId, outcome }, 'payment notice');
      return reply.code(204).send();
    });
  });
}
