import path from 'node:path';
import type { Config } from '../config';
import { localStorage } from './local-storage';
import type { ObjectStorage } from './storage';

/** The configured object storage, and this machine's working folders for media. */
export function mediaStorageFor(config: Config): { storage: ObjectStorage; tmpDir: string; cacheDir: string } {
  const root = path.join(config.dataDir, 'media');
  return { storage: localStorage(path.join(root, 'objects')), tmpDir: path.join(root, 'uploading'), cacheDir: path.join(root, 'sizes') };
}
