import { MAX_IMAGE_PIXELS } from '@diary/core';
import sharp, { type Metadata, type Stats } from 'sharp';
import { fail } from '../http/api-failure';

export interface ImageFacts {
  /** As shown: EXIF orientations 5–8 turn the picture a quarter, so stored width and height swap. */
  width: number;
  height: number;
  /** The mean colour, "r,g,b", shown while the image loads. */
  imageAveRGB: string;
}

/** Options for every decode: refuse bombs before decoding, and damaged data instead of guessing. */
export const DECODE_OPTIONS = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' } as const;

/**
 * Reads an image fully once: its header for the size and orientation, then every pixel for the
 * mean colour, which also proves the file is whole (a truncated JPEG fails here).
 */
export async function imageFacts(image: Buffer): Promise<ImageFacts> {
  let metadata: Metadata;
  try {
    // The header only, without the pixel limit, so a bomb is told apart from a file that is not an image.
    metadata = await sharp(image, { ...DECODE_OPTIONS, limitInputPixels: false }).metadata();
  } catch {
    return fail('unsupportedFileType', 'The image could not be read');
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_IMAGE_PIXELS) fail('payloadTooLarge', `Images may have at most ${MAX_IMAGE_PIXELS} pixels`);
  // Every pixel is read once (a truncated file fails here), at an eighth of the size where the
  // format allows: the mean colour of the shrunk picture is the picture's.
  let stats: Stats;
  try {
    const small = await sharp(image, DECODE_OPTIONS).resize(256, 256, { fit: 'inside' }).raw().toBuffer({ resolveWithObject: true });
    stats = await sharp(small.data, { raw: small.info }).stats();
  } catch {
    return fail('invalidRequest', 'The image is damaged or incomplete');
  }
  const [r, g, b] = stats.channels.length >= 3 ? stats.channels : [stats.channels[0]!, stats.channels[0]!, stats.channels[0]!];
  const quarterTurned = (metadata.orientation ?? 1) >= 5;
  return {
    width: quarterTurned ? height : width,
    height: quarterTurned ? width : height,
    imageAveRGB: [r, g, b].map((c) => Math.round(c!.mean)).join(','),
  };
}
