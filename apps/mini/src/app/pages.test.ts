import { MINI_PAGES, ROUTE_NAMES, ROUTES } from '@diary/core';
import { describe, expect, it, vi } from 'vitest';
import { miniRoute, NOT_FOUND_PAGE, PAGES, PICKER_PAGES, tabPage, TABS } from './pages';

describe("where the store's phone routes open in the mini program", () => {
  it('opens diaries, lists and the editor in the subpackage', () => {
    expect(miniRoute('/edit/new')).toEqual({ url: '/diary/editor/index?id=new', open: 'page' });
    expect(miniRoute('/edit/new?listType=tag&listId=t1')).toEqual({ url: '/diary/editor/index?id=new&listType=tag&listId=t1', open: 'page' });
    expect(miniRoute('/edit/new?q=a%20b+c%3D&x=1=2&flag')).toEqual({ url: '/diary/editor/index?id=new&q=a%20b%20c%3D&x=1%3D2&flag=', open: 'page' });
    expect(miniRoute('/detail/d1')).toEqual({ url: '/diary/detail/index?id=d1', open: 'page' });
    expect(miniRoute('/list/tag/t1')).toEqual({ url: '/diary/list/index?type=tag&id=t1', open: 'page' });
    expect(miniRoute('/list/search/%E8%A5%BF%E6%B9%96')).toEqual({ url: '/diary/list/index?type=search&id=%E8%A5%BF%E6%B9%96', open: 'page' });
    expect(miniRoute('/list/favorite')).toEqual({ url: '/diary/list/index?type=favorite', open: 'page' });
  });

  it('starts afresh on a tab, the sign-in page and the error page', () => {
    expect(miniRoute('/')).toEqual({ url: '/pages/archive/index', open: 'tab' });
    expect(miniRoute('/dashboard')).toEqual({ url: '/pages/archive/index', open: 'tab' });
    expect(miniRoute('/dashboard/people')).toEqual({ url: '/people/index', open: 'tab' });
    expect(miniRoute('/dashboard/nowhere')).toEqual({ url: '/pages/archive/index', open: 'tab' });
    expect(miniRoute('/login')).toEqual({ url: '/pages/login/index', open: 'relaunch' });
    expect(miniRoute('/celllogin')).toEqual({ url: '/pages/login/index', open: 'relaunch' });
    expect(miniRoute('/exception')).toEqual({ url: '/settings/exception/index', open: 'relaunch' });
  });

  it('opens settings, Pro, the account and its forms on their pages', () => {
    expect(miniRoute('/settings')).toEqual({ url: '/settings/index', open: 'page' });
    expect(miniRoute('/gopro')).toEqual({ url: '/info/gopro/index', open: 'page' });
    expect(miniRoute('/account')).toEqual({ url: '/account/index', open: 'page' });
    expect(miniRoute('/set-phone')).toEqual({ url: '/account/phone/index?mode=set', open: 'page' });
    expect(miniRoute('/phone-change')).toEqual({ url: '/account/phone/index?mode=change', open: 'page' });
    expect(miniRoute('/delete-account')).toEqual({ url: '/account/delete/index', open: 'page' });
  });

  it('opens each info page by its last word', () => {
    expect(miniRoute('/faqs?from=more')).toEqual({ url: '/info/page/index?page=faqs', open: 'page' });
    expect(miniRoute('/about')).toEqual({ url: '/info/page/index?page=about', open: 'page' });
    expect(miniRoute('/about/policy')).toEqual({ url: '/info/page/index?page=policy', open: 'page' });
  });

  it('opens the photos, the crop screen and the poster with what they are for', () => {
    expect(miniRoute('/photos/all/view')).toEqual({ url: '/photos/index?type=all&action=view', open: 'page' });
    expect(miniRoute('/photos/archive/2026-11/crop')).toEqual({ url: '/photos/index?type=archive&id=2026-11&action=crop', open: 'page' });
    expect(miniRoute('/crop')).toEqual({ url: '/photos/crop/index', open: 'page' });
    expect(miniRoute('/canvas?id=d1&current=diary')).toEqual({ url: '/photos/poster/index?id=d1&current=diary', open: 'page' });
    expect(miniRoute('/canvas?id=2026&current=insights&people=1')).toEqual({ url: '/photos/poster/index?id=2026&current=insights&people=1', open: 'page' });
    expect(miniRoute('/insights')).toEqual({ url: '/insights/index', open: 'page' });
  });

  it('opens search on its own page', () => {
    expect(miniRoute('/search')).toEqual({ url: '/browse/search/index', open: 'page' });
  });

  it('opens the add and edit forms of places, people, stories and statuses on one page, a new person with its name', () => {
    expect(miniRoute('/target/tag/add')).toEqual({ url: '/manage/target/index?kind=tag', open: 'page' });
    expect(miniRoute('/target/people/add?name=%E5%BC%A0%E4%B8%89')).toEqual({ url: '/manage/target/index?kind=people&name=%E5%BC%A0%E4%B8%89', open: 'page' });
    expect(miniRoute('/target/location/edit/p1')).toEqual({ url: '/manage/target/index?kind=location&id=p1', open: 'page' });
  });

  it('opens a shared diary, a shared list and a diary of a shared list on the shared page', () => {
    expect(miniRoute('/shared/d1')).toEqual({ url: '/shared/index?diary=d1', open: 'page' });
    expect(miniRoute('/shared/tag/t1')).toEqual({ url: '/shared/index?type=tag&list=t1', open: 'page' });
    expect(miniRoute('/shared/tag/t1/d1')).toEqual({ url: '/shared/index?diary=d1&type=tag&list=t1', open: 'page' });
  });

  it("opens the editor's place, people and story pickers as pages; another kind is a page not found", () => {
    expect(miniRoute('/edit/toolbar/people/select')).toEqual({ url: '/people/select', open: 'page' });
    expect(miniRoute('/edit/toolbar/tag/select')).toEqual({ url: '/manage/story-select/index', open: 'page' });
    expect(miniRoute('/edit/toolbar/location/select')).toEqual({ url: '/manage/place-select/index', open: 'page' });
    expect(miniRoute('/edit/toolbar/weather/select').url).toBe('/browse/not-found/index?path=%2Fedit%2Ftoolbar%2Fweather%2Fselect');
  });

  it('opens the topics and the groups on the same pages, each told its kind', () => {
    expect(miniRoute('/topic')).toEqual({ url: '/manage/organizers/index?kind=topic', open: 'page' });
    expect(miniRoute('/topic?from=stories')).toEqual({ url: '/manage/organizers/index?kind=topic', open: 'page' });
    expect(miniRoute('/group/add')).toEqual({ url: '/manage/organizer/index?kind=group', open: 'page' });
    expect(miniRoute('/topic/edit/t1')).toEqual({ url: '/manage/organizer/index?kind=topic&id=t1', open: 'page' });
    expect(miniRoute('/group/select/s1')).toEqual({ url: '/manage/organizer-select/index?kind=group&member=s1', open: 'page' });
  });

  it('says "page not found" for a route it has no page for, and for a path no route knows, instead of showing the archive', () => {
    for (const path of ['/import-data', '/qrcode', '/nowhere']) {
      expect(miniRoute(path), path).toEqual({ url: `/browse/not-found/index?path=${encodeURIComponent(path)}`, open: 'page' });
    }
    expect(miniRoute('/import-data?from=account').url).toBe('/browse/not-found/index?path=%2Fimport-data');
  });
});

