import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { uploadResultSchema, type TransportRequest, type TransportResponse } from '@diary/core';
import { createMemoryPlatform, type MemoryPlatform } from '../../src/testing';
import { fetchStreamingTransport } from '../../src/platform/fetch-stream';

/** A transport the way a client does it: fetch with a timeout; rejects only when no answer came. */
export async function fetchTransport(request: TransportRequest): Promise<TransportResponse> {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    ...(request.data !== undefined ? { body: JSON.stringify(request.data) } : {}),
    signal: AbortSignal.timeout(request.timeoutMs),
  });
  const text = await response.text();
  return { statusCode: response.status, data: text ? JSON.parse(text) : undefined };
}

/** A place on the way to the server where a test makes one request fail. */
export type Interruption = 'before' | 'after';
export interface Fault {
  /** Which request fails: its request type, or a path word (upload, uptoken, delete_file). */
  match: (type: string, request: TransportRequest) => boolean;
  /** 'before': the request never reaches the server; 'after': the server does it and the answer is lost. */
  when: Interruption;
  /** How many matching requests to let through first. */
  skip?: number;
  /** How many times it fails (1 when not given). */
  times?: number;
}

function typeOf(request: TransportRequest): string {
  const body = request.data as { type?: string } | undefined;
  if (body?.type) return body.type;
  const words = request.url
    .replace(/^https?:\/\/[^/]+/, '')
    .split('?')[0]!
    .split('/');
  return words.find((w) => ['upload', 'uptoken', 'delete_file', 'delete_dir_file'].includes(w)) ?? words.at(-1) ?? '';
}

/**
 * The in-memory platform with a real transport and a real multipart upload to the server, and a
 * fault to inject: one request fails once, before or after the server acted on it.
 */
export function nodePlatform(): MemoryPlatform & { fault: Fault | null; faultsFired: number; requestLog: string[] } {
  const platform = createMemoryPlatform() as MemoryPlatform & { fault: Fault | null; faultsFired: number; requestLog: string[] };
  platform.fault = null;
  platform.faultsFired = 0;
  platform.requestLog = [];
  let seen = 0;
  const withFault = async <T>(type: string, request: TransportRequest, send: () => Promise<T>): Promise<T> => {
    platform.requestLog.push(type);
    // The device off the network (setOnline(false)): nothing reaches the server.
    if (!platform.network.isOnline()) throw new Error('Network connection failed (offline)');
    const fault = platform.fault;
    if (!fault || !fault.match(type, request)) return send();
    seen += 1;
    if (seen <= (fault.skip ?? 0)) return send();
    platform.faultsFired += 1;
    if (platform.faultsFired >= (fault.times ?? 1)) {
      platform.fault = null;
      seen = 0;
    }
    if (fault.when === 'before') throw new Error('Network connection failed (injected)');
    await send();
    throw new Error('The answer was lost (injected)');
  };
  platform.transport = (request) => withFault(typeOf(request), request, () => fetchTransport(request));
  platform.streamingTransport = fetchStreamingTransport({
    fetch: (url, init) => fetch(url, init as RequestInit),
    abortable: () => {
      const controller = new AbortController();
      return { signal: controller.signal, abort: () => controller.abort() };
    },
    setTimeout,
    clearTimeout,
  });
  platform.media.upload = async (upload) => {
    const request: TransportRequest = { method: 'POST', url: upload.url, headers: {}, timeoutMs: 30_000 };
    return withFault('upload', request, async () => {
      const filePath = upload.file as string;
      const form = new FormData();
      form.append('token', upload.token);
      form.append('key', upload.key);
      form.append('timeZone', upload.timeZone);
      form.append('file', new Blob([fs.readFileSync(filePath)]), path.basename(filePath));
      const response = await fetch(upload.url, { method: 'POST', body: form });
      const body = await response.json();
      if (response.status !== 200)
        throw { statusCode: response.status, errMsg: String((body as { error?: string }).error ?? 'upload failed'), code: (body as { code?: number }).code };
      upload.onProgress?.(1);
      return uploadResultSchema.parse(body);
    }).catch((error: unknown) => {
      // No answer rejects as the apps' uploads do: like the API client's transport (statusCode 0).
      throw error instanceof Error ? { statusCode: 0, errMsg: error.message } : error;
    });
  };
  platform.randomId = () => randomBytes(12).toString('base64url');
  // Retries wait on the real clock for a moment only.
  platform.clock.sleep = async () => new Promise((resolve) => setTimeout(resolve, 5));
  platform.clock.now = () => new Date();
  return platform;
}
