import type { StreamingTransport } from '@diary/core';
import { fetchStreamingTransport } from '@diary/store';

/** A streamed answer (the assistant's) read through the browser's fetch. */
export function browserStreamingTransport(win: Window): StreamingTransport {
  return fetchStreamingTransport({
    fetch: (url, init) => win.fetch(url, init as RequestInit),
    abortable: () => {
      const controller = new AbortController();
      return { signal: controller.signal, abort: () => controller.abort() };
    },
    setTimeout: (callback, ms) => win.setTimeout(callback, ms),
    clearTimeout: (id) => win.clearTimeout(id),
  });
}
