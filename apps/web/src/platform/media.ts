import { pickerAccept, uploadResultSchema } from '@diary/core';
import { readVideoFrame } from '@diary/browser';
import type { MediaServices, PickedMedia, UploadRequest } from '@diary/store';
import { pickedPhotoPosition } from '@diary/browser';
import { pickedFileKind, pickedPhotoPreview } from './picked-file';

/**
 * Opens the browser's file chooser. The image picker takes images only, the video picker one video
 * only (seed 1 §5); resolves with nothing when the user cancels.
 */
function chooseFiles(fileType: 'image' | 'video'): Promise<File[]> {
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

async function describe(file: File): Promise<PickedMedia> {
  const kind = await pickedFileKind(file);
  const base: PickedMedia = { name: file.name, kind, size: file.size, file };
  if (kind.startsWith('video/')) return { ...base, ...(await describeVideo(file)) };
  const [previewUrl, position] = await Promise.all([pickedPhotoPreview(file, kind), pickedPhotoPosition(file)]);
  return { ...base, ...(previewUrl ? { previewUrl } : {}), ...(position ? { position } : {}) };
}

/** Multipart (token, key, time zone, then the file) with XMLHttpRequest, the one browser API that reports upload progress. */
function upload({ url, token, key, timeZone, file, onProgress }: UploadRequest) {
  return new Promise<ReturnType<typeof uploadResultSchema.parse>>((resolve, reject) => {
    const form = new FormData();
    form.append('token', token);
    form.append('key', key);
    form.append('timeZone', timeZone);
    form.append('file', file as Blob);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    // No answer: the store retries the save later, like any network failure.
    // No answer rejects as the API client's transport does (statusCode 0): the store tells a lost network from a refusal.
    xhr.onerror = () => reject({ statusCode: 0, errMsg: 'Network connection failed' });
    xhr.ontimeout = () => reject({ statusCode: 0, errMsg: 'The network is slow, please try again later' });
    xhr.onload = () => {
      const body = xhr.response as { error?: string; code?: number } | null;
      if (xhr.status !== 200) {
        reject({ statusCode: xhr.status, errMsg: body?.error ?? 'upload failed', code: body?.code });
        return;
      }
      onProgress?.(1);
      resolve(uploadResultSchema.parse(body));
    };
    xhr.send(form);
  });
}

export const webMedia: MediaServices = {
  async pick({ fileType, max, given }) {
    const files = given ? (given as File[]) : await chooseFiles(fileType);
    // Only what fits is described; the rest of one pick is ignored (seed 1 §5).
    return Promise.all(files.slice(0, max).map(describe));
  },
  upload,
};
