import type { FileType } from './file-type';

/**
 * The media formats the product stores and serves: what a phone's camera, a browser and WeChat
 * produce, and nothing a browser would run. The server judges an upload by its bytes; a stored
 * object is served only with its format's own Content-Type.
 */
export interface MediaFormat {
  /** The name people know it by, for messages. */
  name: string;
  fileType: FileType;
  /** The type it is stored and served as. */
  contentType: string;
  /** The types content sniffing may call it (several tools name one format differently). */
  detectedAs: readonly string[];
  /** The key extensions an upload of it may have. */
  extensions: readonly string[];
}

// MP4 and QuickTime are one container (ISO BMFF); phones and WeChat name either file .mp4 or .mov.
const MOVIE_EXTENSIONS = ['mp4', 'mov', 'm4v'];

export const MEDIA_FORMATS: readonly MediaFormat[] = [
  { name: 'JPEG', fileType: 'image', contentType: 'image/jpeg', detectedAs: ['image/jpeg'], extensions: ['jpg', 'jpeg'] },
  { name: 'PNG', fileType: 'image', contentType: 'image/png', detectedAs: ['image/png'], extensions: ['png'] },
  { name: 'WebP', fileType: 'image', contentType: 'image/webp', detectedAs: ['image/webp'], extensions: ['webp'] },
  { name: 'GIF', fileType: 'image', contentType: 'image/gif', detectedAs: ['image/gif'], extensions: ['gif'] },
  // Every iPhone's default; the served sizes are JPEG, which every browser shows.
  { name: 'HEIC', fileType: 'image', contentType: 'image/heic', detectedAs: ['image/heic'], extensions: ['heic', 'heif'] },
  { name: 'HEIF', fileType: 'image', contentType: 'image/heif', detectedAs: ['image/heif'], extensions: ['heif', 'heic'] },
  { name: 'MP4', fileType: 'video', contentType: 'video/mp4', detectedAs: ['video/mp4', 'video/x-m4v'], extensions: MOVIE_EXTENSIONS },
  { name: 'MOV', fileType: 'video', contentType: 'video/quicktime', detectedAs: ['video/quicktime'], extensions: MOVIE_EXTENSIONS },
  { name: 'MP3', fileType: 'audio', contentType: 'audio/mpeg', detectedAs: ['audio/mpeg'], extensions: ['mp3'] },
  { name: 'M4A', fileType: 'audio', contentType: 'audio/mp4', detectedAs: ['audio/mp4', 'audio/x-m4a'], extensions: ['m4a'] },
  { name: 'AAC', fileType: 'audio', contentType: 'audio/aac', detectedAs: ['audio/aac'], extensions: ['aac'] },
  { name: 'WAV', fileType: 'audio', contentType: 'audio/wav', detectedAs: ['audio/wav', 'audio/x-wav', 'audio/vnd.wave'], extensions: ['wav'] },
];

const byType = new Map(MEDIA_FORMATS.flatMap((format) => [...format.detectedAs, format.contentType].map((type) => [type, format] as const)));

/** The format of a detected or stored type (`image/jpeg`), or undefined when the product does not take it. */
export function mediaFormatOf(type: string | null | undefined): MediaFormat | undefined {
  return type ? byType.get(type.toLowerCase()) : undefined;
}

/** The format a file extension names first (`jpg` → JPEG): how a file the server made is typed. */
export function mediaFormatOfExtension(extension: string): MediaFormat | undefined {
  const wanted = extension.toLowerCase();
  return MEDIA_FORMATS.find((format) => format.extensions.includes(wanted));
}

/** Whether a key (`file/k3j2.jpg`) or file name has an extension this format may be stored under. */
export function extensionFitsFormat(keyOrName: string, format: MediaFormat): boolean {
  const extension = /\.([A-Za-z0-9]+)$/.exec(keyOrName)?.[1]?.toLowerCase();
  return extension !== undefined && format.extensions.includes(extension);
}

/** "JPEG, PNG, WebP, GIF, HEIC or HEIF photos; MP4 or MOV videos; …": for refusals. */
export function supportedFormatsText(): string {
  const names = (fileType: FileType) => {
    const list = MEDIA_FORMATS.filter((f) => f.fileType === fileType).map((f) => f.name);
    return list.length > 1 ? `${list.slice(0, -1).join(', ')} or ${list.at(-1)}` : (list[0] ?? '');
  };
  return `${names('image')} photos; ${names('video')} videos; ${names('audio')} audio`;
}

/**
 * A file picker's `accept` for photos or videos: the formats' types and extensions. HEIC is named
 * outright, so a browser offers iPhone photos as they are instead of hiding or converting them.
 */
export function pickerAccept(fileType: 'image' | 'video'): string {
  const formats = MEDIA_FORMATS.filter((f) => f.fileType === fileType);
  return [...new Set([...formats.map((f) => f.contentType), ...formats.flatMap((f) => f.extensions.map((e) => `.${e}`))])].join(',');
}
