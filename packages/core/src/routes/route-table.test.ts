import { describe, expect, it } from 'vitest';
import { DASHBOARD_TABS } from '../layout/layout';
import { desktopPath, phonePathOf } from './desktop-path';
import { isOpenPage, matchRoute } from './route-path';
import { BUILT_ROUTES, PANEL_ROUTES, ROUTE_NAMES, ROUTES, STANDALONE_ROUTES, type RouteName } from './route-table';

/** A route's phone path with every param filled (`/list/p-listType/p-listId`), and without its optional one. */
function samples(name: RouteName): string[] {
  const full = ROUTES[name].path.replace(/:(\w+)\??/g, 'p-$1');
  const short = ROUTES[name].path.replace(/\/:\w+\?$/, '').replace(/:(\w+)/g, 'p-$1') || '/';
  return full === short ? [full] : [full, short];
}

describe('the route table (seed 2 §2.1)', () => {
  it('reads every route’s phone path back as that route, so no two rows claim one path', () => {
    for (const name of ROUTE_NAMES) {
      for (const path of samples(name)) expect(matchRoute(path)?.name, path).toBe(name);
    }
  });

  it('sends every phone path through its desktop form and back, beside every tab', () => {
    for (const name of ROUTE_NAMES) {
      for (const path of samples(name)) {
        for (const tab of DASHBOARD_TABS) {
          const desktop = desktopPath(path, tab);
          const form = ROUTES[name].desktop;
          if (form === 'standalone') expect(desktop, path).toBe(path);
          else expect(desktop.startsWith(`/dashboard/${tab}/${form}`), `${path} → ${desktop}`).toBe(true);
          expect(phonePathOf(desktop), desktop).toBe(path);
        }
      }
    }
  });

  it('opens to visitors exactly the seed’s open pages, the public pages of §2.2 and the pages before sign-in', () => {
    const open = ROUTE_NAMES.filter((name) => ROUTES[name].open).map((name) => ROUTES[name].path);
    expect(open.sort()).toEqual(
      [
        // §2.1: "gopro, about, agreement, policy, features, faqs, search, intro and login" (agreement and policy also under about).
        '/gopro',
        '/about',
        '/agreement',
        '/policy',
        '/about/agreement',
        '/about/policy',
        '/features',
        '/faqs',
        '/search',
        '/intro',
        '/login',
        // §2.1: login's panels of features, faqs, agreement and policy; §2.2: the shared and webview pages.
        '/login/panel/:page',
        '/shared/:diaryId',
        '/shared/:listType/:listId/:diaryId?',
        '/webview/:page',
        // Where a visitor starts or signs in: the landing page, the other sign-in forms, the init failure.
        '/',
        '/celllogin',
        '/bindcell',
        '/qrcode',
        '/exception',
      ].sort(),
    );
  });

  it('sorts the built routes into pages of their own and pages beside the dashboard', () => {
    expect([...STANDALONE_ROUTES, ...PANEL_ROUTES].sort()).toEqual([...BUILT_ROUTES].sort());
    expect(STANDALONE_ROUTES).toEqual([
      'landing',
      'intro',
      'login',
      'cellLogin',
      'bindCell',
      'qrcode',
      'exception',
      'dashboard',
      'loginPanel',
      'sharedDiary',
      'sharedList',
      'webview',
    ]);
  });

  it('gives a mini-program page only to routes an app has built', () => {
    for (const name of ROUTE_NAMES) if (ROUTES[name].mini !== null) expect(BUILT_ROUTES, name).toContain(name);
  });
});

describe('the pages open without sign-in', () => {
  it('are the Pro page, FAQs, features, about, agreement, policy and search', () => {
    for (const path of [
      '/gopro',
      '/faqs',
      '/features',
      '/about',
      '/about/agreement',
      '/about/policy',
      '/agreement',
      '/policy',
      '/search',
      '/gopro?from=sheet',
      '/faqs/',
    ]) {
      expect(isOpenPage(path), path).toBe(true);
    }
  });

  it('no other page beside the dashboard is', () => {
    for (const path of ['/edit/new', '/detail/x', '/list/all', '/account', '/settings', '/settings/account', '/gopro/x', '/searching', '/crop', '/nowhere']) {
      expect(isOpenPage(path), path).toBe(false);
    }
  });
});
