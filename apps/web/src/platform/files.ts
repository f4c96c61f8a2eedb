import type { FileSaver, SentFile } from '@diary/store';
import { clickDownload, downloadText } from '@diary/browser';

/** Multipart with one file, by XMLHttpRequest: the one browser API that reports upload progress. */
function send({ url, headers, file, onProgress }: SentFile): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('file', file as Blob);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new Error('Network connection failed'));
    xhr.onload = () => {
      const body = xhr.response as { error?: string; code?: number } | null;
      if (xhr.status !== 200) reject({ statusCode: xhr.status, errMsg: body?.error ?? 'request failed', code: body?.code });
      else resolve(body);
    };
    xhr.send(form);
  });
}

/** The browser saves a file through a download, and sends one with its progress. */
export const webFiles: FileSaver = {
  async save(file) {
    downloadText(window, file);
  },
  async download(url, name) {
    // The server answers with the file as an attachment: the browser streams it to disk.
    clickDownload(window, url, name);
  },
  send,
};
