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
