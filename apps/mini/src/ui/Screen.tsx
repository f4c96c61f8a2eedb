import { View } from '@tarojs/components';
import Taro, { useDidShow } from '@tarojs/taro';
import { isDark, textDirection } from '@diary/core';
import { useEffect, type PropsWithChildren } from 'react';
import { useAppSelector } from '../app/hooks';
import { PAGES, TABS, type Tab } from '../app/pages';
import { translate } from '../i18n';
import { GateSheet } from './GateSheet';

function systemDark(): boolean {
  if (process.env.TARO_ENV === 'h5') return window.matchMedia('(prefers-color-scheme: dark)').matches;
  return Taro.getSystemInfoSync().theme === 'dark';
}

/** The tab bar's texts in the user's language (the app config can only hold one). */
function setTabTexts(): void {
  TABS.forEach((tab, index) => void Taro.setTabBarItem({ index, text: translate({ key: `tabs.${tab}` }) }).catch(() => {}));
}

/**
 * Every page's root: the appearance (light, dark, or the system's), the text direction, and the
 * sign-in requirement — a signed-out user on a page that needs an account goes to sign in.
 */
export function Screen({ children, tab, needsUser = true, className = '' }: PropsWithChildren<{ tab?: Tab; needsUser?: boolean; className?: string }>) {
  const { language, appearance } = useAppSelector((s) => s.app.preferences);
  const start = useAppSelector((s) => s.app.start);
  const signedIn = useAppSelector((s) => Boolean(s.session.userId));
  const dark = isDark(appearance, systemDark());

  useEffect(() => {
    if (needsUser && start === 'ready' && !signedIn) void Taro.reLaunch({ url: PAGES.login });
  }, [needsUser, start, signedIn]);

  useDidShow(() => {
    if (tab) setTabTexts();
  });
  useEffect(() => {
    if (tab) setTabTexts();
    void Taro.setNavigationBarColor({ frontColor: dark ? '#ffffff' : '#000000', backgroundColor: dark ? '#1b1b1b' : '#ffffff' }).catch(() => {});
  }, [tab, language, dark]);

  return (
    <View className={`screen ${dark ? 'dark' : 'light'} ${className}`} data-appearance={appearance} data-lang={language} style={{ direction: textDirection(language) }}>
      {children}
      {needsUser && <GateSheet />}
    </View>
  );
}
