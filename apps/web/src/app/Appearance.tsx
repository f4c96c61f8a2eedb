import { isDark, WINDOW_RESIZE_DEBOUNCE_MS } from '@diary/core';
import { screenResized, selectStoppedSave, type RootState } from '@diary/store';
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { applyLanguage } from '../i18n';
import { useAppDispatch, useAppSelector } from './hooks';

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');
const systemDarkChanges = (changed: () => void) => {
  const query = darkQuery();
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};

/** Whether the page is dark: the stored appearance, or the system's when it is auto. */
export function useDark(): boolean {
  const appearance = useAppSelector((s) => s.app.preferences.appearance);
  const systemDark = useSyncExternalStore(systemDarkChanges, () => darkQuery().matches);
  return isDark(appearance, systemDark);
}

/** Applies the saved language and appearance to the page, tells the store the screen's width, and resumes a save on reconnect. */
export function PageSettings() {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const { language, appearance } = useAppSelector((s) => s.app.preferences);
  const dark = useDark();

  useEffect(() => {
    void applyLanguage(language);
  }, [language]);

  useEffect(() => {
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.dataset.appearance = appearance;
  }, [appearance, dark]);

  // Sheets and pickers, which NutUI draws outside the app's tree, follow the layout through this attribute.
  const view = useAppSelector((s) => s.app.screenView);
  useEffect(() => {
    document.documentElement.dataset.view = view;
  }, [view]);

  useEffect(() => {
    dispatch(screenResized(window.innerWidth));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const resized = () => {
      clearTimeout(timer);
      timer = setTimeout(() => dispatch(screenResized(window.innerWidth)), WINDOW_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', resized);
    return () => window.removeEventListener('resize', resized);
  }, [dispatch]);

  // A publish that stopped because the network went away goes on when it comes back (the store says which).
  useEffect(() => {
    const online = () => {
      if (selectStoppedSave(store.getState())) void import('./editor-actions').then(({ saveDiary }) => dispatch(saveDiary()));
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [dispatch, store]);

  return null;
}

/**
 * Holds the first paint until the saved language's texts are applied, so that nobody sees the app in
 * Chinese (the built-in texts) for a moment before their own language. After that it never hides the app.
 */
export function FirstPaint({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { preferencesRestored, preferences } = useAppSelector((s) => s.app);
  const painted = useRef(false);
  if (preferencesRestored && i18n.language === preferences.language) painted.current = true;
  return painted.current ? children : <div className="page-loading" aria-busy="true" />;
}
