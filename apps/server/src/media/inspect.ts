import {
  extensionFitsFormat,
  MAX_UPLOAD_BYTES,
  mediaFormatOf,
  supportedFormatsText,
  validateVideoDuration,
  type FileType,
  type UploadResult,
} from '@diary/core';
import { fileTypeFromBuffer } from 'file-type';
import { fail } from '../errors/api-failure';
import { audioFacts } from './audio-facts';
import { exifFacts } from './exif-facts';
import { imageFacts } from './image-facts';
import { openPicture } from './picture';
import { videoFacts } from './video-facts';

export type MediaFacts = Omit<UploadResult, 'key' | 'name' | 'size'> & { contentType: string; fileType: FileType };

export interface InspectOptions {
  /** The key the client chose: its extension must name what the bytes are. */
  key: string;
  /** The uploader's time zone, for capture times a camera wrote without one. */
  timeZone: string;
  now: Date;
}

/**
 * What an uploaded file is, judged by its bytes and never by its name, and the facts the upload
 * result reports. Only the product's own formats are taken, each proven by parsing it whole: a
 * photo is decoded, a video's boxes and an audio file's frames are read. A file over its type's
 * size limit, a decompression bomb, a damaged file and a video outside 3–30 seconds are refused.
 */
export async function inspectMedia(content: Buffer, options: InspectOptions): Promise<MediaFacts> {
  const detected = await fileTypeFromBuffer(content);
  const format = mediaFormatOf(detected?.mime);
  if (!format) return fail('unsupportedFileType', `This kind of file cannot be uploaded. Supported: ${supportedFormatsText()}`);
  if (!extensionFitsFormat(options.key, format)) {
    fail('unsupportedFileType', `The key's extension does not match the file, which is ${format.name} (.${format.extensions.join(', .')})`);
  }
  const { fileType, contentType } = format;
  const limit = MAX_UPLOAD_BYTES[fileType];
  if (content.length > limit) fail('payloadTooLarge', `A ${fileType} may be at most ${Math.round(limit / 1024 / 1024)} MB`);

  if (fileType === 'image') {
    const picture = await openPicture(content, contentType);
    const image = await imageFacts(picture);
    const capture = await exifFacts(picture.exif, options.timeZone);
    return {
      contentType,
      fileType,
      ...image,
      datetimeISO: (capture.takenAt ?? options.now).toISOString(),
      ...(capture.latitude !== undefined ? { latitude: capture.latitude, longitude: capture.longitude } : {}),
    };
  }
  if (fileType === 'video') {
    const video = videoFacts(content);
    const refusal = validateVideoDuration(video.duration);
    if (refusal) fail(refusal.error, `A video is 3 to 30 seconds long; this one is ${video.duration.toFixed(1)} s`);
    return {
      contentType,
      fileType,
      width: video.width,
      height: video.height,
      duration: video.duration,
      videoRotate: video.rotation,
      datetimeISO: (video.createdAt ?? options.now).toISOString(),
    };
  }
  const audio = await audioFacts(content, contentType);
  return { contentType, fileType, width: 0, height: 0, duration: audio.duration, datetimeISO: options.now.toISOString() };
}
