import { describe, expect, it } from 'vitest';
import { desktopPath, panelFormPattern, phonePathOf, tabOfPath } from './desktop-path';

describe('desktop paths (seed 2 §2.1)', () => {
  it('puts pages in the current tab’s panel, settings pages under settings, the query kept', () => {
    expect(desktopPath('/edit/new?listType=archive', 'archive')).toBe('/dashboard/archive/panel/edit/new?listType=archive');
    expect(desktopPath('/gopro', 'tag')).toBe('/dashboard/tag/panel/gopro');
    expect(desktopPath('/settings', 'archive')).toBe('/dashboard/archive/settings');
    expect(desktopPath('/about/policy', 'more')).toBe('/dashboard/more/settings/about/policy');
    expect(desktopPath('/set-nicename', 'more')).toBe('/dashboard/more/settings/set-nicename');
  });

  it('leaves pages of their own and dashboard paths where they are; an unknown path goes to the panel', () => {
    for (const path of ['/', '/login', '/qrcode', '/dashboard', '/dashboard/archive', '/dashboard/tag/panel/gopro', '/shared/d1', '/webview/faqs', '/quill'])
      expect(desktopPath(path, 'tag'), path).toBe(path);
    expect(desktopPath('/nowhere', 'tag')).toBe('/dashboard/tag/panel/nowhere');
  });

  it('reads a panel path back as its phone route and finds the tab', () => {
    expect(phonePathOf('/dashboard/archive/panel/list/archive/2026-11')).toBe('/list/archive/2026-11');
    expect(phonePathOf('/dashboard/archive/panel/list/search/%E6%B5%B7')).toBe('/list/search/%E6%B5%B7');
    expect(phonePathOf('/dashboard/tag/settings')).toBe('/settings');
    expect(phonePathOf('/dashboard/tag/settings/')).toBe('/settings');
    expect(phonePathOf('/dashboard/tag/settings/account')).toBe('/account');
    expect(phonePathOf('/dashboard/tag/panel')).toBe('/');
    expect(phonePathOf('/dashboard/tag')).toBe('/dashboard/tag');
    expect(phonePathOf('/detail/d1')).toBe('/detail/d1');
    expect(tabOfPath('/dashboard/people/panel/x')).toBe('people');
    expect(tabOfPath('/dashboard/more?x=1')).toBe('more');
    expect(tabOfPath('/dashboard/nope')).toBeUndefined();
    expect(tabOfPath('/detail/d1')).toBeUndefined();
  });

  it('gives the router its panel patterns', () => {
    expect(panelFormPattern('panel')).toBe('/dashboard/:tab/panel/*');
    expect(panelFormPattern('settings')).toBe('/dashboard/:tab/settings/*');
  });
});
