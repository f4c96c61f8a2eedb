import Taro from '@tarojs/taro';
import type { FileSaver } from '@diary/store';
import { downloadFile, saveTextFile } from './saved-file';

/** Files: the export saved and a file at a link handed over (saved-file.*.ts, by build), a file sent with its progress. */
export const miniFiles: FileSaver = {
  save: saveTextFile,
  download: downloadFile,
  send({ url, headers, file, onProgress }) {
    return new Promise((resolve, reject) => {
      const task = Taro.uploadFile({
        url,
        filePath: String(file),
        name: 'file',
        header: headers,
        success: (result) => {
          const body = (() => {
            try {
              return JSON.parse(result.data) as { error?: string; code?: number };
            } catch {
              return null;
            }
          })();
          if (result.statusCode !== 200) reject({ statusCode: result.statusCode, errMsg: body?.error ?? 'request failed', code: body?.code });
          else resolve(body);
        },
        fail: (error) => reject(new Error(error.errMsg)),
      });
      task.progress((event) => onProgress?.(event.progress / 100));
    });
  },
};
