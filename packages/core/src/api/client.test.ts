import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getItemList, getWeather, logout, deleteFile } from '../contract';
import { apiErrorMessageKey, createApiClient, DEFAULT_ERROR_MESSAGE, SESSION_HEADER } from './client';
import type { Transport } from './transport';

// A fetch-based transport, as the web app will have, talking to a real HTTP server on loopback.
const fetchTransport: Transport = async ({ method, url, headers, data, timeoutMs }) => {
  const response = await fetch(url, {
    method,
    headers,
    body: data === undefined ? undefined : JSON.stringify(data),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  return { statusCode: response.status, data: text ? JSON.parse(text) : undefined };
};

interface Seen {
  method?: string;
  url?: string;
  session?: string;
  contentType?: string;
  body?: unknown;
}
let seen: Seen = {};
let reply: (res: ServerResponse) => void = () => {};
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      seen = {
        method: req.method,
        url: req.url,
        session: req.headers[SESSION_HEADER] as string | undefined,
        contentType: req.headers['content-type'],
        body: raw ? JSON.parse(raw) : undefined,
      };
      reply(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const json = (status: number, body: unknown) => (res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

describe('the API client', () => {
  const live = () => createApiClient({ baseUrl, transport: fetchTransport, getSessionToken: () => 'r:token' });

  it('POSTs {type, ...payload} as JSON to {base}/restful with the session header', async () => {
    reply = json(200, { success: true });
    await expect(live().request(logout, {})).resolves.toEqual({ success: true });
    expect(seen).toEqual({ method: 'POST', url: '/api/restful', session: 'r:token', contentType: 'application/json', body: { type: 'logout' } });
  });

  it('resolves with the body on HTTP 200', async () => {
    reply = json(200, getItemList.example.response);
    const result = await live().request(getItemList, getItemList.example.payload);
    expect(result).toMatchObject({ count: 1 });
    expect(seen.body).toEqual({ type: 'get_item_list', ...getItemList.example.payload });
  });

  it('sends utility calls to their own path', async () => {
    reply = json(200, getWeather.example.response);
    await live().request(getWeather, { location: '120.15,30.28', forecast: '7d' });
    expect(seen.url).toBe('/api/utils/get_weather');
    expect(seen.body).toEqual({ type: 'get_weather', location: '120.15,30.28', forecast: '7d' });
  });

  it('fills path parameters and sends no body for DELETE, and does not claim a JSON body it lacks', async () => {
    reply = json(200, { deleted: 2, requested: 2 });
    await live().request(deleteFile, { filename: 'k3 j2.mp4', fileType: 'video' });
    expect(seen).toMatchObject({ method: 'DELETE', url: '/api/qiniu/delete_file/k3%20j2.mp4/file_type/video', body: undefined });
    expect(seen.contentType).toBeUndefined();
  });

  it('rejects a non-200 answer with {statusCode, errMsg, code}', async () => {
    reply = json(400, { code: 603, error: 'Invalid SMS verification code' });
    const error = await live()
      .request(logout, {})
      .catch((e: unknown) => e);
    expect(error).toEqual({ statusCode: 400, errMsg: 'Invalid SMS verification code', code: 603 });
    expect(apiErrorMessageKey(error)).toBe('login.invalidCode');
  });

  it('uses "request interface abnormal" when the server says nothing', async () => {
    reply = (res) => {
      res.writeHead(502);
      res.end();
    };
    const error = await live()
      .request(logout, {})
      .catch((e: unknown) => e);
    expect(error).toEqual({ statusCode: 502, errMsg: DEFAULT_ERROR_MESSAGE });
    expect(apiErrorMessageKey(error)).toBe('errors.serverDown');
  });

  it('rejects an answer that breaks the contract', async () => {
    reply = json(200, { success: 'maybe' });
    await expect(live().request(logout, {})).rejects.toMatchObject({ statusCode: 200 });
  });

  it("checks a list's answer against the class it asked for: stories answered with diaries are refused", async () => {
    reply = json(200, getItemList.example.response);
    await expect(live().request(getItemList, { className: 'tag' })).rejects.toMatchObject({ statusCode: 200, errMsg: expect.stringContaining('contract') });
    await expect(live().request(getItemList, { className: 'diary' })).resolves.toMatchObject({ count: 1 });
  });

  it('refuses to send a payload that breaks the contract', async () => {
    seen = {};
    await expect(live().request(getWeather, { location: 'here' })).rejects.toMatchObject({ statusCode: 400, code: 400 });
    expect(seen).toEqual({});
  });

  it('rejects with status 0 when no answer arrives', async () => {
    const down = createApiClient({ baseUrl: 'http://127.0.0.1:9', transport: fetchTransport });
    const error = await down.request(logout, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 0 });
    expect(apiErrorMessageKey(error)).toBe('errors.networkFailed');
  });

  it('gives the transport a 30 s timeout', async () => {
    let timeout = 0;
    const spy = createApiClient({
      baseUrl: 'http://x',
      transport: async (request) => ((timeout = request.timeoutMs), { statusCode: 200, data: { success: true } }),
    });
    await spy.request(logout, {});
    expect(timeout).toBe(30_000);
  });

  it('drops an answer, or a failure, that comes after the session it was asked for has ended: nothing waiting on it runs', async () => {
    let token: string | null = 'r:first';
    const held: Array<(answer: { statusCode: number; data: unknown }) => void> = [];
    const transport: Transport = () => new Promise((resolve) => held.push(resolve));
    const client = createApiClient({ baseUrl, transport, getSessionToken: () => token });
    const settled: string[] = [];
    const follow = (name: string, answer: Promise<unknown>) =>
      answer.then(
        () => settled.push(`${name} answered`),
        () => settled.push(`${name} failed`),
      );
    void follow('before sign-out', client.request(logout, {}));
    void follow('failing before sign-out', client.request(logout, {}));
    token = null;
    void follow('signed out', client.request(logout, {}));
    token = 'r:second';
    held[0]!({ statusCode: 200, data: { success: true } });
    held[1]!({ statusCode: 500, data: { error: 'down' } });
    held[2]!({ statusCode: 200, data: { success: true } });
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    // What was asked signed out belongs to no one: it arrives after the next sign-in too.
    expect(settled).toEqual(['signed out answered']);
  });
});
