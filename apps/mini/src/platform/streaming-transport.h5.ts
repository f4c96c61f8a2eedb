import { browserStreamingTransport } from '@diary/browser';

/** The H5 build reads a streamed answer as the web app does: fetch's body reader. */
export const miniStreamingTransport = browserStreamingTransport(window);
