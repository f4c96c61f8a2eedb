/** streaming-transport.weapp.ts or streaming-transport.h5.ts, whichever Taro builds. */
import type { StreamingTransport } from '@diary/core';

/** How an answer that streams (the assistant's) is read as it arrives: WeChat's chunked request, or the H5 build's fetch. */
export declare const miniStreamingTransport: StreamingTransport;
