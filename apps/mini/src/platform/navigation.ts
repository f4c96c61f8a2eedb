import Taro from '@tarojs/taro';
import type { Navigation } from '@diary/store';
import { miniRoute, tabPage } from '../app/pages';

function open(phonePath: string, replace: boolean): void {
  const route = miniRoute(phonePath);
  // The tabs are pages of their own (the app draws the tab bar): opening one starts afresh.
  if (route.open === 'tab' || route.open === 'relaunch') void Taro.reLaunch({ url: route.url });
  else if (replace) void Taro.redirectTo({ url: route.url });
  else void Taro.navigateTo({ url: route.url });
}

/** The store's phone routes opened as mini-program pages (app/pages.ts). */
export const miniNavigation: Navigation = {
  navigate: (path) => open(path, false),
  replace: (path) => open(path, true),
  back: (orElse) => {
    // Opened from a share or a scan (no page below): back goes where the screen says, else to the archive.
    if (Taro.getCurrentPages().length > 1) void Taro.navigateBack();
    else if (orElse) open(orElse, true);
    else void Taro.reLaunch({ url: tabPage('archive') });
  },
};
