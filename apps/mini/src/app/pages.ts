import { DASHBOARD_TABS, isDashboardTab, isInfoContentPage, matchRoute, type DashboardTab, type MiniPage } from '@diary/core';

/**
 * The mini program's pages, and how a phone route opens in one. The store navigates with phone
 * routes (`/edit/new`, `/detail/{id}`, `/list/tag/{id}`…); which page shows which route is core's
 * route table (its rows' `mini`); this is the one place that knows the page files and their query.
 * Tab pages are in the main package, the rest in subpackages.
 */
export const TABS = DASHBOARD_TABS;
export type Tab = DashboardTab;

export const PAGES = {
  login: '/pages/login/index',
  list: '/diary/list/index',
  editor: '/diary/editor/index',
  detail: '/diary/detail/index',
  settings: '/settings/index',
  exception: '/settings/exception/index',
  search: '/browse/search/index',
  target: '/manage/target/index',
  organizers: '/manage/organizers/index',
  organizerForm: '/manage/organizer/index',
  organizerSelect: '/manage/organizer-select/index',
  /** What a share opens for anyone, signed in or not. */
  shared: '/shared/index',
  account: '/account/index',
  nickname: '/account/nickname/index',
  phone: '/account/phone/index',
  wechatUnbind: '/account/wechat-unbind/index',
  deleteAccount: '/account/delete/index',
  gopro: '/info/gopro/index',
  info: '/info/page/index',
  photos: '/photos/index',
  crop: '/photos/crop/index',
  poster: '/photos/poster/index',
  insights: '/insights/index',
  ask: '/ask/index',
} as const satisfies Record<Exclude<MiniPage, 'tab' | 'pickerSelect'>, string>;

/**
 * The editor's pickers as pages, by kind. The People picker is with the People tab, in the subpackage
 * that has the pinyin dictionary.
 */
export const PICKER_PAGES = { people: '/people/select', tag: '/manage/story-select/index', location: '/manage/place-select/index' } as const;

/** What a route without a page here (`/faqs`, a path no route knows) opens: it says so, instead of showing another page. */
export const NOT_FOUND_PAGE = '/browse/not-found/index';

/**
 * Each tab's page. The People tab carries the pinyin dictionary (≈ 480 kB), so it is a subpackage of its
 * own: the app draws the tab bar and opens tabs with reLaunch, which any page may be opened with.
 */
export const TAB_PAGES: Readonly<Record<Tab, string>> = {
  archive: '/pages/archive/index',
  location: '/pages/location/index',
  people: '/people/index',
  tag: '/pages/tag/index',
  status: '/pages/status/index',
  more: '/pages/more/index',
};

export const tabPage = (tab: Tab) => TAB_PAGES[tab];

/** The pages of the main package: the tabs that are not subpackages, and sign-in. */
export const MAIN_PAGES = [...TABS.map(tabPage).filter((page) => page.startsWith('/pages/')), '/pages/login/index'].map((page) => page.slice(1));

/** How a page opens: a tab is switched to, the sign-in and error pages replace everything. */
export interface MiniRoute {
  url: string;
  open: 'tab' | 'page' | 'relaunch';
}

type Params = Readonly<Record<string, string | undefined>>;

function withQuery(url: string, params: Params): string {
  const query = Object.entries(params)
    .flatMap(([key, value]) => (value === undefined ? [] : [`${key}=${encodeURIComponent(value)}`]))
    .join('&');
  return query ? `${url}?${query}` : url;
}

