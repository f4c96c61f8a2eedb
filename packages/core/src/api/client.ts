import { API_ERRORS, apiErrorByCode } from '../errors/api-errors';
import type { PayloadOf, RequestDefinition, ResponseOf } from '../contract/define';
import type { MessageKey } from '../i18n/message-key';
import { REQUEST_TIMEOUT_MS } from '../layout/ui-constants';
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
  return {
    endpoint(definition) {
      const token = options.getSessionToken?.();
      const headers: Record<string, string> = token ? { [SESSION_HEADER]: token } : {};
      return { url: base + definition.path, headers };
    },
    async request(definition, payload) {
      checkedPayload(definition, payload);
      const { path, rest } = fillPath(definition.path, payload as Record<string, unknown>);
      const hasBody = definition.method === 'POST';
      // A bodiless request must not claim a JSON body: servers refuse an empty body typed as JSON.
      const headers: Record<string, string> = hasBody ? { 'content-type': 'application/json' } : {};
      const token = options.getSessionToken?.();
      if (token) headers[SESSION_HEADER] = token;
      let response;
      try {
        response = await options.transport({
          method: definition.method,
          url: base + path,
          headers,
          data: hasBody ? { type: definition.type, ...rest } : undefined,
          timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
        });
      } catch (cause) {
        throw networkError(cause);
      }
      if (response.statusCode !== 200) throw httpError(response.statusCode, response.data);
      if (!validate) return response.data as ResponseOf<typeof definition>;
      const parsed = definition.response.safeParse(response.data);
      if (!parsed.success) throw { statusCode: 200, errMsg: `${DEFAULT_ERROR_MESSAGE}: the answer does not match the contract` } satisfies ApiError;
      return parsed.data as ResponseOf<typeof definition>;
    },
    stream(definition, payload, onLine, timeoutMs) {
      const streaming = options.streamingTransport;
      if (!streaming) throw new Error('this platform reads no streamed answer');
      checkedPayload(definition, payload);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      const token = options.getSessionToken?.();
      if (token) headers[SESSION_HEADER] = token;
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
