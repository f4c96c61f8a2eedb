import { VIDEO_COVER_JPEG_QUALITY, videoCoverFrameTime } from '@diary/core';

/*
 * The few parts of a browser page this needs, described here rather than taking in the DOM's types:
 * the store also runs where there is no DOM (the mini program), and its type check keeps DOM names
 * out. A browser's `document` fits them; `B` is its Blob.
 */
interface VideoElement {
  muted: boolean;
  playsInline: boolean;
  preload: string;
  src: string;
  currentTime: number;
  readonly duration: number;
  readonly videoWidth: number;
  readonly videoHeight: number;
  onloadedmetadata: unknown;
  onerror: unknown;
  onseeked: unknown;
  removeAttribute(name: string): void;
}

interface CanvasElement<B> {
  width: number;
  height: number;
  getContext(kind: '2d'): { drawImage(image: VideoElement, x: number, y: number): void } | null;
  toBlob(callback: (blob: B | null) => void, type: string, quality: number): void;
  toDataURL(type: string, quality: number): string;
}

export interface VideoPage<B> {
  createElement(tag: 'video'): VideoElement;
  createElement(tag: 'canvas'): CanvasElement<B>;
}

/** What a browser reads from a chosen video before it is uploaded. */
export interface VideoFrame<B> {
  duration: number;
  width: number;
  height: number;
  /** The poster frame at min(1, duration/2) s as a JPEG of quality 0.8; null when the canvas cannot encode it. */
  poster: B | null;
  /** The same frame as a data URL, shown while the video uploads. */
  coverBase64: string;
}

/**
 * Plays a video muted in a detached element, seeks to the cover time and draws that frame. The web
 * app and the mini program's H5 build both pick videos as browser files. Null when the browser
 * cannot decode it (the duration is then unknown and the length rule refuses it).
 */
export async function readVideoFrame<B>(page: VideoPage<B>, url: string): Promise<VideoFrame<B> | null> {
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
    const poster = await new Promise<B | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', VIDEO_COVER_JPEG_QUALITY));
    return { duration, width: video.videoWidth, height: video.videoHeight, poster, coverBase64: canvas.toDataURL('image/jpeg', VIDEO_COVER_JPEG_QUALITY) };
  } catch {
    return null;
  } finally {
    video.removeAttribute('src');
  }
}
