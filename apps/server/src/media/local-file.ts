import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { ByteSpan, OpenedObject } from './storage';

/** A file of this machine's disk opened for reading, whole or a span of it; undefined when it is not there. */
export async function openLocalFile(file: string, span?: ByteSpan): Promise<OpenedObject | undefined> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  // The size and the bytes of one open file: a file replaced meanwhile cannot mix the two.
  const { size } = await handle.stat();
  return { body: createReadStream('', { fd: handle, start: span?.start, end: span?.end }), size };
}
