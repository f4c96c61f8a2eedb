import sharp, { type Stats } from 'sharp';
import { fail } from '../errors/api-failure';
import type { Picture } from './picture';

export interface ImageFacts {
  /** As shown: EXIF orientations 5–8 turn the picture a quarter, so stored width and height swap. */
  width: number;
  height: number;
  /** The mean colour, "r,g,b", shown while the image loads. */
  imageAveRGB: string;
}

/**
 * Reads every pixel of an opened picture once, for the mean colour; that also proves the file is
 * whole (a truncated JPEG fails here).
 */
export async function imageFacts(picture: Picture): Promise<ImageFacts> {
  // Every pixel is read once, at an eighth of the size where the format allows: the mean colour
  // of the shrunk picture is the picture's.
  let stats: Stats;
  try {
    const small = await picture.pixels().resize(256, 256, { fit: 'inside' }).raw().toBuffer({ resolveWithObject: true });
    // The shrunk pixels as they are: handing back the whole info would also hand back its
    // "premultiplied" flag, and the means would come out divided by alpha (above 255).
    const { width, height, channels } = small.info;
    stats = await sharp(small.data, { raw: { width, height, channels } }).stats();
  } catch {
    return fail('invalidRequest', 'The image is damaged or incomplete');
  }
  const [r, g, b] = stats.channels.length >= 3 ? stats.channels : [stats.channels[0]!, stats.channels[0]!, stats.channels[0]!];
  return { width: picture.width, height: picture.height, imageAveRGB: [r, g, b].map((c) => Math.round(c!.mean)).join(',') };
}
