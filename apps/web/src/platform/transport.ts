import type { Transport } from '@diary/core';

/**
 * fetch with the request's timeout. Rejects only when no HTTP answer came (offline, timeout),
 * which the store treats as a retryable failure; any HTTP status resolves with its JSON body.
 */
export const fetchTransport: Transport = async (request) => {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    ...(request.data !== undefined ? { body: JSON.stringify(request.data) } : {}),
    signal: AbortSignal.timeout(request.timeoutMs),
  });
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    // A proxy's HTML error page: keep the status, the store shows its generic message.
    data = undefined;
  }
  return { statusCode: response.status, data };
};
