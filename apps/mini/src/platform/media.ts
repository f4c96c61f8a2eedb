import Taro from '@tarojs/taro';
import { uploadResultSchema } from '@diary/core';
import type { MediaServices, UploadRequest } from '@diary/store';
import { chooseMedia } from './choose-media';

function parseBody(text: string): { error?: string; code?: number } | null {
  try {
    return JSON.parse(text) as { error?: string; code?: number };
  } catch {
    return null;
  }
}

/** Multipart (token, key, time zone, then the file) with Taro.uploadFile, which reports progress on both builds. */
function upload({ url, token, key, timeZone, file, onProgress }: UploadRequest) {
  return new Promise<ReturnType<typeof uploadResultSchema.parse>>((resolve, reject) => {
    const task = Taro.uploadFile({
      url,
      filePath: file as string,
      name: 'file',
      formData: { token, key, timeZone },
      success: (response) => {
        const body = parseBody(response.data);
        if (response.statusCode !== 200) {
          reject({ statusCode: response.statusCode, errMsg: body?.error ?? 'upload failed', code: body?.code });
          return;
        }
        onProgress?.(1);
        resolve(uploadResultSchema.parse(body));
      },
      // No answer: the store retries the save later, like any network failure.
      // No answer rejects as the API client's transport does (statusCode 0): the store tells a lost network from a refusal.
      fail: (error) => reject({ statusCode: 0, errMsg: error.errMsg }),
    });
    task.onProgressUpdate?.((progress) => onProgress?.(progress.progress / 100));
  });
}

export const miniMedia: MediaServices = {
  pick: ({ fileType, max }) => chooseMedia({ fileType, max }),
  upload,
};
