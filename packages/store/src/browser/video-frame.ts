/// <reference lib="dom" />
import { VIDEO_COVER_JPEG_QUALITY, videoCoverFrameTime } from '@diary/core';

/** What a browser reads from a chosen video before it is uploaded. */
export interface VideoFrame {
  duration: number;
  width: number;
  height: number;
  /** The poster frame at min(1, duration/2) s as a JPEG of quality 0.8; null when the canvas cannot encode it. */
  poster: Blob | null;
  /** The same frame as a data URL, shown while the video uploads. */
  coverBase64: string;
}

/**
 * Plays a video muted in a detached element, seeks to the cover time and draws that frame. The web
 * app and the mini program's H5 build both pick videos as browser files. Null when the browser
 * cannot decode it (the duration is then unknown and the length rule refuses it).
 */
export async function readVideoFrame(page: Document, url: string): Promise<VideoFrame | null> {
  const video = page.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  try {
    await new Promise<void>((resolve, reject) => {
      video.onloadedmetadata = () => resolve();
      video.onerror = () => reject(new Error('unreadable video'));
      video.src = url;
    });
    const duration = video.duration;
    await new Promise<void>((resolve) => {
      video.onseeked = () => resolve();
      video.currentTime = videoCoverFrameTime(duration);
    });
    const canvas = page.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    const poster = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', VIDEO_COVER_JPEG_QUALITY));
    return { duration, width: video.videoWidth, height: video.videoHeight, poster, coverBase64: canvas.toDataURL('image/jpeg', VIDEO_COVER_JPEG_QUALITY) };
  } catch {
    return null;
  } finally {
    video.removeAttribute('src');
  }
}
