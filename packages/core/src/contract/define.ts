import type { z } from 'zod';

/**
 * The largest JSON body a request may have (uploads are multipart and have their own limits): a
 * full batch of 100 diary saves with their longest texts fits with room to spare.
 */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** Who may make a request: anyone, or a signed-in user (session header required). */
export type Access = 'public' | 'user';

export interface RequestDefinition<T extends string = string, P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType, A extends Access = Access> {
  /** The `type` field of the body. */
  type: T;
  /** Where it is sent. JSON requests go to /restful unless the contract says otherwise. */
  path: string;
  method: 'POST' | 'GET' | 'DELETE';
  /** How the payload is sent: JSON (the default), or multipart/form-data with a file (it has a route of its own). */
  body?: 'json' | 'multipart';
  /** Answered as JSON lines while they are made (application/x-ndjson), by a route of its own; `response` is one line. */
  streams?: boolean;
  access: A;
  /**
   * A read that may travel with others in one `batch` request: it changes nothing, so answering it beside others
   * (or again, when a batch is retried one by one) is safe. The API client sends such requests of one moment together.
   */
  together?: true;
  /** The section of docs/api.md it belongs to. */
  group: string;
  summary: string;
  /**
   * The payload: the body without `type`. Payloads and answers are written `z.lazy(() => …)` in the contract, so
   * each is built the first time it checks something: a client uses a few of the contract's requests, and
   * building all of them as the app loaded was two thirds of the schemas the web app made before its first screen
   * (docs/benchmarks.md, 2026-12-05).
   */
  payload: P;
  response: R;
  /**
   * The part of `response` a client checks the answer to this payload against, where the payload says which part it
   * is: a list of tags answers tags, so it is checked against the tag's record alone instead of every class's in
   * turn, and a page that lists no diaries never makes the diary's schema. Absent: the whole response.
   */
  answerFor?: (payload: Record<string, unknown>) => z.ZodType | undefined;
  /** An example, checked against the schemas by the tests and printed in docs/api.md. */
  example: { payload: z.input<P>; response: z.input<R> };
  /** Contract errors this request can answer besides invalidRequest and notSignedIn. */
  errors?: readonly string[];
}

export function defineRequest<const T extends string, P extends z.ZodType, R extends z.ZodType, const A extends Access>(
  definition: Omit<RequestDefinition<T, P, R, A>, 'path' | 'method'> & { path?: string; method?: 'POST' | 'GET' | 'DELETE' },
): RequestDefinition<T, P, R, A> {
  return { path: '/restful', method: 'POST', ...definition };
}

export type PayloadOf<D> = D extends RequestDefinition<string, infer P, z.ZodType> ? z.input<P> : never;
export type ResponseOf<D> = D extends RequestDefinition<string, z.ZodType, infer R> ? z.output<R> : never;
/** The payload as its schema leaves it (defaults filled, text trimmed): what a server handler receives. */
export type ParsedPayloadOf<D> = D extends RequestDefinition<string, infer P, z.ZodType> ? z.output<P> : never;
/** The answer as a server builds it, before its schema's transforms. */
export type AnswerOf<D> = D extends RequestDefinition<string, z.ZodType, infer R> ? z.input<R> : never;
