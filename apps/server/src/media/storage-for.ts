import path from 'node:path';
import type { Config } from '../config';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import type { ObjectStorage } from './storage';

/** The configured object storage (the data directory by default, or S3), and this machine's working folders for media. */
export function mediaStorageFor(config: Config): { storage: ObjectStorage; tmpDir: string; cacheDir: string } {
  const root = path.join(config.dataDir, 'media');
  const storage = config.storage.kind === 's3' ? s3Storage(config.storage) : localStorage(path.join(root, 'objects'));
  // Files being sealed and the copies made of originals (sealed too) stay on this machine's disk either way. The copies
  // were kept in `sizes` before media were sealed; that folder is removed by seal-earlier-media.ts.
  return { storage, tmpDir: path.join(root, 'uploading'), cacheDir: path.join(root, 'copies') };
}