const pathWords = (path: string) => path.split(/[?#]/)[0]!.split('/').filter(Boolean);
/** A topic's or group's route starts with its kind: /topic/…, /group/…. */
const organizerKind = (path: string) => pathWords(path)[0];
/** An info page's route ends with the page: /faqs, /about, /about/policy. */
const infoPage = (path: string) => pathWords(path).at(-1);

/** Each page's url for a route's params (and the phone path's query, which the editor keeps). */
const OPEN: { readonly [P in MiniPage]: (params: Params, search: Params, path: string) => MiniRoute } = {
  tab: ({ tab }) => ({ url: tabPage(isDashboardTab(tab) ? tab : 'archive'), open: 'tab' }),
  login: () => ({ url: PAGES.login, open: 'relaunch' }),
  exception: () => ({ url: PAGES.exception, open: 'relaunch' }),
  settings: () => ({ url: PAGES.settings, open: 'page' }),
  editor: ({ diaryId }, search) => ({ url: withQuery(PAGES.editor, { id: diaryId, ...search }), open: 'page' }),
  detail: ({ diaryId }) => ({ url: withQuery(PAGES.detail, { id: diaryId }), open: 'page' }),
  list: ({ listType, listId }) => ({ url: withQuery(PAGES.list, { type: listType, id: listId }), open: 'page' }),
  search: () => ({ url: PAGES.search, open: 'page' }),
  target: ({ listType, listId }, { name }) => ({ url: withQuery(PAGES.target, { kind: listType, id: listId, name }), open: 'page' }),
  organizers: (_params, _search, path) => ({ url: withQuery(PAGES.organizers, { kind: organizerKind(path) }), open: 'page' }),
  organizerForm: ({ id }, _search, path) => ({ url: withQuery(PAGES.organizerForm, { kind: organizerKind(path), id }), open: 'page' }),
  organizerSelect: ({ tagId }, _search, path) => ({ url: withQuery(PAGES.organizerSelect, { kind: organizerKind(path), member: tagId }), open: 'page' }),
  shared: ({ diaryId, listType, listId }) => ({ url: withQuery(PAGES.shared, { diary: diaryId, type: listType, list: listId }), open: 'page' }),
  account: () => ({ url: PAGES.account, open: 'page' }),
  nickname: () => ({ url: PAGES.nickname, open: 'page' }),
  phone: (_params, _search, path) => ({ url: withQuery(PAGES.phone, { mode: pathWords(path)[0] === 'set-phone' ? 'set' : 'change' }), open: 'page' }),
  wechatUnbind: () => ({ url: PAGES.wechatUnbind, open: 'page' }),
  deleteAccount: () => ({ url: PAGES.deleteAccount, open: 'page' }),
  gopro: () => ({ url: PAGES.gopro, open: 'page' }),
  info: (_params, _search, path) =>
    isInfoContentPage(infoPage(path)) ? { url: withQuery(PAGES.info, { page: infoPage(path) }), open: 'page' } : notFound(path),
  photos: ({ listType, listId, listAction }) => ({ url: withQuery(PAGES.photos, { type: listType, id: listId, action: listAction }), open: 'page' }),
  crop: () => ({ url: PAGES.crop, open: 'page' }),
  poster: (_params, { id, current, places, people }) => ({ url: withQuery(PAGES.poster, { id, current, places, people }), open: 'page' }),
  insights: () => ({ url: PAGES.insights, open: 'page' }),
  ask: () => ({ url: PAGES.ask, open: 'page' }),
  pickerSelect: ({ listType }, _search, path) =>
    listType === 'people' || listType === 'tag' || listType === 'location' ? { url: PICKER_PAGES[listType], open: 'page' } : notFound(path),
};

/** A phone path's query, decoded. (The mini program's URLSearchParams is Taro's, which cannot be iterated.) */
function queryOf(phonePath: string): Params {
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      return text;
    }
  };
  const pairs = (phonePath.split('?')[1] ?? '').split('&').filter(Boolean);
  return Object.fromEntries(
    pairs.map((pair) => (pair.includes('=') ? [decode(pair.slice(0, pair.indexOf('='))), decode(pair.slice(pair.indexOf('=') + 1))] : [decode(pair), ''])),
  );
}

const notFound = (phonePath: string): MiniRoute => ({ url: withQuery(NOT_FOUND_PAGE, { path: phonePath.split('?')[0] }), open: 'page' });

/** Where a phone route opens; one the mini program has no page for, or no route at all, opens the page-not-found. */
export function miniRoute(phonePath: string): MiniRoute {
  const match = matchRoute(phonePath);
  if (!match?.route.mini) return notFound(phonePath);
  return OPEN[match.route.mini](match.params, queryOf(phonePath), phonePath);
}
