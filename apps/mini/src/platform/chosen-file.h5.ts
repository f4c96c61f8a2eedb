import { pickedPhotoPosition, readVideoFrame } from '@diary/browser';
import type { DescribeChosenFile } from './contract';

/** The poster frame as the web app takes it (readVideoFrame), as a blob URL to upload and a data URL to show. */
async function posterFrame(url: string): Promise<{ poster: string; coverBase64: string } | null> {
  const frame = await readVideoFrame<Blob>(document, url);
  if (!frame?.poster) return null;
  return { poster: URL.createObjectURL(frame.poster), coverBase64: frame.coverBase64 };
}

/** Taro's H5 chooseMedia keeps the browser's File: its name and type are the real ones. */
export const describeChosenFile: DescribeChosenFile = async (file) => {
  const original = file.originalFileObj;
  const name = original?.name ?? file.tempFilePath.split('/').pop() ?? 'file';
  const kind = original?.type || (file.fileType === 'video' ? 'video/mp4' : 'image/jpeg');
  // Taro reads a video into a data URL; a blob URL of the File is what the <video> and the upload use.
  const url = original ? URL.createObjectURL(original) : file.tempFilePath;
  const base = { name, kind, size: file.size, file: url, ...(file.width ? { width: file.width } : {}), ...(file.height ? { height: file.height } : {}) };
  if (file.fileType !== 'video') {
    // Where it was taken, for the place sheet's places near the photo (as on the web).
    const position = original ? await pickedPhotoPosition(original) : undefined;
    return { ...base, previewUrl: url, ...(position ? { position } : {}) };
  }
  const frame = await posterFrame(url);
  return { ...base, duration: file.duration ?? 0, ...(frame ? { poster: frame.poster, previewUrl: frame.coverBase64, coverBase64: frame.coverBase64 } : {}) };
};
