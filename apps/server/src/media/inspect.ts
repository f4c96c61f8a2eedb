import { fileTypeFromKind, MAX_UPLOAD_BYTES, validateVideoDuration, type FileType, type UploadResult } from '@diary/core';
import { fileTypeFromBuffer } from 'file-type';
import { fail } from '../http/api-failure';
import { exifFacts } from './exif-facts';
import { imageFacts } from './image-facts';
import { videoFacts } from './video-facts';

export type MediaFacts = Omit<UploadResult, 'key' | 'name' | 'size'> & { kind: string; fileType: FileType };

/** Videos the server can measure (MP4 and QuickTime, what phones record). */
const READABLE_VIDEO = new Set(['video/mp4', 'video/quicktime', 'video/x-m4v']);

/**
 * What an uploaded file is, judged by its bytes and never by its name, and the facts the upload
 * result reports. Anything but an image, a readable video or audio is refused, as is a file over its
 * type's size limit, a decompression bomb, a damaged image and a video outside 3–30 seconds.
 */
export async function inspectMedia(content: Buffer, options: { timeZone: string; now: Date }): Promise<MediaFacts> {
  const detected = await fileTypeFromBuffer(content);
  const fileType = fileTypeFromKind(detected?.mime);
  if (!detected || !fileType) return fail('unsupportedFileType', 'Only images, videos and audio can be uploaded');
  const limit = MAX_UPLOAD_BYTES[fileType];
  if (content.length > limit) fail('payloadTooLarge', `A ${fileType} may be at most ${Math.round(limit / 1024 / 1024)} MB`);

  if (fileType === 'image') {
    const image = await imageFacts(content);
    const capture = await exifFacts(content, options.timeZone);
    return {
      kind: detected.mime,
      fileType,
      ...image,
      datetimeISO: (capture.takenAt ?? options.now).toISOString(),
      ...(capture.latitude !== undefined ? { latitude: capture.latitude, longitude: capture.longitude } : {}),
    };
  }
  if (fileType === 'video') {
    if (!READABLE_VIDEO.has(detected.mime)) return fail('unsupportedFileType', 'Videos are uploaded as MP4 or MOV');
    const video = videoFacts(content);
    const refusal = validateVideoDuration(video.duration);
    if (refusal) fail(refusal.key === 'editor.videoTooShort' ? 'videoTooShort' : 'videoTooLong', `A video is 3 to 30 seconds long; this one is ${video.duration.toFixed(1)} s`);
    return {
      kind: detected.mime,
      fileType,
      width: video.width,
      height: video.height,
      duration: video.duration,
      videoRotate: video.rotation,
      datetimeISO: (video.createdAt ?? options.now).toISOString(),
    };
  }
  return { kind: detected.mime, fileType, width: 0, height: 0, datetimeISO: options.now.toISOString() };
}
