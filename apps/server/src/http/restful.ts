import {
  API_ERRORS,
  getPhoneStatus,
  ipLocation,
  loginByMobilePhone,
  loginByWechat,
  MAX_BODY_BYTES,
  REQUESTS,
  requestSmsCode,
  sendTogether,
  SESSION_HEADER,
  verifySmsCode,
  type ApiErrorName,
  type RequestDefinition,
} from '@diary/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import type { z } from 'zod';
import { resolveSession } from '../accounts/sessions';
import { requestContext, type Answerer, type Caller, type Services } from '../context';
import { SerializedAnswer } from '../serialized-answer';
import { ApiFailure, fail } from '../errors/api-failure';

/** Public requests that send a code, try one, or spend an outside service's quota: limited per client address. */
const ADDRESS_LIMITED = new Set<RequestDefinition>([requestSmsCode, verifySmsCode, loginByMobilePhone, ipLocation, getPhoneStatus, loginByWechat]);

/** Limits the contract gives codes of their own (places, photos); any other schema refusal is invalidRequest. */
function refusalOf(error: z.ZodError): ApiErrorName {
  for (const issue of error.issues) {
    const field = issue.path.at(-1);
    if (issue.code === 'too_big' && field === 'location') return 'placesLimit';
    if (issue.code === 'too_big' && field === 'gallery') return 'photoLimit';
  }
  return 'invalidRequest';
}

