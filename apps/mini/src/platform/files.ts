import Taro from '@tarojs/taro';
import type { FileSaver } from '@diary/store';

/**
 * The mini program has no downloads: the file is written to the user data folder, where WeChat
 * keeps it for the mini program (the export is meant for the web app, which downloads it).
 */
export const miniFiles: FileSaver = {
  save({ name, text }) {
    return new Promise((resolve, reject) => {
      Taro.getFileSystemManager().writeFile({
        filePath: `${Taro.env.USER_DATA_PATH}/${name}`,
        data: text,
        encoding: 'utf8',
        success: () => resolve(),
        fail: (error) => reject(error),
      });
    });
  },
};
