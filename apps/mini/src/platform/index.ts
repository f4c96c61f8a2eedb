import { timerClock, type PlatformServices } from '@diary/store';
import { miniClipboard } from './clipboard';
import { miniModal, miniToast } from './feedback';
import { miniFiles } from './files';
import { miniKeptFiles } from './kept-files';
import { miniLocation } from './location';
import { miniMedia } from './media';
import { miniNavigation } from './navigation';
import { miniNetwork } from './network';
import { randomBytes } from './random-bytes';
import { miniStorage } from './storage';
import { miniStreamingTransport } from './streaming-transport';
import { taroTransport } from './transport';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The mini program's implementation of everything the store asks of its platform. */
export const miniPlatform = {
  storage: miniStorage,
  transport: taroTransport,
  streamingTransport: miniStreamingTransport,
  toast: miniToast,
  modal: miniModal,
  navigation: miniNavigation,
  media: miniMedia,
  location: miniLocation,
  clipboard: miniClipboard,
  files: miniFiles,
  keptFiles: miniKeptFiles,
  clock: timerClock({ setTimeout, setInterval, clearInterval }),
  network: miniNetwork,
  // 24 characters of 62: 142 bits.
  randomId: () => Array.from(randomBytes(24), (byte) => ALPHABET[byte % ALPHABET.length]).join(''),
} satisfies PlatformServices;
