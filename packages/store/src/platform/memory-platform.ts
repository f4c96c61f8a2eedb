import {
  jsonLine,
  type LatLng,
  type Message,
  type StreamingCall,
  type StreamReader,
  type TransportRequest,
  type TransportResponse,
  type UploadResult,
} from '@diary/core';
import type { ChoiceOptions, ConfirmOptions, PickedMedia, PlatformServices, SavedFile, SentFile, ToastOptions, UploadRequest } from './services';

/** What a fake server answers for one request type: a body (status 200) or a full response. */
export type FakeAnswer = (payload: Record<string, unknown>, request: TransportRequest) => unknown | Promise<unknown>;

/** An answer with a status other than 200. */
export class FakeResponse {
  constructor(
    readonly statusCode: number,
    readonly data: unknown,
  ) {}
}

/** The in-memory platform: every service records what the store asked of it, and tests script the answers. */
export interface MemoryPlatform extends PlatformServices {
  /** Answers by request type (the `type` of the body, or the last path word for GET/DELETE paths). */
  answers: Record<string, FakeAnswer>;
  /** How many times the store used the network for JSON requests (a batch of several counts once). */
  transportCalls: number;
  /** Every request the store sent, in order (each of a batch's on its own). */
  requests: Array<{ type: string; payload: Record<string, unknown>; request: TransportRequest }>;
  stored: Map<string, string>;
  toasts: Array<{ message: Message; options?: ToastOptions }>;
  loading: { visible: boolean; shown: number };
  confirms: ConfirmOptions[];
  /** What the next confirm dialogs answer; true when empty. */
  confirmAnswers: boolean[];
  choices: ChoiceOptions[];
  /** What the next choice dialogs answer (an index, or null for closed); null when empty. */
  choiceAnswers: Array<number | null>;
  routes: Array<{ kind: 'navigate' | 'replace' | 'back'; path?: string }>;
  /** What the next pick answers. */
  picks: PickedMedia[][];
  uploads: UploadRequest[];
  uploadAnswer: (request: UploadRequest) => Promise<UploadResult>;
  copied: string[];
  /** Every file the store asked to save. */
  saved: SavedFile[];
  /** Every download the store handed to the user. */
  downloads: Array<{ url: string; name: string }>;
  /** Every file the store sent, and what the next sends answer (or throw). */
  sent: SentFile[];
  sendAnswer: (request: SentFile) => Promise<unknown>;
  position: LatLng | null;
  /** The files kept on the "device", by key: what survives a restart of a store made on this platform. */
  kept: Map<string, unknown>;
  /** Sets the clock; `sleep` moves it forward at once. */
  setNow(at: Date | string): void;
  /** Moves the clock forward, firing each `every` timer as its moments pass. */
  advance(ms: number): void;
  /** Takes the "device" off the network or back on it: requests fail as a lost network's do, and the network's listeners hear it. */
  setOnline(online: boolean): void;
}

function requestType(request: TransportRequest): string {
  const body = request.data as { type?: unknown } | undefined;
  if (body && typeof body.type === 'string') return body.type;
  const path = request.url
    .replace(/^[a-z]+:\/\/[^/]+/, '')
    .split('?')[0]!
    .split('/')
    .filter(Boolean);
  // /qiniu/delete_file/{filename}/file_type/{type} and /qiniu/delete_dir_file/{dir}/{filename}
  return path.find((part) => part === 'delete_file' || part === 'delete_dir_file' || part === 'uptoken') ?? path.at(-1) ?? '';
}

