import { ConfigProvider } from '@nutui/nutui-react';
import enUS from '@nutui/nutui-react/dist/locales/en-US';
import zhCN from '@nutui/nutui-react/dist/locales/zh-CN';
import type { ReactNode } from 'react';
import { useAppSelector } from './hooks';

/** NutUI's own words (picker buttons, dialogs) in the app's language; Arabic uses English ones. */
export function NutLocale({ children }: { children: ReactNode }) {
  const language = useAppSelector((s) => s.app.preferences.language);
  return <ConfigProvider locale={language === 'zh' ? zhCN : enUS}>{children}</ConfigProvider>;
}
