import Taro from '@tarojs/taro';
import type { KeyValueStorage } from '@diary/store';

/** Taro's storage (WeChat's on the phone, localStorage in the H5 build); a missing key reads as null. */
export const miniStorage: KeyValueStorage = {
  async get(key) {
    const value: unknown = Taro.getStorageSync(key);
    // WeChat answers '' for a key it does not have.
    return typeof value === 'string' && value !== '' ? value : null;
  },
  async set(key, value) {
    Taro.setStorageSync(key, value);
  },
  async remove(key) {
    Taro.removeStorageSync(key);
  },
  async keys() {
    return Taro.getStorageInfoSync().keys;
  },
};
