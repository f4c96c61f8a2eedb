import { browserNetwork } from '@diary/browser';

/** The H5 build runs in a browser: its online and offline events (Taro's H5 network status follows only connection changes). */
export const miniNetwork = browserNetwork(window);
