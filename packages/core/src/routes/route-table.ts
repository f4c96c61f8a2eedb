// Seed 2 §2.1 and §2.2: the app's routes, said once. The store navigates with the phone paths; the
// web app builds its router and its pad and desktop paths from this table, the mini program its page
// map. A route both apps lack is here only as a seed route not built yet (`built: false`), so that
// its layout is known and no app can render it without adding a screen for it.

/** Where a page opens on pad and desktop: beside the dashboard, under /dashboard/{tab}/panel/… or /dashboard/{tab}/settings/…. */
export const PANEL_FORMS = ['panel', 'settings'] as const;
export type PanelForm = (typeof PANEL_FORMS)[number];
/** A page's desktop form: one of the panel forms, or a page of its own in every layout. */
export type DesktopForm = 'standalone' | PanelForm;

/**
 * The mini program's pages, by what they show: a tab of the dashboard, sign-in, the init failure,
 * settings, a diary list, the editor, a diary, search, the add/edit form of a place, person, story or status, and the
 * topics or groups (their list, add/edit form, and the choice of a story's topic or a status's group), and the
 * editor's pickers as pages, and what a share opens for anyone. Which files they are is the mini program's
 * business (and so is the page-not-found that a route without one of these opens).
 */
export const MINI_PAGES = [
  'tab',
  'login',
  'exception',
  'settings',
  'list',
  'editor',
  'detail',
  'search',
  'target',
  'organizers',
  'organizerForm',
  'organizerSelect',
  'pickerSelect',
  'shared',
  // The account and its forms, Pro, the info pages, the photos (the overview and the cover picker), the crop screen and the poster.
  'account',
  'nickname',
  'phone',
  'wechatUnbind',
  'deleteAccount',
  'gopro',
  'info',
  'photos',
  'crop',
  'poster',
  // What the person's diaries say about a year, a month or all time (moods against weather, places, people and stories).
  'insights',
  // Ask your diary: questions answered by the model the server's owner chose, citing the diaries they come from.
  'ask',
] as const;
export type MiniPage = (typeof MINI_PAGES)[number];

export interface RouteRow {
  /** The phone path: words and `:param` segments; the last may be optional (`:listId?`). */
  readonly path: `/${string}`;
  /** Where it opens on pad and desktop. */
  readonly desktop: DesktopForm;
  /** Whether a visitor may open it; every other page sends them to sign in. */
  readonly open: boolean;
  /** The mini-program page that shows it; null when the mini program has none (it says so on its page-not-found). */
  readonly mini: MiniPage | null;
  /** Set on a seed route no app has a screen for yet. */
  readonly built?: false;
}

