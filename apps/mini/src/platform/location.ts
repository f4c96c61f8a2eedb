import Taro from '@tarojs/taro';
import type { DeviceLocation } from '@diary/store';

/** The device's position in WGS-84 (Taro's `wgs84` type); null when the user has not allowed it. */
export const miniLocation: DeviceLocation = {
  async current() {
    try {
      const { latitude, longitude } = await Taro.getLocation({ type: 'wgs84' });
      return { latitude, longitude };
    } catch {
      return null;
    }
  },
  // WeChat asks for location once; after a no, only its settings page can allow it again.
  async openSettings() {
    if (process.env.TARO_ENV === 'weapp') await Taro.openSetting();
  },
};
