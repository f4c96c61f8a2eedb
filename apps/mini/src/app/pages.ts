/**
 * The mini program's pages, and where each phone route of the seeds opens. The store navigates
 * with phone routes (`/edit/new`, `/detail/{id}`, `/list/tag/{id}`…); this is the one place that
 * knows the mini program's page files. Tab pages are in the main package, the rest in subpackages.
 */
export const TABS = ['archive', 'location', 'people', 'tag', 'status', 'more'] as const;
export type Tab = (typeof TABS)[number];

export const PAGES = {
  login: '/pages/login/index',
  list: '/diary/list/index',
  editor: '/diary/editor/index',
  detail: '/diary/detail/index',
  settings: '/settings/index',
  exception: '/settings/exception/index',
} as const;

export const tabPage = (tab: Tab) => `/pages/${tab}/index`;

/** How a page opens: a tab is switched to, the sign-in and error pages replace everything. */
export interface MiniRoute {
  url: string;
  open: 'tab' | 'page' | 'relaunch';
}

function query(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}

export function miniRoute(phonePath: string): MiniRoute {
  const [path = '', search = ''] = phonePath.split('?');
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  const [first, second, third] = parts;
  switch (first) {
    case undefined:
    case 'dashboard': {
      const tab = (TABS as readonly string[]).includes(second ?? '') ? (second as Tab) : 'archive';
      return { url: tabPage(tab), open: 'tab' };
    }
    case 'edit':
      return { url: `${PAGES.editor}?${query({ id: second ?? 'new', ...(search ? Object.fromEntries(new URLSearchParams(search)) : {}) })}`, open: 'page' };
    case 'detail':
      return { url: `${PAGES.detail}?${query({ id: second ?? '' })}`, open: 'page' };
    case 'list':
      return { url: `${PAGES.list}?${query({ type: second ?? '', ...(third ? { id: third } : {}) })}`, open: 'page' };
    case 'login':
    case 'celllogin':
    case 'bindcell':
      return { url: PAGES.login, open: 'relaunch' };
    case 'exception':
      return { url: PAGES.exception, open: 'relaunch' };
    // The mini program has no payment page of its own: membership is shown in settings.
    case 'settings':
    case 'gopro':
      return { url: PAGES.settings, open: 'page' };
    default:
      return { url: tabPage('archive'), open: 'tab' };
  }
}
