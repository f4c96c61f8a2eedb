// A browser's file chooser and files: this module runs only in a browser page (the web app, the mini program's H5
// build), so it takes the DOM's own types rather than describing the few parts it needs as the others here do.
/// <reference lib="dom" />
import { pickerAccept } from '@diary/core';
import type { PickedMedia } from '@diary/store';
import { pickedFileKind, pickedPhotoPreview } from './picked-file';
import { pickedPhotoPosition } from './photo-position';
import { readVideoFrame } from './video-frame';

/**
 * Opens the browser's file chooser. The image picker takes images only, the video picker one video
 * only (seed 1 §5); resolves with nothing when the user cancels.
 */
export function chooseFiles(fileType: 'image' | 'video'): Promise<File[]> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = pickerAccept(fileType);
    input.multiple = fileType === 'image';
    input.style.display = 'none';
    const done = (files: File[]) => {
      input.remove();
      resolve(files);
    };
    input.addEventListener('change', () => done(Array.from(input.files ?? [])));
    input.addEventListener('cancel', () => done([]));
    document.body.append(input);
    input.click();
  });
}

/** A video's duration, size and poster frame, read by the browser (see readVideoFrame). */
async function describeVideo(file: File): Promise<Pick<PickedMedia, 'duration' | 'width' | 'height' | 'coverBase64' | 'poster'>> {
  const url = URL.createObjectURL(file);
  try {
    const frame = await readVideoFrame<Blob>(document, url);
    // A video the browser cannot decode keeps duration 0, and the 3 s rule refuses it.
    if (!frame) return { duration: 0 };
    const { duration, width, height, poster, coverBase64 } = frame;
    return { duration, width, height, coverBase64, ...(poster ? { poster: new File([poster], 'poster.jpg', { type: 'image/jpeg' }) } : {}) };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * A picked file as the store wants it: its type (by its first bytes or name when the browser gives none: an iPhone's
 * HEIC in Chrome), a preview an <img> can show (a HEIC decoded here when the browser cannot draw it), where a photo
 * was taken, a video's duration and poster frame. `file` is the File itself.
 */
export async function describePickedFile(file: File): Promise<PickedMedia> {
  const kind = await pickedFileKind(file);
  const base: PickedMedia = { name: file.name, kind, size: file.size, file };
  if (kind.startsWith('video/')) return { ...base, ...(await describeVideo(file)) };
  const [previewUrl, position] = await Promise.all([pickedPhotoPreview(file, kind), pickedPhotoPosition(file)]);
  return { ...base, ...(previewUrl ? { previewUrl } : {}), ...(position ? { position } : {}) };
}
