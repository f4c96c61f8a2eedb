import { hasCoordinates, type LatLng } from './map';

// Where a photo was taken, read on the device from the EXIF block the camera wrote, so the place
// sheet can offer places near it before the photo is uploaded. The server reads the same GPS from
// the upload (apps/server/src/media/exif-facts.ts) and keeps it on the file record.

/**
 * How much of each end of a file is read: a JPEG's EXIF segment comes first and is at most 64 KB;
 * a HEIF's Exif item lies before or after the picture data.
 */
export const PHOTO_POSITION_WINDOW_BYTES = 256 * 1024;

const GPS_IFD_POINTER = 0x8825;
const GPS_LATITUDE_REF = 1;
const GPS_LATITUDE = 2;
const GPS_LONGITUDE_REF = 3;
const GPS_LONGITUDE = 4;
const RATIONAL = 5;
/** A TIFF header's byte order and magic number: little-endian `II*\0`, big-endian `MM\0*`. */
const isTiffHeader = (b: Uint8Array, at: number) =>
  (b[at] === 0x49 && b[at + 1] === 0x49 && b[at + 2] === 0x2a && b[at + 3] === 0) ||
  (b[at] === 0x4d && b[at + 1] === 0x4d && b[at + 2] === 0 && b[at + 3] === 0x2a);

/**
 * The GPS position in a photo's bytes (or a part of them holding its EXIF block): decimal degrees,
 * signed by their N/S/E/W references, WGS-84 as cameras record them; undefined without one. The
 * EXIF block is found by its TIFF header, so a JPEG's APP1 segment and a HEIF's Exif item read alike.
 */
export function photoPosition(bytes: Uint8Array): LatLng | undefined {
  for (let at = 0; at + 8 <= bytes.length; at++) {
    if (!isTiffHeader(bytes, at)) continue;
    const found = tiffGps(new DataView(bytes.buffer, bytes.byteOffset + at, bytes.length - at), bytes[at] === 0x49);
    if (found) return found;
  }
  return undefined;
}

/**
 * A photo's GPS position from the ends of its file: `read(start, end)` gives those bytes (a slice
 * of a File, a read of a file at a position). Reads at most two windows, never the whole picture.
 */
export async function readPhotoPosition(size: number, read: (start: number, end: number) => Promise<Uint8Array>): Promise<LatLng | undefined> {
  const head = Math.min(size, PHOTO_POSITION_WINDOW_BYTES);
  const first = photoPosition(await read(0, head));
  if (first || size <= head) return first;
  return photoPosition(await read(Math.max(head, size - PHOTO_POSITION_WINDOW_BYTES), size));
}

function tiffGps(view: DataView, little: boolean): LatLng | undefined {
  try {
    const u16 = (at: number) => view.getUint16(at, little);
    const u32 = (at: number) => view.getUint32(at, little);
    /** Each IFD entry (12 bytes: tag, type, count, value or offset) of the IFD at an offset. */
    const entries = (ifd: number) => Array.from({ length: u16(ifd) }, (_, i) => ifd + 2 + 12 * i);
    const gpsEntry = entries(u32(4)).find((entry) => u16(entry) === GPS_IFD_POINTER);
    if (gpsEntry === undefined) return undefined;
    const tags = new Map(entries(u32(gpsEntry + 8)).map((entry) => [u16(entry), entry]));
    /** Degrees, minutes and seconds, three rationals, as one number of degrees. */
    const degrees = (entry: number | undefined) => {
      if (entry === undefined || u16(entry + 2) !== RATIONAL || u32(entry + 4) !== 3) return NaN;
      const at = u32(entry + 8);
      const [d, m, s] = [0, 1, 2].map((i) => u32(at + 8 * i) / u32(at + 8 * i + 4)) as [number, number, number];
      return d + m / 60 + s / 3600;
    };
    /** An ASCII reference (N, S, E or W) sits in the entry itself. */
    const reference = (entry: number | undefined) => (entry === undefined ? '' : String.fromCharCode(view.getUint8(entry + 8)));
    const latitude = degrees(tags.get(GPS_LATITUDE)) * (reference(tags.get(GPS_LATITUDE_REF)) === 'S' ? -1 : 1);
    const longitude = degrees(tags.get(GPS_LONGITUDE)) * (reference(tags.get(GPS_LONGITUDE_REF)) === 'W' ? -1 : 1);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
    // A position of exactly 0,0 is a camera without a fix.
    const point = { latitude, longitude };
    return hasCoordinates(point) ? point : undefined;
  } catch {
    // An offset past the end: not a readable EXIF block.
    return undefined;
  }
}
