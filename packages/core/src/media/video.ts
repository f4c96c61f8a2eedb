import type { Refusal } from '../errors/api-errors';
import { message } from '../i18n/message-key';

export const VIDEO_MIN_SECONDS = 3;
export const VIDEO_MAX_SECONDS = 30;
/** The poster frame is taken at min(1, duration / 2) seconds and saved as JPEG at this quality. */
export const VIDEO_COVER_MAX_SECONDS = 1;
export const VIDEO_COVER_JPEG_QUALITY = 0.8;

/** A short video is 3 to 30 seconds long, both ends included. */
export function validateVideoDuration(seconds: number): Refusal | undefined {
  if (!(seconds >= VIDEO_MIN_SECONDS)) return { error: 'videoTooShort', message: message('editor.videoTooShort', { min: VIDEO_MIN_SECONDS }) };
  if (seconds > VIDEO_MAX_SECONDS) return { error: 'videoTooLong', message: message('editor.videoTooLong', { max: VIDEO_MAX_SECONDS }) };
  return undefined;
}

export function videoCoverFrameTime(durationSeconds: number): number {
  return Math.min(VIDEO_COVER_MAX_SECONDS, durationSeconds / 2);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A video's length as mm:ss, or h:mm:ss from one hour on. Seconds are rounded. */
export function formatVideoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}
