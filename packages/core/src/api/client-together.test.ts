import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_ERRORS } from '../errors/api-errors';
import { z } from 'zod';
import { getBindWechatStatus, getFeatures, getMediaBase, logout, MAX_BATCH_REQUESTS } from '../contract';
import { lazySchema } from '../wire/lazy-schema';
import { createApiClient, SESSION_HEADER } from './client';
import type { Transport } from './transport';

const fetchTransport: Transport = async ({ method, url, headers, data, timeoutMs }) => {
  const response = await fetch(url, { method, headers, body: data === undefined ? undefined : JSON.stringify(data), signal: AbortSignal.timeout(timeoutMs) });
  const text = await response.text();
  return { statusCode: response.status, data: text ? JSON.parse(text) : undefined };
};

const MEDIA = { mediaBase: 'http://localhost/media/m.u1.1.sig', expiresAt: '2026-12-01T00:00:00.000Z' };
/** What the loopback server answers each request type with, alone or in a batch. */
const ANSWERS: Record<string, { status: number; body: unknown }> = {
  media_base: { status: 200, body: MEDIA },
  getBindWechatStatus: { status: 403, body: { code: API_ERRORS.forbidden.code, error: 'not yours' } },
  getFeatures: { status: 200, body: { nope: true } },
  logout: { status: 200, body: { success: true } },
};

/** Every HTTP request the server received: its body and session header. */
let received: { body: { type: string; requests?: { type: string }[] }; session?: string }[] = [];
/** Whether the server knows batches (an older one answers them as an unknown type). */
let knowsBatches = true;
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw) as { type: string; requests?: { type: string }[] };
      received.push({ body, session: req.headers[SESSION_HEADER] as string | undefined });
      const answer =
        body.type !== 'batch'
          ? ANSWERS[body.type]!
          : knowsBatches
            ? { status: 200, body: { answers: body.requests!.map((r) => ANSWERS[r.type]) } }
            : { status: 400, body: { code: API_ERRORS.invalidRequest.code, error: 'Unknown request type' } };
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  knowsBatches = true;
});

/** A client whose answers arrive only once `arrive` is called (a slow network). */
function clientWithAnswersHeld() {
  let arrive = () => {};
  const held = new Promise<void>((resolve) => (arrive = resolve));
  const api = createApiClient({
    baseUrl,
    transport: async (request) => {
      const response = await fetchTransport(request);
      await held;
      return response;
    },
    together: { later: (send) => setTimeout(send, 0) },
  });
  return { api, arrive };
}

const client = () =>
  createApiClient({ baseUrl, transport: fetchTransport, getSessionToken: () => 'r:token', together: { later: (send) => setTimeout(send, 0) } });
const outcome = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ ok: value as unknown }),
    (error: unknown) => ({ error }),
  );

