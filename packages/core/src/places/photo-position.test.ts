import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { photoPosition, PHOTO_POSITION_WINDOW_BYTES, readPhotoPosition } from './photo-position';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
/** Real camera photos and the HEIC made the way an iPhone stores photos: the repository's own copies (apps/server's fixtures). */
const server = (name: string) => readFileSync(resolve(repo, 'apps/server/test/fixtures/media', name));
const reader = (bytes: Uint8Array) => {
  const reads: Array<[number, number]> = [];
  const read = async (start: number, end: number) => {
    reads.push([start, end]);
    return bytes.subarray(start, end);
  };
  return { reads, read };
};

describe("a photo's GPS position, read on the device", () => {
  it("reads a Nikon JPEG's GPS as signed decimal degrees (WGS-84), as the server does", () => {
    const point = photoPosition(server('gps_DSCN0010.jpg'))!;
    expect(point.latitude).toBeCloseTo(43.467448, 6);
    expect(point.longitude).toBeCloseTo(11.885127, 6);
  });

  it("reads a HEIF's Exif item, big-endian, wherever it lies", () => {
    const point = photoPosition(server('portrait_gps.heic'))!;
    expect(point.latitude).toBeCloseTo(30.25, 6);
    expect(point.longitude).toBeCloseTo(120.15, 6);
  });

  it('has none for a photo without GPS, and for bytes that are no photo', () => {
    expect(photoPosition(server('Canon_40D.jpg'))).toBeUndefined();
    expect(photoPosition(new Uint8Array(1000))).toBeUndefined();
    // A TIFF header whose offsets point past the end.
    expect(photoPosition(new Uint8Array([0x49, 0x49, 0x2a, 0, 0xff, 0xff, 0xff, 0x7f, 0, 0]))).toBeUndefined();
  });

  it('south and west are negative; 0,0 is a camera without a fix', () => {
    /** A little-endian TIFF: IFD0 with the GPS pointer, the GPS IFD's four entries, then two sets of three rationals. */
    const gps = (latRef: string, lngRef: string, degrees: number) => {
      const view = new DataView(new ArrayBuffer(200));
      const u16 = (at: number, value: number) => view.setUint16(at, value, true);
      const u32 = (at: number, value: number) => view.setUint32(at, value, true);
      u16(0, 0x4949);
      u16(2, 42);
      u32(4, 8);
      u16(8, 1);
      const entry = (at: number, tag: number, type: number, count: number, value: number) => {
        u16(at, tag);
        u16(at + 2, type);
        u32(at + 4, count);
        u32(at + 8, value);
      };
      entry(10, 0x8825, 4, 1, 26);
      u16(26, 4);
      entry(28, 1, 2, 2, latRef.charCodeAt(0));
      entry(40, 2, 5, 3, 100);
      entry(52, 3, 2, 2, lngRef.charCodeAt(0));
      entry(64, 4, 5, 3, 124);
      for (const base of [100, 124]) {
        [degrees, 1, 30, 1, 0, 1].forEach((value, i) => u32(base + 4 * i, value));
      }
      return new Uint8Array(view.buffer);
    };
    expect(photoPosition(gps('S', 'W', 33))).toEqual({ latitude: -33.5, longitude: -33.5 });
    expect(photoPosition(gps('N', 'E', 0))).toEqual({ latitude: 0.5, longitude: 0.5 });
    const zero = gps('N', 'E', 0);
    new DataView(zero.buffer).setUint32(108, 0, true);
    new DataView(zero.buffer).setUint32(132, 0, true);
    expect(photoPosition(zero)).toBeUndefined();
  });

  it('reads only the ends of a large file: the start, then the end when the start has none', async () => {
    const jpeg = server('gps_DSCN0010.jpg');
    const small = reader(jpeg);
    expect((await readPhotoPosition(jpeg.length, small.read))?.latitude).toBeCloseTo(43.467448, 6);
    expect(small.reads).toEqual([[0, jpeg.length]]);

    // The HEIF's Exif item, after a megabyte of picture data.
    const heic = server('portrait_gps.heic');
    const large = new Uint8Array(1024 * 1024 + heic.length);
    large.set(heic.subarray(heic.length - 4000), large.length - 4000);
    const big = reader(large);
    expect((await readPhotoPosition(large.length, big.read))?.longitude).toBeCloseTo(120.15, 6);
    expect(big.reads).toEqual([
      [0, PHOTO_POSITION_WINDOW_BYTES],
      [large.length - PHOTO_POSITION_WINDOW_BYTES, large.length],
    ]);
  });
});
