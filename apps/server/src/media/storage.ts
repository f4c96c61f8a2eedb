import type { Readable } from 'node:stream';

/**
 * Where media objects live, by key (`file/k3j2.jpg`). One implementation per place:
 * the data directory's disk by default, an S3-compatible service when configured.
 */
export interface ObjectStorage {
  readonly name: string;
  /** Stores the finished local file under the key; the file is moved or copied, never left half-written under the key. */
  put(key: string, file: string, contentType: string): Promise<void>;
  /** The whole object, or undefined when there is none. */
  read(key: string): Promise<Buffer | undefined>;
  /**
   * The object as a stream, for serving originals (videos are large); with a `bytes=…` range, that part
   * of it (`range` then says which part of how much, as Content-Range does).
   */
  open(key: string, range?: string): Promise<{ body: Readable; size: number; range?: string } | undefined>;
  /** Whether an object went. */
  delete(key: string): Promise<boolean>;
  /** The object's path on this machine's disk, when it has one (served with range requests and ETags). */
  localPath?(key: string): string;
}

/** Keys are `dir/name.ext` of safe characters only, so they can be joined to paths. */
export const STORED_KEY = /^[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{1,128}\.[a-z0-9]{2,5}$/;
