import type { KeptFiles } from '@diary/store';

/*
 * IndexedDB through idb-keyval, which each browser build passes in (this package takes no DOM types,
 * see video-frame.ts): the functions it is used through, whatever its store handle `S` is.
 */
export interface KeyvalModule<S> {
  createStore(databaseName: string, storeName: string): S;
  get(key: string, store: S): Promise<unknown>;
  set(key: string, value: unknown, store: S): Promise<void>;
  del(key: string, store: S): Promise<void>;
  keys(store: S): Promise<unknown[]>;
}

/** The parts of a browser window this needs: blob addresses, and reading a blob address back into a blob. */
export interface BlobPage {
  URL: { createObjectURL(blob: never): string };
  fetch(url: string): Promise<{ blob(): Promise<unknown> }>;
}

/**
 * Picked files kept in IndexedDB, which stores a File or Blob as it is (bytes, type and name) and
 * outlives a reload. The web app's uploads take the Blob (`handles: 'blob'`); the mini program's H5
 * build hands Taro a blob address (`handles: 'url'`), read back into bytes when kept.
 */
export function indexedDbKeptFiles<S>(idb: KeyvalModule<S>, page: BlobPage, options: { handles: 'blob' | 'url' }): KeptFiles {
  const store = idb.createStore('diary-kept-files', 'files');
  const address = (blob: unknown) => page.URL.createObjectURL(blob as never);
  return {
    async keep(key, file) {
      const blob = typeof file === 'string' ? await (await page.fetch(file)).blob() : file;
      await idb.set(key, blob, store);
    },
    async read(key) {
      const blob = await idb.get(key, store);
      if (blob === undefined) return null;
      const url = address(blob);
      return { file: options.handles === 'url' ? url : blob, previewUrl: url };
    },
    remove: (key) => idb.del(key, store),
    keys: async () => (await idb.keys(store)).map(String),
  };
}
