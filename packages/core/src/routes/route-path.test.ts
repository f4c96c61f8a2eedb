import { describe, expect, it } from 'vitest';
import { matchRoute, routePath } from './route-path';

describe('phone paths and their routes', () => {
  it('reads a path’s route and its params, decoded, ignoring the query and a trailing slash', () => {
    expect(matchRoute('/detail/d1')).toMatchObject({ name: 'detail', params: { diaryId: 'd1' } });
    expect(matchRoute('/list/search/%E8%A5%BF%E6%B9%96?x=1')).toMatchObject({ name: 'list', params: { listType: 'search', listId: '西湖' } });
    expect(matchRoute('/list/favorite')).toMatchObject({ name: 'list', params: { listType: 'favorite' } });
    expect(matchRoute('/about/agreement/')?.name).toBe('aboutAgreement');
    expect(matchRoute('/')?.name).toBe('landing');
    expect(matchRoute('/dashboard')).toMatchObject({ name: 'dashboard', params: {} });
    expect(matchRoute('/list/search/100%')).toMatchObject({ name: 'list', params: { listId: '100%' } });
  });

  it('knows no path the table lacks', () => {
    for (const path of ['/nowhere', '/edit', '/list', '/list/a/b/c', '/gopro/x', '/dashboard/archive/panel/gopro'])
      expect(matchRoute(path), path).toBeUndefined();
  });

  it('writes a route’s path, its params URL-encoded and a missing optional one left out', () => {
    expect(routePath('detail', { diaryId: 'd 1' })).toBe('/detail/d%201');
    expect(routePath('list', { listType: 'search', listId: '西湖/2' })).toBe('/list/search/%E8%A5%BF%E6%B9%96%2F2');
    expect(routePath('list', { listType: 'all' })).toBe('/list/all');
    expect(routePath('dashboard', { tab: 'people' })).toBe('/dashboard/people');
    expect(routePath('gopro')).toBe('/gopro');
    expect(routePath('landing')).toBe('/');
  });
});
