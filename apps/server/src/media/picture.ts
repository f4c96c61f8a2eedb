import { MAX_IMAGE_PIXELS } from '@diary/core';
import { Piscina } from 'piscina';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { fail } from '../errors/api-failure';

/** Options for every decode: refuse bombs before decoding, and damaged data instead of guessing. */
export const DECODE_OPTIONS = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' } as const;

/** A stored photo ready to be resized or re-encoded: its size as shown, and its pixels upright. */
export interface Picture {
  width: number;
  height: number;
  hasAlpha: boolean;
  /** The EXIF block as the file has it (capture time, GPS, camera), if any. */
  exif?: Buffer;
  /** A new pipeline over the upright pixels, without any of the original's metadata. */
  pixels(): Sharp;
}

const HEIF_TYPES = new Set(['image/heic', 'image/heif']);

// Built, this module is bundled into dist/main.js and the worker sits beside it as a .js file.
const workerFile = new URL(import.meta.url.endsWith('.ts') ? './heic-decode.worker.mjs' : './heic-decode.worker.js', import.meta.url);
let heicPool: Piscina | undefined;

/**
 * HEIC/HEIF (every iPhone's default) through libheif in a worker thread: sharp's prebuilt libvips
 * reads the container but has no HEVC decoder. One thread is enough for the few HEIC uploads and
 * keeps the second core for requests.
 */
async function decodeHeic(image: Buffer): Promise<Picture> {
  heicPool ??= new Piscina({ filename: workerFile.href, maxThreads: 1, idleTimeout: 60_000 });
  let decoded: { tooLarge?: boolean; width: number; height: number; data?: Uint8ClampedArray };
  try {
    decoded = await heicPool.run({ buffer: image, maxPixels: MAX_IMAGE_PIXELS });
  } catch {
    return fail('invalidRequest', 'The image is damaged or incomplete');
  }
  const { width, height, data } = decoded;
  if (decoded.tooLarge || !data) return fail('payloadTooLarge', `Images may have at most ${MAX_IMAGE_PIXELS} pixels`);
  const raw = { width, height, channels: 4 as const };
  const rgba = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  // Camera HEICs are opaque; libheif hands every picture over as RGBA.
  return { width, height, hasAlpha: false, pixels: () => sharp(rgba, { raw }).removeAlpha() };
}

/**
 * Opens a stored image of one of the product's image types. Its header is read first, so a
 * decompression bomb is refused before a pixel is decoded; EXIF orientation is applied, so sizes,
 * crops and visitors' copies are of the picture as people see it.
 */
export async function openPicture(image: Buffer, contentType: string): Promise<Picture> {
  let metadata: Metadata;
  try {
    // The header only, without the pixel limit, so a bomb is told apart from a file that is not an image.
    metadata = await sharp(image, { ...DECODE_OPTIONS, limitInputPixels: false }).metadata();
  } catch {
    return fail('unsupportedFileType', 'The image could not be read');
  }
  const { width = 0, height = 0, exif } = metadata;
  if (width * height > MAX_IMAGE_PIXELS) fail('payloadTooLarge', `Images may have at most ${MAX_IMAGE_PIXELS} pixels`);
  // libvips reads a HEIC's header and EXIF, but cannot decode its pixels.
  if (HEIF_TYPES.has(contentType)) return { ...(await decodeHeic(image)), exif };
  return {
    width: metadata.autoOrient.width,
    height: metadata.autoOrient.height,
    hasAlpha: metadata.hasAlpha,
    exif,
    pixels: () => sharp(image, DECODE_OPTIONS).rotate(),
  };
}

export async function closePictureWorkers(): Promise<void> {
  await heicPool?.close();
  heicPool = undefined;
}
