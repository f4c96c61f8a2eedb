import { API_ERRORS } from '@diary/core';
import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown: once closing starts, requests in flight finish and their connections
 * close after the answer (so keep-alive clients cannot hold the server open); a request
 * that arrives after that is refused with 503 in the contract's shape.
 */
export function registerClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close').status(503).send({ code: API_ERRORS.serviceUnavailable.code, error: 'The server is restarting; try again in a moment' });
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
