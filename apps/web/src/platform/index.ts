import { timerClock, type PlatformServices } from '@diary/store';
import { browserNetwork, browserStreamingTransport, indexedDbKeptFiles, withDrawablePreviews } from '@diary/browser';
import * as idb from 'idb-keyval';
import { webClipboard } from './clipboard';
import { webModal, webToast } from './feedback';
import { webFiles } from './files';
import { webLocation } from './location';
import { webMedia } from './media';
import { webNavigation } from './navigation';
import { webStorage } from './storage';
import { fetchTransport } from './transport';

/** The browser's implementation of everything the store asks of its platform. */
export const webPlatform = {
  storage: webStorage,
  transport: fetchTransport,
  streamingTransport: browserStreamingTransport(window),
  toast: webToast,
  modal: webModal,
  navigation: webNavigation,
  media: webMedia,
  location: webLocation,
  clipboard: webClipboard,
  files: webFiles,
  keptFiles: withDrawablePreviews(indexedDbKeptFiles(idb, window, { handles: 'blob' })),
  clock: timerClock({ setTimeout, setInterval, clearInterval }),
  network: browserNetwork(window),
  randomId: () => crypto.randomUUID().replaceAll('-', ''),
} satisfies PlatformServices;
