import Taro from '@tarojs/taro';
import type { KeptFiles } from '@diary/store';

/**
 * WeChat's temp file paths do not survive a restart; a copy under the mini program's user data
 * folder does (it counts against the 200 MB WeChat allows a mini program). A key names one file;
 * its ':' (a video's poster, `{id}:poster`) is not taken in file names everywhere, so it is written '~'.
 */
const folder = `${Taro.env.USER_DATA_PATH}/kept-files`;
const pathOf = (key: string) => `${folder}/${key.replaceAll(':', '~')}`;
const fs = () => Taro.getFileSystemManager();

function exists(path: string): boolean {
  try {
    fs().accessSync(path);
    return true;
  } catch {
    return false;
  }
}

export const miniKeptFiles: KeptFiles = {
  async keep(key, file) {
    if (!exists(folder)) fs().mkdirSync(folder, true);
    if (file !== pathOf(key)) fs().copyFileSync(String(file), pathOf(key));
  },
  async read(key) {
    const path = pathOf(key);
    return exists(path) ? { file: path, previewUrl: path } : null;
  },
  async remove(key) {
    if (exists(pathOf(key))) fs().unlinkSync(pathOf(key));
  },
  async keys() {
    return exists(folder)
      ? fs()
          .readdirSync(folder)
          .map((name) => name.replaceAll('~', ':'))
      : [];
  },
};
