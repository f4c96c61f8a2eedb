import type { Readable } from 'node:stream';

/** Bytes `start`…`end` of an object (inclusive, as HTTP ranges count). */
export interface ByteSpan {
  start: number;
  end: number;
}

/** An object opened for reading: its bytes (all, or the span asked for) and its whole size. */
export interface OpenedObject {
  body: Readable;
  size: number;
}

/**
 * Where media objects live, by key (`file/k3j2.jpg`). One implementation per place:
 * the data directory's disk by default, an S3-compatible service when configured. What is kept
 * here is sealed (sealed-objects.ts): this layer only moves bytes.
 */
export interface ObjectStorage {
  readonly name: string;
  /** Stores the finished local file under the key; the file is moved or copied, never left half-written under the key. */
  put(key: string, file: string, contentType: string): Promise<void>;
  /** The whole object, or undefined when there is none. */
  read(key: string): Promise<Buffer | undefined>;
  /** The object as a stream (videos are large), or the span of it asked for (a player's seek); undefined when there is none. */
  open(key: string, span?: ByteSpan): Promise<OpenedObject | undefined>;
  /** Whether an object went. */
  delete(key: string): Promise<boolean>;
}

/** Keys are `dir/name.ext` of safe characters only, so they can be joined to paths. */
export const STORED_KEY = /^[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{1,128}\.[a-z0-9]{2,5}$/;
