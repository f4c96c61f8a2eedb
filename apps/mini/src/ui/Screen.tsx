import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { isDark, textDirection } from '@diary/core';
import { useEffect, useRef, type PropsWithChildren } from 'react';
import { useAppSelector } from '../app/hooks';
import { useT } from '../i18n';
import { PAGES, type Tab } from '../app/pages';
import { GateSheet } from './GateSheet';
import { WaitingSheet } from './WaitingSheet';
import { TopBar } from './TopBar';
import { TabBar } from './TabBar';

function systemDark(): boolean {
  if (process.env.TARO_ENV === 'h5') return window.matchMedia('(prefers-color-scheme: dark)').matches;
  return Taro.getSystemInfoSync().theme === 'dark';
}

/** Whether the page is drawn dark: the saved appearance, or the system's. */
export function useDark(): boolean {
  const appearance = useAppSelector((s) => s.app.preferences.appearance);
  return isDark(appearance, systemDark());
}

/**
 * Every page's root: the appearance (light, dark, or the system's), the text direction, and the
 * sign-in requirement — a signed-out user on a page that needs an account goes to sign in.
 */
export function Screen({ children, tab, needsUser = true, className = '' }: PropsWithChildren<{ tab?: Tab; needsUser?: boolean; className?: string }>) {
  const { language, appearance } = useAppSelector((s) => s.app.preferences);
  const dark = useDark();
  const start = useAppSelector((s) => s.app.start);
  const signedIn = useAppSelector((s) => Boolean(s.session.userId));

  useEffect(() => {
    if (needsUser && start === 'ready' && !signedIn) void Taro.reLaunch({ url: PAGES.login });
  }, [needsUser, start, signedIn]);

  // In the browser build: the document's language and a title for a page that sets none; the page's
  // scroll container takes the keyboard's focus, so it can be scrolled without a mouse.
  const t = useT();
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    if (process.env.TARO_ENV !== 'h5') return;
    document.documentElement.lang = language;
    if (!document.title) document.title = t('common.appName');
    root.current?.closest('.taro_page')?.setAttribute('tabindex', '0');
  }, [language, t]);

  useEffect(() => {
    void Taro.setNavigationBarColor({ frontColor: dark ? '#ffffff' : '#000000', backgroundColor: dark ? '#1b1b1b' : '#ffffff' }).catch(() => {});
  }, [dark]);

  return (
    <View
      ref={root}
      className={`screen ${dark ? 'dark' : 'light'} ${className}`}
      data-appearance={appearance}
      data-lang={language}
      style={{ direction: textDirection(language) }}
    >
      {tab && <TopBar />}
      {children}
      {tab && <TabBar active={tab} />}
      {/* On an open page too: a visitor's search there meets the gate, which leads to sign-in. */}
      <GateSheet />
      {needsUser && <WaitingSheet />}
    </View>
  );
}
