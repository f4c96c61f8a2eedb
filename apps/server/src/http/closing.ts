import { API_ERRORS } from '@diary/core';
import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown: once closing starts, requests in flight finish and their connections
 * close after the answer (so keep-alive clients cannot hold the server open); a request
 * that arrives after that is refused with 503 in the contract's shape. An answer still being
 * sent after `graceMs` (a client that stopped reading a photo) has its connection closed:
 * a stalled client must not hold a restart open.
 */
export function registerClosing(app: FastifyInstance, graceMs: number): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    setTimeout(() => app.server.closeAllConnections(), graceMs).unref();
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply
      .header('connection', 'close')
      .status(503)
      .send({ code: API_ERRORS.serviceUnavailable.code, error: 'The server is restarting; try again in a moment' });
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