export const ROUTES = {
  // Pages of their own. The seed opens intro and login to visitors; the landing page, the other
  // sign-in forms and the init failure come before there is anyone to sign in, so they are open too.
  // The mini program has no landing page: it opens on the dashboard.
  landing: { path: '/', desktop: 'standalone', open: true, mini: 'tab' },
  intro: { path: '/intro', desktop: 'standalone', open: true, mini: null },
  login: { path: '/login', desktop: 'standalone', open: true, mini: 'login' },
  cellLogin: { path: '/celllogin', desktop: 'standalone', open: true, mini: 'login' },
  bindCell: { path: '/bindcell', desktop: 'standalone', open: true, mini: 'login' },
  qrcode: { path: '/qrcode', desktop: 'standalone', open: true, mini: null },
  exception: { path: '/exception', desktop: 'standalone', open: true, mini: 'exception' },
  // /dashboard alone redirects to the archive tab.
  dashboard: { path: '/dashboard/:tab?', desktop: 'standalone', open: false, mini: 'tab' },

  // Settings and what opens from it.
  settings: { path: '/settings', desktop: 'settings', open: false, mini: 'settings' },
  account: { path: '/account', desktop: 'settings', open: false, mini: 'account' },
  about: { path: '/about', desktop: 'settings', open: true, mini: 'info' },
  aboutAgreement: { path: '/about/agreement', desktop: 'settings', open: true, mini: 'info' },
  aboutPolicy: { path: '/about/policy', desktop: 'settings', open: true, mini: 'info' },
  // Pro: the status, the comparison and the offer (the mini program's /gopro page too).
  gopro: { path: '/gopro', desktop: 'panel', open: true, mini: 'gopro' },
  faqs: { path: '/faqs', desktop: 'panel', open: true, mini: 'info' },
  features: { path: '/features', desktop: 'panel', open: true, mini: 'info' },
  agreement: { path: '/agreement', desktop: 'panel', open: true, mini: 'info' },
  policy: { path: '/policy', desktop: 'panel', open: true, mini: 'info' },
  search: { path: '/search', desktop: 'panel', open: true, mini: 'search' },

  // Diaries and their lists (the list kinds are lists/list-kinds.ts).
  editor: { path: '/edit/:diaryId', desktop: 'panel', open: false, mini: 'editor' },
  detail: { path: '/detail/:diaryId', desktop: 'panel', open: false, mini: 'detail' },
  list: { path: '/list/:listType/:listId?', desktop: 'panel', open: false, mini: 'list' },
  targetAdd: { path: '/target/:listType/add', desktop: 'panel', open: false, mini: 'target' },
  targetEdit: { path: '/target/:listType/edit/:listId', desktop: 'panel', open: false, mini: 'target' },
  // The editor's pickers as screens (listType location, people or tag), in select mode.
  pickerSelect: { path: '/edit/toolbar/:listType/select', desktop: 'panel', open: false, mini: 'pickerSelect' },

  // Topics group stories and groups group statuses; select/{tagId} picks a story's topic or a status's group.
  topics: { path: '/topic', desktop: 'panel', open: false, mini: 'organizers' },
  topicAdd: { path: '/topic/add', desktop: 'panel', open: false, mini: 'organizerForm' },
  topicEdit: { path: '/topic/edit/:id', desktop: 'panel', open: false, mini: 'organizerForm' },
  topicSelect: { path: '/topic/select/:tagId', desktop: 'panel', open: false, mini: 'organizerSelect' },
  groups: { path: '/group', desktop: 'panel', open: false, mini: 'organizers' },
  groupAdd: { path: '/group/add', desktop: 'panel', open: false, mini: 'organizerForm' },
  groupEdit: { path: '/group/edit/:id', desktop: 'panel', open: false, mini: 'organizerForm' },
  groupSelect: { path: '/group/select/:tagId', desktop: 'panel', open: false, mini: 'organizerSelect' },

  // The product's pages over the sign-in page ({page} is one of INFO_PAGES), and the same pages for
  // an app's web view, under a blank logo instead of the app's bars (§2.2).
  loginPanel: { path: '/login/panel/:page', desktop: 'standalone', open: true, mini: null },
  sharedDiary: { path: '/shared/:diaryId', desktop: 'standalone', open: true, mini: 'shared' },
  sharedList: { path: '/shared/:listType/:listId/:diaryId?', desktop: 'standalone', open: true, mini: 'shared' },
  webview: { path: '/webview/:page', desktop: 'standalone', open: true, mini: null },
  nickname: { path: '/set-nicename', desktop: 'settings', open: false, mini: 'nickname' },
  setPhone: { path: '/set-phone', desktop: 'settings', open: false, mini: 'phone' },
  phoneChange: { path: '/phone-change', desktop: 'settings', open: false, mini: 'phone' },
  wechatUnbind: { path: '/wechat-unbind', desktop: 'settings', open: false, mini: 'wechatUnbind' },
  // Not in the seed's table: deleting the account explains, then asks for an SMS code, on a page of its own.
  deleteAccount: { path: '/delete-account', desktop: 'settings', open: false, mini: 'deleteAccount' },
  // Not in the seed's table: bringing a backup (this app's archive, or Day One's export) into the account.
  importData: { path: '/import-data', desktop: 'settings', open: false, mini: null },
  photos: { path: '/photos/:listType/:listAction', desktop: 'panel', open: false, mini: 'photos' },
  itemPhotos: { path: '/photos/:listType/:listId/:listAction', desktop: 'panel', open: false, mini: 'photos' },
  crop: { path: '/crop', desktop: 'panel', open: false, mini: 'crop' },
  // The share poster: query `id` (the shared record's) and `current` (what it is: diary or a kind of list).
  canvas: { path: '/canvas', desktop: 'panel', open: false, mini: 'poster' },
  // Not in the seed's table: insights over the person's diaries, opened from the More tab.
  insights: { path: '/insights', desktop: 'panel', open: false, mini: 'insights' },
  // Not in the seed's table: asking the diary, opened from the More tab when the server's owner has switched the assistant on.
  ask: { path: '/ask', desktop: 'panel', open: false, mini: 'ask' },

  // Seed routes not built yet: the seed's rich-text test page. (The sibling product's /{tabType}/route/add is not this product's.)
  quill: { path: '/quill', desktop: 'standalone', open: false, mini: null, built: false },
} as const satisfies Record<string, RouteRow>;

/** The {page} of /login/panel/{page} and /webview/{page} (seed 2 §2.1, §2.2); any other page is not found. */
export const INFO_PAGES = ['features', 'faqs', 'agreement', 'policy'] as const;
export type InfoPageName = (typeof INFO_PAGES)[number];
export const isInfoPage = (page: string | undefined): page is InfoPageName => (INFO_PAGES as readonly (string | undefined)[]).includes(page);

export type RouteName = keyof typeof ROUTES;
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

type Row<N extends RouteName> = (typeof ROUTES)[N];
/** The routes some app has a screen for. */
export type BuiltRouteName = { [N in RouteName]: Row<N> extends { built: false } ? never : N }[RouteName];
/** The built routes that are pages of their own in every layout. */
export type StandaloneRouteName = { [N in BuiltRouteName]: Row<N>['desktop'] extends 'standalone' ? N : never }[BuiltRouteName];
/** The built routes that open beside the dashboard on pad and desktop (and full screen on a phone). */
export type PanelRouteName = Exclude<BuiltRouteName, StandaloneRouteName>;

export function isBuilt(name: RouteName): name is BuiltRouteName {
  return !('built' in ROUTES[name]);
}

export const BUILT_ROUTES = ROUTE_NAMES.filter(isBuilt);
export const STANDALONE_ROUTES = BUILT_ROUTES.filter((name): name is StandaloneRouteName => ROUTES[name].desktop === 'standalone');
export const PANEL_ROUTES = BUILT_ROUTES.filter((name): name is PanelRouteName => ROUTES[name].desktop !== 'standalone');

/** The `:param` words of a path pattern, `?` kept on an optional one. */
type ParamWords<P extends string> = P extends `${infer Head}/${infer Rest}` ? ParamWords<Head> | ParamWords<Rest> : P extends `:${infer Name}` ? Name : never;
/** What a route's path is filled with: `routePath('list', { listType: 'all' })`. */
export type RouteParams<N extends RouteName> = { [K in ParamWords<Row<N>['path']> as K extends `${string}?` ? never : K]: string } & {
  [K in ParamWords<Row<N>['path']> as K extends `${infer Optional}?` ? Optional : never]?: string;
};
