import { API_ERRORS, apiErrorByCode } from '../errors/api-errors';
import { MAX_BATCH_REQUESTS, sendTogether } from '../contract/batch';
import type { PayloadOf, RequestDefinition, ResponseOf } from '../contract/define';
import type { MessageKey } from '../i18n/message-key';
import { REQUEST_TIMEOUT_MS } from '../layout/ui-constants';
import { schemaMaking } from '../wire/lazy-schema';
import { jsonLineSplitter } from './json-lines';
import type { StreamingCall, StreamingTransport, Transport } from './transport';

/** The header that carries the session token. */
export const SESSION_HEADER = 'x-session-token';
/** What a rejection says when the server gave no message of its own. */
export const DEFAULT_ERROR_MESSAGE = 'request interface abnormal';

/** How every failed call rejects: the HTTP status (0 when none arrived), a message, and the contract code if any. */
export interface ApiError {
  statusCode: number;
  errMsg: string;
  code?: number;
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && typeof (value as ApiError).statusCode === 'number' && typeof (value as ApiError).errMsg === 'string';
}

export interface ApiClientOptions {
  /** Where the server is, e.g. https://diary.example.com/api (no trailing slash needed). */
  baseUrl: string;
  transport: Transport;
  /** The stored session token, read at each call. */
  getSessionToken?: () => string | null | undefined;
  /** Check each answer against the contract (on by default: a drift shows up at once). */
  validateResponses?: boolean;
  timeoutMs?: number;
  /** How a request whose answer streams is read (absent: the client cannot stream). */
  streamingTransport?: StreamingTransport;
  /**
   * Sends the contract's `together` requests made in one moment as one `batch` request: `later` runs the sending
   * once the moment is over (a timer of 0 ms). Absent: each request is sent alone.
   */
  together?: { later(send: () => void): void };
}

/** What an answer to this payload is checked against: the part of the response the payload picks, else all of it. */
const answerSchema = (definition: RequestDefinition, payload: Record<string, unknown>) => definition.answerFor?.(payload) ?? definition.response;

/** A promise that never settles: what an answer to an ended session becomes. */
const never = <T>() => new Promise<T>(() => undefined);

/** How long the client checks answers, or makes their schemas, in one task before it gives the main thread back. */
const SLICE_MS = 8;

/** Each answer schema's making (schemaMaking), under way or done, by what makes the rest of it now: once a page's life. */
const makings = new WeakMap<object, () => void>();

/**
 * Makes an answer's schemas while its request travels, in short tasks, once: on a phone the network takes longer than
 * the making, and the answer's first check then only checks (docs/benchmarks.md, "An answer's schemas made while it
 * travels"). Returns what makes the rest now. A schema that fails to be made is left to the check, which reports it.
 */
function makingWhileTravelling(schema: object, later: (run: () => void) => void): () => void {
  const known = makings.get(schema);
  if (known) return known;
  const steps = schemaMaking(schema);
  let done = false;
  const takeSteps = (until: number) => {
    if (done) return;
    try {
      done = steps.next(until);
    } catch {
      done = true;
    }
  };
  const slice = () => {
    takeSteps(Date.now() + SLICE_MS);
    if (!done) later(slice);
  };
  later(slice);
  const finish = () => takeSteps(Infinity);
  makings.set(schema, finish);
  return finish;
}

/** A `together` request waiting for the moment to end. */
interface Waiting {
  definition: RequestDefinition;
  payload: Record<string, unknown>;
  settle: { resolve(answer: unknown): void; reject(error: unknown): void };
}

export interface ApiClient {
  /** Sends one request of the contract; resolves with its response only on HTTP 200. */
  request<D extends RequestDefinition>(definition: D, payload: PayloadOf<D>): Promise<ResponseOf<D>>;
  /**
   * Sends a request whose answer streams (`streams: true`: its payload is the body itself) and hands over each line
   * of the answer, checked against the contract, as it arrives. `finished` rejects like `request` (an HTTP error's
   * code and message, status 0 when the network failed or the answer broke off).
   */
  stream<D extends RequestDefinition>(definition: D, payload: PayloadOf<D>, onLine: (line: ResponseOf<D>) => void, timeoutMs: number): StreamingCall;
  /** Where a request the platform sends itself goes (a multipart file), and the session header it carries. */
  endpoint(definition: RequestDefinition): { url: string; headers: Record<string, string> };
}

