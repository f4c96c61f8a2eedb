import { DASHBOARD_TABS, type DashboardTab, type ScreenView } from '@diary/core';

// Seed 2 §2.1: the phone layout uses short paths (/edit/new, /detail/{id}); on wider screens the same
// pages open beside the dashboard, under /dashboard/{tabType}/panel/… or /dashboard/{tabType}/settings/….

/** Pages that stand alone in every layout (never inside the dashboard). */
const STANDALONE = ['/', '/intro', '/login', '/qrcode', '/bindcell', '/celllogin', '/exception', '/quill'];
const STANDALONE_PREFIXES = ['/dashboard', '/shared/', '/webview/', '/login/'];

/** Settings pages go under …/settings on wider screens. */
const SETTINGS_PAGES = ['/settings', '/account', '/set-nicename', '/set-phone', '/phone-change', '/wechat-unbind', '/about'];

export function isDashboardTab(value: string | undefined): value is DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value ?? '');
}

/** The dashboard tab a path is under, if any. */
export function tabOfPath(pathname: string): DashboardTab | undefined {
  const tab = /^\/dashboard\/([^/]+)/.exec(pathname)?.[1];
  return isDashboardTab(tab) ? tab : undefined;
}

/** The path a phone route has in a layout: itself on a phone, inside the current tab's panel otherwise. */
export function layoutPath(phonePath: string, view: ScreenView, currentTab: DashboardTab = 'archive'): string {
  if (view === 'phone') return phonePath;
  const [pathOnly = '', query = ''] = phonePath.split(/\?(.*)/s);
  if (STANDALONE.includes(pathOnly) || STANDALONE_PREFIXES.some((p) => pathOnly.startsWith(p))) return phonePath;
  const suffix = query ? `?${query}` : '';
  if (pathOnly === '/settings') return `/dashboard/${currentTab}/settings${suffix}`;
  if (SETTINGS_PAGES.some((p) => pathOnly === p || pathOnly.startsWith(`${p}/`))) return `/dashboard/${currentTab}/settings${pathOnly}${suffix}`;
  return `/dashboard/${currentTab}/panel${pathOnly}${suffix}`;
}

/** The phone route a desktop panel path shows (the inverse of `layoutPath`). */
export function phonePathOf(pathname: string): string {
  const match = /^\/dashboard\/[^/]+\/(panel|settings)(\/.*)?$/.exec(pathname);
  if (!match) return pathname;
  if (match[1] === 'settings') return match[2] && match[2] !== '/' ? match[2] : '/settings';
  return match[2] ?? '/';
}
