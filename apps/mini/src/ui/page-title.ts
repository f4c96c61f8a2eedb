import Taro from '@tarojs/taro';
import type { MessageKey } from '@diary/core';
import { useEffect } from 'react';
import { useT } from '../i18n';

/** The page's title in WeChat's bar (and the browser tab), in the reader's language. */
export function usePageTitle(key: MessageKey): void {
  const t = useT();
  const title = t(key);
  useEffect(() => {
    void Taro.setNavigationBarTitle({ title }).catch(() => {});
  }, [title]);
}