describe("the mini program's pages and core's route table", () => {
  const filled = (path: string) => path.replace(/:(\w+)\??/g, 'p-$1');
  const pageOf = (url: string) => url.split('?')[0];

  it('opens every route on the page its row names', () => {
    for (const name of ROUTE_NAMES) {
      const { path, mini } = ROUTES[name];
      // A picker's kind is in its path: "p-listType" is no kind, so it is not found (the kinds are tested above).
      const expected = mini === null || mini === 'pickerSelect' ? NOT_FOUND_PAGE : mini === 'tab' ? tabPage('archive') : PAGES[mini];
      expect(pageOf(miniRoute(filled(path)).url), name).toBe(expected);
    }
  });

  it('declares every page a route can open in the app config', async () => {
    vi.stubGlobal('defineAppConfig', (config: unknown) => config);
    const { default: config } = (await import('../app.config')) as unknown as {
      default: { pages: string[]; subPackages: { root: string; pages: string[] }[] };
    };
    const declared = [...config.pages, ...config.subPackages.flatMap((sub) => sub.pages.map((page) => `${sub.root}/${page}`))].map((page) => `/${page}`);
    const pages = [
      ...MINI_PAGES.flatMap((page) => (page === 'tab' ? TABS.map(tabPage) : page === 'pickerSelect' ? Object.values(PICKER_PAGES) : [PAGES[page]])),
      NOT_FOUND_PAGE,
    ];
    for (const page of pages) expect(declared, page).toContain(page);
    vi.unstubAllGlobals();
  });
});
