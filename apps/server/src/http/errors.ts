import { API_ERRORS } from '@diary/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiFailure } from '../errors/api-failure';
import { ServiceUnavailable } from '../providers/vendor-http';
import { isUniqueViolation } from '../errors/database-errors';
import { discardUnreadBody } from './unread-body';

/**
 * Every refusal answers `{ code, error }`. Contract failures carry their own code; the
 * framework's own 4xx (malformed JSON, oversized body, wrong content type) are mapped to
 * the contract's; anything unexpected is logged and answered 500 without details.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | ApiFailure, request, reply) => {
    // A refusal that came before the whole body did (too large, a bad upload token) waits for the rest.
    await discardUnreadBody(request.raw);
    if (error instanceof ApiFailure) {
      return reply.status(error.statusCode).send({ code: error.code, error: error.message });
    }
    // An outside service that could not answer: the request may be tried again later.
    if (error instanceof ServiceUnavailable) {
      request.log.warn({ err: error }, 'an outside service is unavailable');
      const unavailable = API_ERRORS.serviceUnavailable;
      return reply.status(unavailable.status).send({ code: unavailable.code, error: error.message });
    }
    if (isUniqueViolation(error)) {
      const duplicate = API_ERRORS.duplicateName;
      return reply.status(duplicate.status).send({ code: duplicate.code, error: 'a record with this name already exists' });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ code: API_ERRORS.payloadTooLarge.code, error: 'The request body is too large' });
    if (status === 429) return reply.status(429).send({ code: API_ERRORS.tooManyRequests.code, error: 'Too many requests; try again later' });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: API_ERRORS.invalidRequest.code, error: error.message || 'Invalid request' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: 500, error: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: API_ERRORS.notFound.code, error: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
}

/** The framework's refusals before any route runs (a URL that does not decode), in the contract's shape. */
export function frameworkErrorAnswer(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  // Hooks (and so the security headers) do not run for these; a JSON refusal needs only these two.
  reply.header('x-content-type-options', 'nosniff').header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
  void reply.status(status).send({ code: API_ERRORS.invalidRequest.code, error: error.message || 'Invalid request' });
}
