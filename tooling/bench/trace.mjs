// Reading a Chromium trace of a page load, for the web benchmarks (web-load-profile.mjs, lighthouse.mjs).

/** A chunk's name without its content hash: …/assets/start-store-CdpA5GR5.js → start-store.js. */
export const chunkName = (url) =>
  url
    ? url
        .split('/')
        .pop()
        .replace(/-[\w-]{8}\.js$/, '.js')
    : '';

/** A trace event's name, with the chunk it evaluates or compiles where it names one: `v8.evaluateModule start-store.js`. */
export const eventLabel = (event) => {
  const script = chunkName(event.args?.data?.url);
  return script ? `${event.name} ${script}` : event.name;
};

/**
 * The renderer's main thread of the page: of the CrRendererMain threads that parsed a document of `origin`, the one
 * with the most events (another renderer, such as the browser's own new-tab page, may have more).
 */
export function pageThread(events, origin) {
  let best;
  let most = 0;
  const parsedHere = (named) => events.some((e) => e.pid === named.pid && e.name === 'ParseHTML' && String(e.args?.beginData?.url).startsWith(origin));
  for (const named of events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain' && parsedHere(e))) {
    const count = events.filter((e) => e.pid === named.pid && e.tid === named.tid).length;
    if (count > most) [best, most] = [named, count];
  }
  return best;
}