export function createMemoryPlatform(options: { now?: Date | string; answers?: Record<string, FakeAnswer> } = {}): MemoryPlatform {
  let now = new Date(options.now ?? '2026-11-21T10:00:00+08:00').getTime();
  let idCounter = 0;
  const timers = new Set<{ ms: number; due: number; tick: () => void }>();
  let online = true;
  const networkListeners = new Set<(online: boolean) => void>();
  async function answerOne(type: string, body: Record<string, unknown>, request: TransportRequest): Promise<TransportResponse> {
    const { type: _type, ...payload } = body;
    platform.requests.push({ type, payload, request });
    const answer = platform.answers[type];
    if (!answer) return { statusCode: 404, data: { code: 404, error: `no fake answer for ${type}` } };
    const result = await answer(payload, request);
    if (result instanceof FakeResponse) return { statusCode: result.statusCode, data: result.data };
    return { statusCode: 200, data: result };
  }
  const platform: MemoryPlatform = {
    answers: { ...options.answers },
    transportCalls: 0,
    requests: [],
    stored: new Map(),
    toasts: [],
    loading: { visible: false, shown: 0 },
    confirms: [],
    confirmAnswers: [],
    choices: [],
    choiceAnswers: [],
    routes: [],
    picks: [],
    uploads: [],
    copied: [],
    saved: [],
    downloads: [],
    sent: [],
    sendAnswer: async () => {
      throw { statusCode: 503, code: 503, errMsg: 'no answer set' };
    },
    position: null,
    kept: new Map(),
    uploadAnswer: async (request) => ({
      key: request.key,
      name: request.key.split('/').pop() ?? request.key,
      size: 1000,
      width: 600,
      height: 450,
      datetimeISO: new Date(now).toISOString(),
    }),
    setNow(at) {
      now = new Date(at).getTime();
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const next = [...timers].filter((t) => t.due <= until).sort((a, b) => a.due - b.due)[0];
        if (!next) break;
        now = next.due;
        next.due += next.ms;
        next.tick();
      }
      now = until;
    },
    async transport(request: TransportRequest): Promise<TransportResponse> {
      if (!online) throw new Error('network is down');
      const type = requestType(request);
      const { type: _type, ...payload } = (request.data as Record<string, unknown> | undefined) ?? {};
      platform.transportCalls += 1;
      // A batch is answered as the server does: each of its requests as if alone (and recorded so), the answers in order.
      if (type === 'batch' && Array.isArray(payload.requests)) {
        const requests = payload.requests as Record<string, unknown>[];
        const answered = await Promise.all(requests.map((inner) => answerOne(String(inner.type), inner, { ...request, data: inner })));
        return { statusCode: 200, data: { answers: answered.map(({ statusCode, data }) => ({ status: statusCode, body: data })) } };
      }
      return answerOne(type, payload, request);
    },
    // A streamed answer is the fake answer's lines (an array of values), or a FakeResponse's body at its status.
    streamingTransport(request: TransportRequest, reader: StreamReader): StreamingCall {
      let cancelled = false;
      const finished = (async () => {
        if (!online) throw new Error('network is down');
        const type = requestType(request);
        const payload = (request.data as Record<string, unknown> | undefined) ?? {};
        platform.requests.push({ type, payload, request });
        const answer = platform.answers[type];
        const result = answer ? await answer(payload, request) : new FakeResponse(404, { code: 404, error: `no fake answer for ${type}` });
        if (result instanceof FakeResponse) {
          reader.started(result.statusCode);
          return reader.text(JSON.stringify(result.data));
        }
        reader.started(200);
        for (const value of result as unknown[]) {
          if (cancelled) throw new Error('aborted');
          reader.text(jsonLine(value));
          await Promise.resolve();
        }
      })();
      return { finished, cancel: () => void (cancelled = true) };
    },
    storage: {
      async get(key) {
        return platform.stored.get(key) ?? null;
      },
      async set(key, value) {
        platform.stored.set(key, value);
      },
      async remove(key) {
        platform.stored.delete(key);
      },
      async keys() {
        return [...platform.stored.keys()];
      },
    },
    toast: {
      show(message, toastOptions) {
        platform.toasts.push({ message, ...(toastOptions ? { options: toastOptions } : {}) });
      },
      showLoading() {
        platform.loading.visible = true;
        platform.loading.shown += 1;
      },
      hideLoading() {
        platform.loading.visible = false;
      },
    },
    modal: {
      async confirm(confirmOptions) {
        platform.confirms.push(confirmOptions);
        return platform.confirmAnswers.shift() ?? true;
      },
      async choose(choiceOptions) {
        platform.choices.push(choiceOptions);
        return platform.choiceAnswers.shift() ?? null;
      },
    },
    navigation: {
      navigate(path) {
        platform.routes.push({ kind: 'navigate', path });
      },
      replace(path) {
        platform.routes.push({ kind: 'replace', path });
      },
      back(orElse) {
        platform.routes.push({ kind: 'back', ...(orElse ? { path: orElse } : {}) });
      },
    },
    media: {
      async pick({ given }) {
        // Given files are described as the browser's would be: their name and type.
        if (given) return (given as Array<{ name: string; type: string }>).map((file) => ({ name: file.name, kind: file.type, file }));
        return platform.picks.shift() ?? [];
      },
      async upload(request) {
        if (!online) throw { statusCode: 0, errMsg: 'network is down' };
        platform.uploads.push(request);
        request.onProgress?.(1);
        return platform.uploadAnswer(request);
      },
    },
    location: {
      async current() {
        return platform.position;
      },
    },
    clipboard: {
      async copy(text) {
        platform.copied.push(text);
      },
    },
    files: {
      async save(file) {
        platform.saved.push(file);
      },
      async download(url, name) {
        platform.downloads.push({ url, name });
      },
      async send(request) {
        platform.sent.push(request);
        request.onProgress?.(0.5);
        const answer = await platform.sendAnswer(request);
        request.onProgress?.(1);
        return answer;
      },
    },
    keptFiles: {
      async keep(key, file) {
        platform.kept.set(key, file);
      },
      async read(key) {
        return platform.kept.has(key) ? { file: platform.kept.get(key), previewUrl: `kept:${key}` } : null;
      },
      async remove(key) {
        platform.kept.delete(key);
      },
      async keys() {
        return [...platform.kept.keys()];
      },
    },
    clock: {
      now: () => new Date(now),
      async sleep(ms) {
        now += ms;
      },
      every(ms, tick) {
        const timer = { ms, due: now + ms, tick };
        timers.add(timer);
        return () => void timers.delete(timer);
      },
    },
    network: {
      isOnline: () => online,
      onChange(listener) {
        networkListeners.add(listener);
        return () => void networkListeners.delete(listener);
      },
    },
    setOnline(next) {
      online = next;
      for (const listener of networkListeners) listener(next);
    },
    randomId() {
      idCounter += 1;
      return `id${String(idCounter).padStart(14, '0')}`;
    },
  };
  return platform;
}
