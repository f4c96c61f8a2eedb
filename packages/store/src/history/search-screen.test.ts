import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { cancelSearch, searchAgain, selectSearchScreen, submitSearch, typeSearchKeyword } from './search-screen';

describe('the search page', () => {
  it('searches what is typed, remembers it, and offers it again; an empty keyword goes nowhere', async () => {
    const { store, platform } = await fakeStore();
    expect(await store.dispatch(submitSearch())).toBe(false);
    expect(platform.toasts.at(-1)!.message.key).toBe('search.empty');
    store.dispatch(typeSearchKeyword('西湖'));
    expect(await store.dispatch(submitSearch())).toBe(true);
    expect(platform.routes.at(-1)).toEqual({ kind: 'navigate', path: '/list/search/%E8%A5%BF%E6%B9%96' });
    expect(selectSearchScreen(store.getState())).toMatchObject({ keyword: '西湖', history: ['西湖'], canClear: true });
    store.dispatch(cancelSearch());
    expect(selectSearchScreen(store.getState()).keyword).toBe('');
    expect(await store.dispatch(searchAgain('西湖'))).toBe(true);
    expect(selectSearchScreen(store.getState()).keyword).toBe('西湖');
  });
});
