import { phonePathOf, tabOfPath } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { layoutPath } from './paths';

describe('layout paths (seed 2 §2.1)', () => {
  it('keeps phone paths on a phone', () => {
    expect(layoutPath('/edit/new', 'phone', 'tag')).toBe('/edit/new');
  });

  it('puts pages in the current tab’s panel on pad and desktop, settings under settings', () => {
    expect(layoutPath('/edit/new?listType=archive', 'desktop', 'archive')).toBe('/dashboard/archive/panel/edit/new?listType=archive');
    expect(layoutPath('/detail/d1', 'pad', 'people')).toBe('/dashboard/people/panel/detail/d1');
    expect(layoutPath('/gopro', 'desktop', 'tag')).toBe('/dashboard/tag/panel/gopro');
    expect(layoutPath('/settings', 'desktop', 'archive')).toBe('/dashboard/archive/settings');
    expect(layoutPath('/account', 'desktop', 'more')).toBe('/dashboard/more/settings/account');
    expect(layoutPath('/about/policy', 'desktop', 'more')).toBe('/dashboard/more/settings/about/policy');
  });

  it('leaves standalone pages where they are', () => {
    for (const path of ['/', '/login', '/exception', '/dashboard/archive', '/shared/d1', '/intro']) expect(layoutPath(path, 'desktop', 'tag')).toBe(path);
  });

  it('reads a panel path back as its phone route and finds the tab', () => {
    expect(phonePathOf('/dashboard/archive/panel/list/archive/2026-11')).toBe('/list/archive/2026-11');
    expect(phonePathOf('/dashboard/tag/settings')).toBe('/settings');
    expect(phonePathOf('/dashboard/tag/settings/account')).toBe('/account');
    expect(tabOfPath('/dashboard/people/panel/x')).toBe('people');
    expect(tabOfPath('/dashboard/nope')).toBeUndefined();
  });
});