function describe(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || 'payload'}: ${issue.message}`)
    .join('; ');
}

/**
 * Text that is not text: a NUL (PostgreSQL cannot store it) or a lone UTF-16 surrogate (each database would
 * store it differently). Refused everywhere rather than silently changed.
 */
const isBadText = (text: string) => text.includes('\u0000') || !text.isWellFormed();

function containsBadText(value: unknown, depth = 0): boolean {
  if (depth > 32) return true;
  if (typeof value === 'string') return isBadText(value);
  if (Array.isArray(value)) return value.some((v) => containsBadText(v, depth + 1));
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => isBadText(k) || containsBadText(v, depth + 1));
  return false;
}

/**
 * An answer made into JSON already is sent as it is, saying so when it was kept from an earlier request; a
 * gzipped one to a client that takes gzip, unzipped to one that does not.
 */
function send(request: FastifyRequest, reply: FastifyReply, answered: unknown) {
  if (!(answered instanceof SerializedAnswer)) return answered;
  if (answered.kept) reply.header('server-timing', 'kept');
  reply.type('application/json; charset=utf-8');
  if (!answered.gzipped) return reply.send(answered.body);
  reply.header('vary', 'accept-encoding');
  return takesGzip(request) ? reply.header('content-encoding', 'gzip').send(answered.body) : reply.send(answered.json());
}

const takesGzip = (request: FastifyRequest) => new Negotiator(request).encoding(['gzip']) === 'gzip';

/**
 * POST /restful: `{ type, ...payload }`; the other JSON paths of the contract (`/utils/…`) take the same
 * body at their own path. The session (if any) is checked, then the payload is parsed with the request's
 * schema from packages/core, then its handler runs. Nothing reaches a handler unvalidated.
 */
export function registerRestful(app: FastifyInstance, services: Services, answerers: readonly Answerer[]): void {
  const answererOf = new Map<RequestDefinition, Answerer>();
  for (const answerer of answerers) {
    if (answererOf.has(answerer.definition)) throw new Error(`${answerer.definition.type} has two handlers`);
    answererOf.set(answerer.definition, answerer);
  }
  const signInLimit = app.createRateLimit({ max: services.config.signInRequestsPerMinute, timeWindow: 60_000 });

  async function answer(request: FastifyRequest, fixed: RequestDefinition | undefined) {
    // GET and DELETE requests carry their payload in the path ({filename}…); the others in a JSON body.
    const body = fixed && fixed.method !== 'POST' ? { ...(request.params as object) } : request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return fail('invalidRequest', 'The body is a JSON object with a type');
    const { type, ...payload } = body as Record<string, unknown>;
    const definition = fixed ?? (typeof type === 'string' ? REQUESTS[type] : undefined);
    if (!definition || (!fixed && definition.path !== '/restful')) return fail('invalidRequest', 'Unknown request type');
    if (fixed && type !== undefined && type !== fixed.type) return fail('invalidRequest', `This path answers ${fixed.type}`);

    const now = services.clock.now();
    const session = await sessionOf(request, now);
    if (definition === sendTogether) return answerTogether(request, payload, session, now);
    return answerOne(request, definition, payload, session, now);
  }

  /** The caller of the session header, or why a session that was sent no longer counts. */
  async function sessionOf(request: FastifyRequest, now: Date): Promise<{ caller?: Caller; ended?: 'expired' | 'invalid' }> {
    const token = request.headers[SESSION_HEADER];
    if (typeof token !== 'string' || token.length === 0 || token.length > 256) return {};
    const session = await resolveSession(services.database, token, now);
    if (!session.ok) return { ended: session.reason === 'expired' ? 'expired' : 'invalid' };
    return { caller: { userId: session.userId, tokenHash: session.tokenHash, itemsVersion: session.itemsVersion, dataKeys: session.dataKeys } };
  }

  async function answerOne(
    request: FastifyRequest,
    definition: RequestDefinition,
    payload: unknown,
    session: Awaited<ReturnType<typeof sessionOf>>,
    now: Date,
  ) {
    const { caller } = session;
    if (definition.access === 'user' && session.ended)
      fail(session.ended === 'expired' ? 'sessionExpired' : 'notSignedIn', 'Your session has ended; sign in again');
    if (definition.access === 'user' && !caller) return fail('notSignedIn', 'Sign in first');

    if (ADDRESS_LIMITED.has(definition)) {
      const limit = await signInLimit(request);
      if (!limit.isAllowed && limit.isExceeded) fail('tooManyRequests', 'Too many requests from this address; try again in a minute');
    }
    if (containsBadText(payload)) return fail('invalidRequest', 'Text may not contain NUL characters or lone surrogates');
    const parsed = definition.payload.safeParse(payload);
    if (!parsed.success) return fail(refusalOf(parsed.error), describe(parsed.error));

    const answerer = answererOf.get(definition);
    if (!answerer) return fail('serviceUnavailable', `${definition.type} is not available on this server`);
    const context = requestContext(services, request, caller, now);
    const here = () => answerer.answer(context, parsed.data);
    return answerer.byTheWriter && services.writer?.available ? services.writer.write(definition.type, context, parsed.data, here) : here();
  }

  /**
   * A batch (core's sendTogether): every request in it must be a `together` read, or none is answered; then each is
   * answered as it would be alone, a refusal becoming its own status and `{ code, error }`, the answers in order.
   */
  async function answerTogether(request: FastifyRequest, payload: unknown, session: Awaited<ReturnType<typeof sessionOf>>, now: Date) {
    if (containsBadText(payload)) return fail('invalidRequest', 'Text may not contain NUL characters or lone surrogates');
    const parsed = sendTogether.payload.safeParse(payload);
    if (!parsed.success) return fail('invalidRequest', describe(parsed.error));
    const requests = parsed.data.requests.map(({ type, ...inner }, i) => {
      const definition = REQUESTS[type];
      if (!definition?.together) fail('invalidRequest', `requests.${i}: ${type} cannot be sent in a batch`);
      return { definition: definition!, inner };
    });
    // Reads, so they may run side by side: what one waits for (the database, an outside service) the others need not.
    const answers = await Promise.all(
      requests.map(async ({ definition, inner }) => {
        try {
          const answered = await answerOne(request, definition, inner, session, now);
          return `{"status":200,"body":${answered instanceof SerializedAnswer ? answered.json().toString('utf8') : JSON.stringify(answered)}}`;
        } catch (error) {
          if (!(error instanceof ApiFailure)) throw error;
          return JSON.stringify({ status: error.statusCode, body: { code: error.code, error: error.message } });
        }
      }),
    );
    return SerializedAnswer.of(Buffer.from(`{"answers":[${answers.join(',')}]}`));
  }

  app.post('/restful', { bodyLimit: MAX_BODY_BYTES }, async (request, reply) => send(request, reply, await answer(request, undefined)));
  // Any other method is the contract's 405, never the web app's page.
  app.route({
    method: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/restful',
    handler: (_request, reply) =>
      reply.status(405).header('allow', 'POST').send({ code: API_ERRORS.methodNotAllowed.code, error: 'Requests are POSTed to /restful' }),
  });
  for (const definition of Object.values(REQUESTS)) {
    // Multipart requests (the upload, an import) and streamed ones (a question to the assistant) have routes of their own.
    if (definition.path === '/restful' || definition.body === 'multipart' || definition.streams || !answererOf.has(definition)) continue;
    const url = definition.path.replace(/\{(\w+)\}/g, ':$1');
    app.route({
      method: definition.method,
      url,
      bodyLimit: MAX_BODY_BYTES,
      handler: async (request, reply) => send(request, reply, await answer(request, definition)),
    });
  }
}
