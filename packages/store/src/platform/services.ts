import type { Clock as CoreClock, LatLng, Message, StreamingTransport, Transport, UploadResult } from '@diary/core';

/**
 * Everything the store needs from the platform it runs on. The web app and the mini program
 * each implement it once; tests pass `createMemoryPlatform()`. Redux Toolkit hands it to every
 * thunk as the thunk `extraArgument`, so no slice or thunk touches a platform global.
 */
export interface PlatformServices {
  storage: KeyValueStorage;
  /** How the API client reaches the server (fetch on the web, Taro.request in the mini program). */
  transport: Transport;
  /** How an answer that streams is read as it arrives (the assistant's): fetch's body reader, WeChat's chunked request. */
  streamingTransport: StreamingTransport;
  toast: Toaster;
  modal: Modal;
  navigation: Navigation;
  media: MediaServices;
  location: DeviceLocation;
  clipboard: Clipboard;
  /** Files the user saves (the exports) or sends (an import). */
  files: FileSaver;
  /** Picked photos' and videos' bytes, kept on the device while their draft waits (IndexedDB, WeChat's saved files). */
  keptFiles: KeptFiles;
  clock: Clock;
  network: Network;
  /** A fresh random id (letters and digits, at least 96 bits): new diaries and photos are named on the device. */
  randomId(): string;
}

/** Whether the device has a network (the browser's online events, WeChat's network status). */
export interface Network {
  isOnline(): boolean;
  /** Calls back when the network comes or goes; answers a function that stops it. */
  onChange(listener: (online: boolean) => void): () => void;
}

/** A string store that survives a restart (localStorage, Taro storage). */
export interface KeyValueStorage {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

export interface ToastOptions {
  icon?: 'success' | 'error' | 'none';
  /** 1500 ms when not given. */
  durationMs?: number;
}

export interface Toaster {
  show(message: Message, options?: ToastOptions): void;
  /** The loading toast stays until `hideLoading`. */
  showLoading(message?: Message): void;
  /** Closes the loading toast; a message toast shown since stays (thunks hide their loading toast again in `finally`). */
  hideLoading(): void;
}

export interface ConfirmOptions {
  title: Message;
  content?: Message;
  confirmText?: Message;
  cancelText?: Message;
  /** false for a notice with one button. */
  showCancel?: boolean;
}

export interface ChoiceOptions {
  title: Message;
  content?: Message;
  /** Two to five choices, in the order shown. */
  choices: Message[];
}

export interface Modal {
  /** Resolves true when the user confirms. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** Resolves with the index of the choice taken, or null when the person closes it without choosing. */
  choose(options: ChoiceOptions): Promise<number | null>;
}

/** Routes are the phone routes of the seeds (`/edit/new`, `/detail/{id}`…); each app maps them to its own layout. */
export interface Navigation {
  navigate(path: string): void;
  replace(path: string): void;
  /** Back to the screen before; `orElse` is where it goes when there is none in the app (opened by a link, or reloaded). */
  back(orElse?: string): void;
}

/**
 * The bytes of picked files, kept on the device under a key (a photo's id) so that a draft's photos
 * outlive a reload or a restart: a picked file's handle (a File, a temp path) does not.
 */
export interface KeptFiles {
  /** Keeps a copy of the file's bytes under the key (replacing one kept before). */
  keep(key: string, file: unknown): Promise<void>;
  /** The kept file as a handle the platform can upload, and an address an <img>/<image> can show; null when none is kept. */
  read(key: string): Promise<{ file: unknown; previewUrl: string } | null>;
  remove(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

/** A photo or video the user picked, described by the platform. */
export interface PickedMedia {
  /** The original file name (`IMG_0001.HEIC`), used for the extension and shown as the name. */
  name: string;
  /** The MIME type, e.g. image/jpeg or video/mp4. */
  kind: string;
  size?: number;
  width?: number;
  height?: number;
  /** Seconds, for videos. */
  duration?: number;
  /** The platform's handle on the bytes (a File, a temp file path); only the platform reads it. */
  file: unknown;
  /** Something an <img>/<image> can show before upload (blob URL, temp path). */
  previewUrl?: string;
  /** A video's poster frame as a data URL, for showing before upload. */
  coverBase64?: string;
  /** A video's poster frame as a JPEG the platform can upload (stored beside the video as {id}.jpg). */
  poster?: unknown;
  /** Where a photo was taken, from its GPS (WGS-84; core's readPhotoPosition), when it has one. */
  position?: LatLng;
}

export interface UploadRequest {
  /** Where the server said to send the file (`uploadUrl` of the upload token). */
  url: string;
  token: string;
  /** `file/{filename}`. */
  key: string;
  file: unknown;
  /** The device's time zone (core's deviceTimeZone), for photos whose camera wrote a time without one. */
  timeZone: string;
  /** Called with 0…1 as bytes go out. */
  onProgress?: (fraction: number) => void;
}

export interface MediaServices {
  /**
   * Opens the platform's chooser for photos or a video; with `given` (files pasted into the editor or dropped on it)
   * describes those instead. At most `max` are described.
   */
  pick(options: { fileType: 'image' | 'video'; max: number; given?: readonly unknown[] }): Promise<PickedMedia[]>;
  /** Sends one file (multipart token, key, timeZone, then the file) and resolves with the server's upload result; rejects like a transport. */
  upload(request: UploadRequest): Promise<UploadResult>;
}

export interface DeviceLocation {
  /** The device's position in WGS-84, or null when the user has not allowed it. */
  current(): Promise<LatLng | null>;
  /** Where the platform lets a person allow location again after saying no (WeChat asks only once); absent where asking again is enough. */
  openSettings?(): Promise<void>;
}

export interface Clipboard {
  copy(text: string): Promise<void>;
}

/** A text file to hand to the user: its name, MIME type and contents. */
export interface SavedFile {
  name: string;
  type: string;
  text: string;
}

/** A file the user chose, sent to the server as multipart/form-data (one field, `file`). */
export interface SentFile {
  url: string;
  /** The session header, and any other the request needs. */
  headers: Record<string, string>;
  /** The platform's handle on the bytes (a File, a temp file path); only the platform reads it. */
  file: unknown;
  /** Called with 0…1 as bytes go out. */
  onProgress?: (fraction: number) => void;
}

export interface FileSaver {
  /** Hands the file to the user (a download in the browser); rejects when the platform cannot. */
  save(file: SavedFile): Promise<void>;
  /** Hands a file at an address to the user (a download the browser streams to disk); rejects when the platform cannot. */
  download(url: string, name: string): Promise<void>;
  /** Sends a file and resolves with the server's JSON answer; rejects like a transport (statusCode, code, errMsg) on any other. */
  send(request: SentFile): Promise<unknown>;
}

/** The core clock plus waiting, so timed rules (a 300 ms re-add, retries, the send-code countdown) run on a test's clock. */
export interface Clock extends CoreClock {
  sleep(ms: number): Promise<void>;
  /** Calls `tick` every `ms` (never at once) until the returned function stops it. */
  every(ms: number, tick: () => void): () => void;
}
