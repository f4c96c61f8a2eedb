import { isFileNotPassed } from './censor';
import { cropRegion, type Crop } from './crop';
import type { FileRecord } from './file';
import { videoPosterFilename } from './photo-filename';

/**
 * The sizes media is served at (seed 1 §7, seed 2 §7.4). Every size is auto-oriented.
 * `WxH` is a centre-cropped thumbnail, `960w` fits 960 px wide.
 */
export const MEDIA_SIZES = {
  /** Small thumbs (pickers, the photo widget). */
  small: '96x96',
  /** The thumbnail shown for a file that failed the content check. */
  censored: '200x200',
  avatar: '200x200',
  cover: '300x300',
  wideCover: '600x300',
  /** List rows. */
  list: '480x480',
  /** The gallery swiper. */
  swiper: '1280x1280',
  /** The detail preview. */
  detail: '960w',
  /**
   * The gallery on a phone: a phone's width at twice its pixels (not a seed size). A camera photo at 960 wide is
   * nearly twice the bytes, which a phone on a slow network waits for before the page's largest picture shows.
   */
  phone: '720w',
} as const;
export type MediaSize = keyof typeof MEDIA_SIZES;
export type MediaSizeValue = (typeof MEDIA_SIZES)[MediaSize];
export const MEDIA_SIZE_VALUES = Object.values(MEDIA_SIZES) as MediaSizeValue[];

/** Avatars are cut from their crop and scaled by half. */
export const AVATAR_CROP_SCALE = 0.5;

/** The placeholder shown instead of a file that failed the content check. */
export const CENSORED_PLACEHOLDER_KEY = 'placeholder/censored.png';

export interface MediaFile {
  filename: string;
  kind?: string;
  notPassed?: boolean;
  /** A photo still only on this device (its diary waits to sync): shown from there, at any size. */
  localUrl?: string;
}

/** A file record as its pictures are served: its name, its type, and whether it failed the content check. */
export function mediaFileOf(file: Pick<FileRecord, 'filename' | 'kind' | 'censorResult'>): MediaFile {
  return { filename: file.filename, kind: file.kind, notPassed: isFileNotPassed(file.censorResult) };
}

const trimBase = (base: string) => base.replace(/\/+$/, '');

/** The URL of a stored media key at a size, or the original without one. */
export function mediaUrl(base: string, key: string, size?: MediaSizeValue): string {
  const path = key.split('/').map(encodeURIComponent).join('/');
  return size ? `${trimBase(base)}/${path}?size=${size}` : `${trimBase(base)}/${path}`;
}

/** The key under which an uploaded file is stored. */
export function fileKey(filename: string): string {
  return filename.startsWith('file/') ? filename : `file/${filename}`;
}

