import type { Network } from '@diary/store';

/** What the network part reads of a browser window. */
export interface NetworkWindow {
  navigator: { onLine: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/** The browser's idea of the network: navigator.onLine and its online and offline events. */
export function browserNetwork(win: NetworkWindow): Network {
  return {
    isOnline: () => win.navigator.onLine,
    onChange(listener) {
      const online = () => listener(true);
      const offline = () => listener(false);
      win.addEventListener('online', online);
      win.addEventListener('offline', offline);
      return () => {
        win.removeEventListener('online', online);
        win.removeEventListener('offline', offline);
      };
    },
  };
}
