import { isDark, WINDOW_RESIZE_DEBOUNCE_MS } from '@diary/core';
import { screenResized } from '@diary/store';
import { useEffect, useState } from 'react';
import { applyLanguage } from '../i18n';
import { useAppDispatch, useAppSelector } from './hooks';

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

/** Applies the saved language and appearance to the page, and tells the store the screen's width. */
export function PageSettings() {
  const dispatch = useAppDispatch();
  const { language, appearance } = useAppSelector((s) => s.app.preferences);
  const [systemDark, setSystemDark] = useState(() => darkQuery().matches);

  useEffect(() => applyLanguage(language), [language]);

  useEffect(() => {
    const query = darkQuery();
    const changed = () => setSystemDark(query.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, []);

  useEffect(() => {
    const dark = isDark(appearance, systemDark);
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.dataset.appearance = appearance;
  }, [appearance, systemDark]);

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

  return null;
}
