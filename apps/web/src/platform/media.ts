import { uploadResultSchema } from '@diary/core';
import { chooseFiles, describePickedFile } from '@diary/browser';
import type { MediaServices, UploadRequest } from '@diary/store';

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
    return Promise.all(files.slice(0, max).map(describePickedFile));
  },
  upload,
};
