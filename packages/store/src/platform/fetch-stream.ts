import { asciiText, type StreamingTransport } from '@diary/core';

/** What a streamed request needs of a host that has fetch, passed in: the store itself touches no platform global. */
export interface FetchHost {
  fetch(
    url: string,
    init: { method: string; headers: Record<string, string>; body?: string; signal: unknown },
  ): Promise<{ status: number; body: { getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array }> } } | null }>;
  /** A fresh AbortController's signal, and its abort. */
  abortable(): { signal: unknown; abort(): void };
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: never): void;
}

/**
 * A streamed answer read through fetch's body reader, for every host that has fetch (the browser, the mini program's
 * H5 build, Node): `streamingTransport: fetchStreamingTransport({ fetch, abortable, setTimeout, clearTimeout })`.
 * Cancelling aborts the request, so the server sees the client go; so does the request's timeout.
 */
export function fetchStreamingTransport(host: FetchHost): StreamingTransport {
  const { fetch: send, setTimeout: later, clearTimeout: forget } = host;
  return (request, reader) => {
    const abort = host.abortable();
    const timer = later(() => abort.abort(), request.timeoutMs);
    const finished = (async () => {
      try {
        const response = await send(request.url, {
          method: request.method,
          headers: request.headers,
          ...(request.data !== undefined ? { body: JSON.stringify(request.data) } : {}),
          signal: abort.signal,
        });
        reader.started(response.status);
        const body = response.body?.getReader();
        for (let read = await body?.read(); read && !read.done; read = await body!.read()) if (read.value) reader.text(asciiText(read.value));
      } finally {
        forget(timer as never);
      }
    })();
    return { finished, cancel: () => abort.abort() };
  };
}
