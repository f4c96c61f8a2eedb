import Taro from '@tarojs/taro';
import { asciiText, type StreamingTransport } from '@diary/core';

/**
 * WeChat's chunked request (base library 2.20.1): each piece of the answer arrives as bytes (onChunkReceived), which
 * are ASCII (core jsonLine), so no UTF-8 decoder is needed. WeChat tells the status only when the answer has ended;
 * the assistant's streamed answer is the only one typed as JSON lines, so its headers say it has begun well.
 */
export const miniStreamingTransport: StreamingTransport = (request, reader) => {
  let received = false;
  const task = Taro.request({
    url: request.url,
    method: request.method,
    header: request.headers,
    timeout: request.timeoutMs,
    responseType: 'arraybuffer',
    enableChunked: true,
    ...(request.data !== undefined ? { data: request.data as Record<string, unknown> } : {}),
  });
  task.onHeadersReceived((response: { header?: Record<string, string> }) => {
    const type = Object.entries(response.header ?? {}).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
    if (type.includes('application/x-ndjson')) reader.started(200);
  });
  task.onChunkReceived((chunk: { data: ArrayBuffer }) => {
    received = true;
    reader.text(asciiText(new Uint8Array(chunk.data)));
  });
  const finished = task.then(
    (response) => {
      reader.started(response.statusCode);
      // Without chunks (an error's body, or a runtime that gathers them), the body comes whole here.
      if (!received && response.data instanceof ArrayBuffer) reader.text(asciiText(new Uint8Array(response.data)));
    },
    (error: { errMsg?: string }) => {
      throw new Error(error.errMsg ?? 'request:fail');
    },
  );
  return { finished, cancel: () => task.abort() };
};
