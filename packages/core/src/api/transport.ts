/** One HTTP exchange, as the platform performs it (fetch on the web, Taro.request in the mini program). */
export interface TransportRequest {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  /** A JSON value to send as the body; absent for GET and DELETE. */
  data?: unknown;
  /** The platform aborts the request after this long. */
  timeoutMs: number;
}

export interface TransportResponse {
  statusCode: number;
  /** The parsed JSON body (or undefined when there was none). */
  data: unknown;
}

/** Performs a request; rejects only when no HTTP answer arrived (network down, timeout). */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** What the platform tells the client of an answer read as it arrives: its status first, then its text piece by piece. */
export interface StreamReader {
  started(statusCode: number): void;
  text(piece: string): void;
}

/** A request under way whose answer is read as it arrives. */
export interface StreamingCall {
  /** Resolves once the answer has ended; rejects when no HTTP answer arrived or it broke off (network down, timeout). */
  finished: Promise<void>;
  /** Stops reading and closes the request: the server sees the client go. */
  cancel(): void;
}

/** Performs a request whose answer streams (the assistant's JSON lines): fetch's body reader on the web, WeChat's chunked request. */
export type StreamingTransport = (request: TransportRequest, reader: StreamReader) => StreamingCall;
