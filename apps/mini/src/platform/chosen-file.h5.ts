import { VIDEO_COVER_JPEG_QUALITY, videoCoverFrameTime } from '@diary/core';
import type { DescribeChosenFile } from './contract';

/** The poster frame at min(1, duration/2) s as a JPEG of quality 0.8, like the web app takes it. */
async function posterFrame(url: string): Promise<{ poster: string; coverBase64: string } | null> {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  try {
    await new Promise<void>((resolve, reject) => {
      video.onloadedmetadata = () => resolve();
      video.onerror = () => reject(new Error('unreadable video'));
      video.src = url;
    });
    await new Promise<void>((resolve) => {
      video.onseeked = () => resolve();
      video.currentTime = videoCoverFrameTime(video.duration);
    });
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', VIDEO_COVER_JPEG_QUALITY));
    if (!blob) return null;
    return { poster: URL.createObjectURL(blob), coverBase64: canvas.toDataURL('image/jpeg', VIDEO_COVER_JPEG_QUALITY) };
  } catch {
    return null;
  }
}

/** Taro's H5 chooseMedia keeps the browser's File: its name and type are the real ones. */
export const describeChosenFile: DescribeChosenFile = async (file) => {
  const original = file.originalFileObj;
  const name = original?.name ?? file.tempFilePath.split('/').pop() ?? 'file';
  const kind = original?.type || (file.fileType === 'video' ? 'video/mp4' : 'image/jpeg');
  // Taro reads a video into a data URL; a blob URL of the File is what the <video> and the upload use.
  const url = original ? URL.createObjectURL(original) : file.tempFilePath;
  const base = { name, kind, size: file.size, file: url, ...(file.width ? { width: file.width } : {}), ...(file.height ? { height: file.height } : {}) };
  if (file.fileType !== 'video') return { ...base, previewUrl: url };
  const frame = await posterFrame(url);
  return { ...base, duration: file.duration ?? 0, ...(frame ? { poster: frame.poster, previewUrl: frame.coverBase64, coverBase64: frame.coverBase64 } : {}) };
};