describe("the API client's requests sent together", () => {
  it('sends the reads of one moment as one batch, in order, with the session, each settled by its own answer', async () => {
    const api = client();
    const [media, binding] = await Promise.all([outcome(api.request(getMediaBase, {})), outcome(api.request(getBindWechatStatus, { objectId: 'u1' }))]);
    expect(received).toEqual([
      { body: { type: 'batch', requests: [{ type: 'media_base' }, { type: 'getBindWechatStatus', objectId: 'u1' }] }, session: 'r:token' },
    ]);
    expect(media).toEqual({ ok: MEDIA });
    // A refusal inside the batch rejects only its own request, as it would alone.
    expect(binding).toEqual({ error: { statusCode: 403, code: API_ERRORS.forbidden.code, errMsg: 'not yours' } });
  });

  it('checks each answer in a batch against its own request: one that breaks the contract is rejected', async () => {
    const api = client();
    const [media, features] = await Promise.all([outcome(api.request(getMediaBase, {})), outcome(api.request(getFeatures, {}))]);
    expect(media).toEqual({ ok: MEDIA });
    expect(features).toMatchObject({ error: { statusCode: 200, errMsg: expect.stringContaining('does not match the contract') } });
  });

  it('sends a read alone in its moment as itself, and a request that changes something at once, never in a batch', async () => {
    const api = client();
    await api.request(getMediaBase, {});
    await Promise.all([api.request(logout, {}), api.request(getMediaBase, {})]);
    // Two connections: they may arrive in either order, but neither went in a batch.
    expect(received.map((r) => r.body.type).sort()).toEqual(['logout', 'media_base', 'media_base']);
  });

  it("leaves a read's payload to the server, which refuses a bad one as it would any; checks a write's before sending it", async () => {
    const api = client();
    const read = await outcome(api.request(getBindWechatStatus, { objectId: '' }));
    expect(received.map((r) => r.body)).toEqual([{ type: 'getBindWechatStatus', objectId: '' }]);
    expect(read).toEqual({ error: { statusCode: 403, code: API_ERRORS.forbidden.code, errMsg: 'not yours' } });
    const write = await outcome(api.request(logout, { unknown: true } as never));
    expect(write).toMatchObject({ error: { statusCode: 400, code: API_ERRORS.invalidRequest.code } });
    expect(received).toHaveLength(1);
  });

  it('sends each again alone when the server does not take batches', async () => {
    knowsBatches = false;
    const api = client();
    const answers = await Promise.all([outcome(api.request(getMediaBase, {})), outcome(api.request(getMediaBase, {}))]);
    expect(received.map((r) => r.body.type)).toEqual(['batch', 'media_base', 'media_base']);
    expect(answers).toEqual([{ ok: MEDIA }, { ok: MEDIA }]);
  });

  it(`sends ${MAX_BATCH_REQUESTS} at most in one batch`, async () => {
    const api = client();
    await Promise.all(Array.from({ length: MAX_BATCH_REQUESTS + 1 }, () => api.request(getMediaBase, {})));
    expect(received.map((r) => r.body.requests?.length ?? 1)).toEqual([MAX_BATCH_REQUESTS, 1]);
  });

  it('rejects every request of a batch with status 0 when no answer comes', async () => {
    const api = createApiClient({
      baseUrl: 'http://127.0.0.1:9',
      transport: fetchTransport,
      together: { later: (send) => setTimeout(send, 0) },
    });
    const answers = await Promise.all([outcome(api.request(getMediaBase, {})), outcome(api.request(getMediaBase, {}))]);
    expect(answers).toEqual([{ error: expect.objectContaining({ statusCode: 0 }) }, { error: expect.objectContaining({ statusCode: 0 }) }]);
  });

  it("makes its answers' schemas while a batch travels, not once the answers are in", async () => {
    let made = 0;
    const answer = lazySchema(() => {
      made += 1;
      return z.object({ mediaBase: z.string(), expiresAt: z.string() });
    });
    const asMedia = { ...getMediaBase, response: answer };
    const asOtherMedia = { ...getMediaBase, response: lazySchema(() => z.object({ mediaBase: z.string() }).loose()) };
    const { api, arrive } = clientWithAnswersHeld();
    const answers = Promise.all([api.request(asMedia, {}), api.request(asOtherMedia, {}), api.request(asMedia, {})]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toHaveLength(1);
    expect(made).toBe(1);
    arrive();
    expect(await answers).toEqual([MEDIA, MEDIA, MEDIA]);
    expect(made).toBe(1);
  });

  it("makes the schemas inside an answer's schema too while it travels (a list's items)", async () => {
    let made = 0;
    const item = lazySchema(() => {
      made += 1;
      return z.object({ note: z.string() });
    });
    const withItems = { ...getMediaBase, response: lazySchema(() => z.object({ mediaBase: z.string(), items: z.array(item).optional() }).loose()) };
    const { api, arrive } = clientWithAnswersHeld();
    const alone = api.request(withItems, {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toHaveLength(1);
    expect(made).toBe(1);
    arrive();
    expect(await alone).toEqual(MEDIA);
    expect(made).toBe(1);
  });

  it("makes its answers' schemas in tasks of their own, none in the task that sends; answers in before that are not held, what is left made then", async () => {
    const made: string[] = [];
    const answering = (name: string) => ({
      ...getMediaBase,
      response: lazySchema(() => {
        made.push(name);
        return z.object({ mediaBase: z.string(), expiresAt: z.string() });
      }),
    });
    // Later tasks that never run once the batch has left (as in a hidden tab, whose timers wait).
    const tasks: Array<() => void> = [];
    const api = createApiClient({ baseUrl, transport: fetchTransport, together: { later: (run) => void tasks.push(run) } });
    const answers = Promise.all([api.request(answering('first'), {}), api.request(answering('second'), {})]);
    tasks.shift()!();
    expect(made).toEqual([]);
    expect(await answers).toEqual([MEDIA, MEDIA]);
    expect(made).toEqual(['first', 'second']);
    expect(received).toHaveLength(1);
  });

  it('an answer whose schema cannot be made is refused, not left waiting', async () => {
    const broken = {
      ...getMediaBase,
      response: lazySchema((): z.ZodType => {
        throw new Error('a schema that cannot be made');
      }),
    };
    const api = client();
    await expect(api.request(broken, {})).rejects.toThrow('a schema that cannot be made');
  });
});
