import Taro from '@tarojs/taro';
import type { Clipboard } from '@diary/store';

export const miniClipboard: Clipboard = {
  async copy(text) {
    await Taro.setClipboardData({ data: text });
  },
};
