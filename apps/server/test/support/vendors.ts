import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SESSION_HEADER } from '@diary/core';
import type { TestServer } from './server';

/** What a fake answers: JSON, or with `text` something else (an error page, say). */
export interface FakeAnswer {
  status: number;
  body?: unknown;
  text?: string;
}

/** A fake of an outside vendor's HTTP API on loopback, so the real adapter code runs against it. */
export async function fakeVendor(answer: (url: URL, body: string, headers: http.IncomingHttpHeaders, method: string) => FakeAnswer) {
  const calls: URL[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    calls.push(url);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      // Whole before decoding: a character split between two chunks stays one character (Chinese sign names).
      const received = Buffer.concat(chunks).toString('utf8');
      const { status, body, text } = answer(url, received, request.headers, request.method ?? 'GET');
      if (text !== undefined) response.writeHead(status, { 'content-type': 'text/html' }).end(text);
      else response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, close: () => new Promise((r) => server.close(r)) };
}

/** Runs `use` against a fake vendor and closes it afterwards, whatever happens. */
export async function withVendor<T>(answer: Parameters<typeof fakeVendor>[0], use: (vendor: Awaited<ReturnType<typeof fakeVendor>>) => Promise<T>): Promise<T> {
  const vendor = await fakeVendor(answer);
  try {
    return await use(vendor);
  } finally {
    await vendor.close();
  }
}

/** POSTs a contract request to its own path (the /utils/… ones). */
export async function callPath(server: TestServer, path: string, body: Record<string, unknown>, token?: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { [SESSION_HEADER]: token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}
