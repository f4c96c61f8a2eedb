import Taro from '@tarojs/taro';
import type { Transport } from '@diary/core';

/**
 * Taro.request with the request's timeout. Rejects only when no HTTP answer came (offline,
 * timeout), which the store treats as a retryable failure; any HTTP status resolves with its body.
 */
export const taroTransport: Transport = async (request) => {
  const response = await Taro.request({
    url: request.url,
    method: request.method,
    header: request.headers,
    timeout: request.timeoutMs,
    dataType: 'json',
    ...(request.data !== undefined ? { data: request.data as Record<string, unknown> } : {}),
  });
  // A proxy's HTML error page arrives as a string: keep the status, the store shows its generic message.
  return { statusCode: response.statusCode, data: typeof response.data === 'string' ? undefined : response.data };
};
