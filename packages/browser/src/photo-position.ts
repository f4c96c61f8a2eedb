import type { LatLng } from '@diary/core';

/** The part of a File or Blob the reader needs (see video-frame.ts on why the DOM's types stay out). */
export interface PickedBytes {
  size: number;
  slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

/**
 * Where a picked photo was taken: the GPS in its EXIF block, read from the file's ends (core's reader, loaded only
 * then), so the place sheet can offer places near it before the photo is uploaded. Undefined when it has none.
 */
export async function pickedPhotoPosition(file: PickedBytes): Promise<LatLng | undefined> {
  try {
    const { readPhotoPosition } = await import('@diary/core/photo-position');
    return await readPhotoPosition(file.size, async (start, end) => new Uint8Array(await file.slice(start, end).arrayBuffer()));
  } catch {
    return undefined;
  }
}
