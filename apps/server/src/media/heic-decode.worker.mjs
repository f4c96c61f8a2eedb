// Decodes a HEIC/HEIF photo to upright RGBA pixels in a worker thread: libheif runs as
// WebAssembly, synchronously, and a 12-megapixel iPhone photo takes long enough to stall every
// other request if it ran on the server's event loop. Plain JavaScript so that Node loads it as
// it is, from the sources in tests and from the build in production.
import decode from 'heic-decode';

/**
 * `{ buffer, maxPixels }` → `{ width, height, data }` (RGBA), or `{ tooLarge: true, width, height }`
 * when the picture has more pixels than allowed (checked before any pixel is decoded).
 */
export default async function decodeHeic({ buffer, maxPixels }) {
  const images = await decode.all({ buffer: new Uint8Array(buffer) });
  try {
    const primary = images[0];
    if (primary.width * primary.height > maxPixels) return { tooLarge: true, width: primary.width, height: primary.height };
    // libheif applies the container's rotation and mirroring: the pixels come out as shown.
    const { width, height, data } = await primary.decode();
    return { width, height, data };
  } finally {
    images.dispose();
  }
}
