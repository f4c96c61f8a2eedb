import { mediaFormatOf } from '@diary/core';
import { createFile, MP4BoxBuffer } from 'mp4box';
import type { Sharp } from 'sharp';
import { fail } from '../errors/api-failure';
import { openPicture } from './picture';
import { keptCopy, type KeptCopy, type Rendition } from './renditions';
import type { OpenObject } from './sealed-objects';
import type { ObjectStorage } from './storage';

/**
 * What a share's visitor gets instead of an original: the same picture or film without where it
 * was taken and what took it. Originals keep their full EXIF for their owner (a download is the
 * owner's own photo), but a shared diary must not hand strangers the GPS position of someone's home.
 */

/**
 * Photos are re-encoded upright, without metadata; HEIC becomes JPEG, which browsers show. GIF
 * has no EXIF, and its frames (an animation) pass on as they are.
 */
async function photoCopy(original: Buffer, contentType: string): Promise<Rendition> {
  if (contentType === 'image/gif') return { data: original, extension: 'gif' };
  const pixels: Sharp = (await openPicture(original, contentType)).pixels();
  switch (contentType) {
    case 'image/png':
      return { data: await pixels.png().toBuffer(), extension: 'png' };
    case 'image/webp':
      return { data: await pixels.webp({ quality: 90 }).toBuffer(), extension: 'webp' };
    default:
      return { data: await pixels.jpeg({ quality: 90 }).toBuffer(), extension: 'jpg' };
  }
}

/** Boxes of an MP4/MOV that carry metadata rather than the film: location (©xyz, loci, Apple's keys), make, model, XMP. */
const METADATA_BOXES = new Set(['udta', 'meta', 'uuid']);
const CONTAINERS_WITH_METADATA = new Set(['moov', 'trak']);

interface Box {
  type: string;
  start: number;
  size: number;
  hdr_size: number;
  boxes?: Box[];
}

/**
 * A film's metadata boxes become `free` boxes of the same size filled with zeros: players skip
 * them, every sample keeps its offset, and nothing of what they held is left in the bytes.
 */
function filmCopy(original: Buffer, extension: string): Rendition {
  const file = createFile();
  file.onError = () => undefined;
  try {
    file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(original.buffer.slice(original.byteOffset, original.byteOffset + original.byteLength) as ArrayBuffer, 0));
    file.flush();
  } catch {
    return fail('invalidRequest', 'The video could not be read');
  }
  const copy = Buffer.from(original);
  const scrub = (boxes: Box[] | undefined, inside: string | undefined) => {
    for (const box of boxes ?? []) {
      if (METADATA_BOXES.has(box.type) && (inside === undefined || CONTAINERS_WITH_METADATA.has(inside))) {
        copy.write('free', box.start + 4, 'latin1');
        copy.fill(0, box.start + box.hdr_size, box.start + box.size);
      } else if (CONTAINERS_WITH_METADATA.has(box.type)) {
        scrub(box.boxes, box.type);
      }
    }
  };
  scrub((file as unknown as { boxes: Box[] }).boxes, undefined);
  return { data: copy, extension };
}

/** A visitor's copy of a stored photo or video, made on first request and kept (sealed) with its sizes. */
export function visitorCopy(storage: ObjectStorage, cacheDir: string, object: OpenObject): Promise<KeptCopy> {
  const format = mediaFormatOf(object.kind);
  if (!format || format.fileType === 'audio') return fail('notFound', 'No such file');
  const extension = object.key.split('.').pop()!;
  return keptCopy(storage, cacheDir, object, 'visitor', async (original) =>
    format.fileType === 'image' ? photoCopy(original, format.contentType) : filmCopy(original, extension),
  );
}