function checkedPayload(definition: RequestDefinition, payload: unknown): void {
  const checked = definition.payload.safeParse(payload);
  if (checked.success) return;
  const detail = checked.error.issues.map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`).join('; ');
  throw { statusCode: API_ERRORS.invalidRequest.status, code: API_ERRORS.invalidRequest.code, errMsg: detail } satisfies ApiError;
}

/** The ApiError of a non-200 answer's body (the contract's { code, error }, or anything else a proxy sent). */
function httpError(statusCode: number, data: unknown): ApiError {
  const body = (data ?? {}) as { code?: unknown; error?: unknown };
  return {
    statusCode,
    errMsg: typeof body.error === 'string' && body.error ? body.error : DEFAULT_ERROR_MESSAGE,
    ...(typeof body.code === 'number' ? { code: body.code } : {}),
  };
}

const networkError = (cause: unknown): ApiError => ({ statusCode: 0, errMsg: cause instanceof Error && cause.message ? cause.message : DEFAULT_ERROR_MESSAGE });

function fillPath(path: string, payload: Record<string, unknown>): { path: string; rest: Record<string, unknown> } {
  const rest = { ...payload };
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { path: filled, rest };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const validate = options.validateResponses ?? true;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  /** The session's header, and the JSON body's type when there is a body (servers refuse an empty body typed as JSON). */
  const headersFor = (withBody: boolean) => {
    const headers: Record<string, string> = withBody ? { 'content-type': 'application/json' } : {};
    const token = options.getSessionToken?.();
    if (token) headers[SESSION_HEADER] = token;
    return headers;
  };

  /** A request's answer as the caller gets it: its response on 200, checked against the contract; its ApiError else. */
  function answerOf(definition: RequestDefinition, payload: Record<string, unknown>, statusCode: number, data: unknown): unknown {
    if (statusCode !== 200) throw httpError(statusCode, data);
    if (!validate) return data;
    const parsed = answerSchema(definition, payload).safeParse(data);
    if (!parsed.success) throw { statusCode: 200, errMsg: `${DEFAULT_ERROR_MESSAGE}: the answer does not match the contract` } satisfies ApiError;
    return parsed.data;
  }

  async function sendAlone(definition: RequestDefinition, payload: Record<string, unknown>): Promise<unknown> {
    const { path, rest } = fillPath(definition.path, payload);
    const hasBody = definition.method === 'POST';
    const answersIn = makeAnswersSchemas([{ definition, payload }]);
    let response;
    try {
      response = await options.transport({
        method: definition.method,
        url: base + path,
        headers: headersFor(hasBody),
        data: hasBody ? { type: definition.type, ...rest } : undefined,
        timeoutMs,
      });
    } catch (cause) {
      throw networkError(cause);
    }
    if (response.statusCode === 200) answersIn();
    return answerOf(definition, payload, response.statusCode, response.data);
  }

  let waiting: Waiting[] = [];

  /**
   * Makes the schemas of these requests' answers in short tasks from the next task on, while the requests travel.
   * Returns what to call once the answers are in: it makes what is left at once, so that no answer waits on a later
   * task (a hidden tab runs those once a second or less). Nothing to make when answers are not checked, or the
   * platform gives no later task.
   */
  function makeAnswersSchemas(requests: readonly { definition: RequestDefinition; payload: Record<string, unknown> }[]): () => void {
    const later = options.together?.later;
    if (!validate || !later) return () => undefined;
    let started: Array<() => void> | undefined;
    // Which schema checks an answer is found in the next task too: a list's, made for its class the first time, holds
    // the first number with `int()`, whose first making was ≈ 65 ms on a slow phone.
    const start = () => {
      try {
        started ??= requests.map(({ definition, payload }) => makingWhileTravelling(answerSchema(definition, payload), later));
      } catch {
        started = [];
      }
      return started;
    };
    later(start);
    return () => start().forEach((finish) => finish());
  }

  /** Sends what waits: one alone as itself, several as one batch, each settled by its own answer in the batch's. */
  async function sendWaiting(together: { later(send: () => void): void }): Promise<void> {
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return;
    const alone = (w: Waiting) => void sendAlone(w.definition, w.payload).then(w.settle.resolve, w.settle.reject);
    if (batch.length === 1) return alone(batch[0]!);
    const sent = options.transport({
      method: 'POST',
      url: base + sendTogether.path,
      headers: headersFor(true),
      data: { type: sendTogether.type, requests: batch.map((w) => ({ type: w.definition.type, ...w.payload })) },
      timeoutMs,
    });
    const answersIn = makeAnswersSchemas(batch);
    let response;
    try {
      response = await sent;
    } catch (cause) {
      const error = networkError(cause);
      for (const w of batch) w.settle.reject(error);
      return;
    }
    const answered = response.statusCode === 200 ? sendTogether.response.safeParse(response.data) : undefined;
    // A server from before batches, or one that refused this one whole: each goes again alone (they change nothing).
    if (!answered?.success || answered.data.answers.length !== batch.length) return batch.forEach(alone);
    answersIn();
    // The answers are checked and handed over in order, as many in one task as fit in a few milliseconds: a fast
    // device takes them all at once, a slow phone draws and takes a tap between them instead of being held by all
    // of start's at once (each answer's check is most of its cost; what waits on it runs in the same task).
    const settleFrom = (first: number) => {
      const started = Date.now();
      let i = first;
      do {
        const w = batch[i]!;
        const { status, body } = answered.data.answers[i]!;
        try {
          w.settle.resolve(answerOf(w.definition, w.payload, status, body));
        } catch (error) {
          w.settle.reject(error);
        }
        i += 1;
      } while (i < batch.length && Date.now() - started < SLICE_MS);
      if (i < batch.length) together.later(() => settleFrom(i));
    };
    settleFrom(0);
  }

  /** Sends one request of the contract: alone, or with the others of this moment when it may travel together. */
  async function send<D extends RequestDefinition>(definition: D, payload: Record<string, unknown>): Promise<ResponseOf<D>> {
    // A read that travels with others is checked by the server alone: it changes nothing, the server answers a bad
    // one with the same error, and making the reads' payload schemas was most of a slow phone's work before start's
    // requests could leave (docs/benchmarks.md, "Schemas made when first used"). Writes are checked here first.
    if (!definition.together) checkedPayload(definition, payload);
    const together = options.together;
    if (!together || !definition.together) return (await sendAlone(definition, payload)) as ResponseOf<D>;
    return new Promise((resolve, reject) => {
      if (waiting.length === 0) together.later(() => void sendWaiting(together));
      waiting.push({ definition, payload, settle: { resolve: resolve as (answer: unknown) => void, reject } });
      if (waiting.length === MAX_BATCH_REQUESTS) void sendWaiting(together);
    });
  }

  return {
    endpoint(definition) {
      const token = options.getSessionToken?.();
      const headers: Record<string, string> = token ? { [SESSION_HEADER]: token } : {};
      return { url: base + definition.path, headers };
    },
    request(definition, payload) {
      const session = options.getSessionToken?.() ?? null;
      // An answer to a session that has ended meanwhile (a sign-out, another sign-in) is dropped and never settles:
      // nothing waiting on it runs, so the previous person's records are neither shown nor kept on the device. What
      // was asked signed out (the server's features, a sign-in) is no one's, and still arrives once someone signs in.
      const ended = () => session !== null && (options.getSessionToken?.() ?? null) !== session;
      return send(definition, payload as Record<string, unknown>).then(
        (answer) => (ended() ? never<ResponseOf<typeof definition>>() : answer),
        (error: unknown) => (ended() ? never<ResponseOf<typeof definition>>() : Promise.reject(error)),
      );
    },
    stream(definition, payload, onLine, timeoutMs) {
      const streaming = options.streamingTransport;
      if (!streaming) throw new Error('this platform reads no streamed answer');
      checkedPayload(definition, payload);
      const headers = headersFor(true);
      // The status may come after the first pieces (WeChat tells it only when the answer has ended): pieces wait for it.
      let status: number | undefined;
      let waiting = '';
      let broken: ApiError | undefined;
      const lines = jsonLineSplitter((value) => {
        const parsed = definition.response.safeParse(value);
        if (!parsed.success) throw { statusCode: 200, errMsg: `${DEFAULT_ERROR_MESSAGE}: the answer does not match the contract` } satisfies ApiError;
        onLine(parsed.data as ResponseOf<typeof definition>);
      });
      const read = (piece: string) => {
        if (broken || !piece) return;
        if (status !== 200) return void (waiting += piece);
        try {
          lines.push(piece);
        } catch (error) {
          broken = isApiError(error) ? error : { statusCode: 200, errMsg: `${DEFAULT_ERROR_MESSAGE}: a line of the answer is not JSON` };
          call.cancel();
        }
      };
      const call = streaming(
        { method: 'POST', url: base + definition.path, headers, data: payload, timeoutMs },
        {
          started(statusCode) {
            if (status !== undefined) return;
            status = statusCode;
            if (status === 200) {
              const held = waiting;
              waiting = '';
              read(held);
            }
          },
          text: read,
        },
      );
      const finished = call.finished.then(
        () => {
          if (broken) throw broken;
          if (status === undefined) throw networkError(undefined);
          if (status !== 200) {
            let data: unknown;
            try {
              data = JSON.parse(waiting);
            } catch {
              // A proxy's HTML error page: keep the status.
            }
            throw httpError(status, data);
          }
          try {
            lines.end();
          } catch (error) {
            throw isApiError(error) ? error : { statusCode: 200, errMsg: `${DEFAULT_ERROR_MESSAGE}: a line of the answer is not JSON` };
          }
        },
        (cause: unknown) => {
          throw broken ?? networkError(cause);
        },
      );
      return { finished, cancel: call.cancel };
    },
  };
}

/** The text a user should see for a failed call, by contract code, else by what went wrong. */
export function apiErrorMessageKey(error: unknown): MessageKey {
  if (!isApiError(error)) return 'errors.generic';
  const known = error.code !== undefined ? apiErrorByCode(error.code) : undefined;
  if (known) return known.key;
  if (error.statusCode === 0) return 'errors.networkFailed';
  if (error.statusCode === 408 || error.statusCode === 504) return 'errors.networkSlow';
  if (error.statusCode >= 500) return 'errors.serverDown';
  return 'errors.generic';
}