/** A file's name without the folder of its key (`file/k3.jpg` → `k3.jpg`): covers name a file either way. */
export function bareFilename(key: string): string {
  return key.replace(/^file\//, '');
}

/** Every name a record may give a stored file by: its key with and without the `file/` folder. */
export function fileNamesOf(filename: string): string[] {
  return [fileKey(filename), bareFilename(filename)];
}

/**
 * The image to show for a diary file at a size: a video shows its jpg poster, and a
 * file that failed the content check shows the censored placeholder at 200×200.
 */
export function fileImageUrl(base: string, file: MediaFile, size: MediaSize): string {
  if (file.localUrl) return file.localUrl;
  if (file.notPassed) return mediaUrl(base, CENSORED_PLACEHOLDER_KEY, MEDIA_SIZES.censored);
  const isVideo = (file.kind ?? '').startsWith('video/');
  const filename = isVideo ? videoPosterFilename(file.filename) : file.filename;
  return mediaUrl(base, fileKey(filename), MEDIA_SIZES[size]);
}

/** A video's playable URL (the mp4 itself). */
export function videoUrl(base: string, file: MediaFile): string {
  return mediaUrl(base, fileKey(file.filename));
}

/** An avatar: its crop region of the original, scaled by half; without a crop, the 200×200 thumbnail. */
export function avatarUrl(base: string, avatar: string, crop?: Crop | null): string {
  if (!crop) return mediaUrl(base, fileKey(avatar), MEDIA_SIZES.avatar);
  const { left, top, width, height } = cropRegion(crop);
  return `${mediaUrl(base, fileKey(avatar))}?crop=${left},${top},${width},${height}&scale=${AVATAR_CROP_SCALE}`;
}

/**
 * How a size shapes the picture (seed 1 §7): thumbnails (`WxH`) are centre crops of that shape; the
 * swiper's 1280×1280 is a box the whole photo fits inside, its own shape kept; `960w` fits the width.
 */
export type MediaSizeFit = 'cover' | 'inside' | 'width';

/** Parses a `size` query value back into its parts (for the server that serves them). */
export function parseMediaSize(value: string): { width: number; height?: number; fit: MediaSizeFit } | undefined {
  if (!(MEDIA_SIZE_VALUES as string[]).includes(value)) return undefined;
  const wide = /^(\d+)w$/.exec(value);
  if (wide) return { width: Number(wide[1]), fit: 'width' };
  const [width, height] = value.split('x').map(Number);
  return { width: width as number, height: height as number, fit: value === MEDIA_SIZES.swiper ? 'inside' : 'cover' };
}

/**
 * A cover: the region its crop chose, served at the size's box; without a crop (or with one of
 * another file), the size's centre crop.
 */
export function coverUrl(base: string, cover: string, size: MediaSize = 'cover', crop?: Crop | null): string {
  const url = mediaUrl(base, fileKey(cover), MEDIA_SIZES[size]);
  if (!crop || bareFilename(crop.filename) !== bareFilename(cover)) return url;
  const { left, top, width, height } = cropRegion(crop);
  return `${url}&crop=${left},${top},${width},${height}`;
}

/** The width a picture of a `width` × `height` file is served at in a size (sizes never enlarge a picture). */
export function servedWidth(size: MediaSize, width: number, height: number): number {
  const box = parseMediaSize(MEDIA_SIZES[size])!;
  if (box.fit === 'cover') return box.width;
  const scale = Math.min(1, box.width / width, box.fit === 'inside' ? box.height! / height : 1);
  return Math.round(width * scale);
}

/** The gallery's sizes from the narrowest: a phone's, the detail's 960 wide, the swiper's 1280 box for a wide screen. */
const GALLERY_SIZES = ['phone', 'detail', 'swiper'] as const;

/**
 * A gallery picture's candidates for a browser to choose from by its screen (an `<img srcset>`), each with the width
 * it is served at; of sizes served at one width (a small photo, a tall one 960 wide in both larger sizes) only the
 * narrowest. None when the file's size is unknown, it is not served from the media base, or only one picture is left.
 */
export function gallerySrcSet(base: string, file: MediaFile & { width?: number; height?: number }): string | undefined {
  const { width, height } = file;
  if (!width || !height || file.localUrl || file.notPassed) return undefined;
  const candidates = new Map<number, string>();
  for (const size of GALLERY_SIZES) {
    const served = servedWidth(size, width, height);
    if (!candidates.has(served)) candidates.set(served, fileImageUrl(base, file, size));
  }
  if (candidates.size < 2) return undefined;
  return [...candidates].map(([served, url]) => `${url} ${served}w`).join(', ');
}

/** Every URL a screen needs from one media base: both apps' media hooks are this. */
export function mediaUrls(base: string) {
  return {
    file: (file: MediaFile, size: MediaSize) => fileImageUrl(base, file, size),
    gallery: (file: MediaFile & { width?: number; height?: number }) => gallerySrcSet(base, file),
    cover: (filename: string, size: MediaSize = 'cover', crop?: Crop | null) => coverUrl(base, filename, size, crop),
    original: (filename: string) => mediaUrl(base, fileKey(filename)),
    video: (file: MediaFile) => videoUrl(base, file),
  };
}
