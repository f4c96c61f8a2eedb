import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { selectMoreMenu, tapMoreAccount } from './more-menu';

describe("the more tab's menu", () => {
  it("offers a visitor the product's pages, the language and appearance, sign-in and the copyright", async () => {
    const { store, platform } = await fakeStore({ signedIn: false });
    const menu = selectMoreMenu(store.getState());
    expect(menu.mine).toEqual([]);
    expect(menu.product.map((entry) => entry.label)).toContain('shell.pro');
    expect(menu.preferences.map((row) => row.name)).toEqual(['appearance', 'language']);
    expect(menu.account).toBe('signIn');
    expect(menu.copyright).toEqual({ key: 'shell.copyright', params: { year: 2026 } });
    expect(await store.dispatch(tapMoreAccount())).toBe(false);
    expect(platform.routes.at(-1)).toEqual({ kind: 'navigate', path: '/login' });
  });

  it('gives a signed-in user their lists and pages, and signs out after "Confirm logout?"', async () => {
    const { store, platform } = await fakeStore({ answers: { logout: () => ({ success: true }) } });
    const menu = selectMoreMenu(store.getState());
    expect(menu.mine.map((entry) => entry.label)).toEqual(['widgets.allDiaries', 'widgets.favoriteList', 'widgets.photos', 'insights.title', 'shell.settings']);
    expect(menu.account).toBe('signOut');
    platform.confirmAnswers.push(false);
    expect(await store.dispatch(tapMoreAccount())).toBe(false);
    expect(store.getState().session.userId).toBe('u1');
    expect(await store.dispatch(tapMoreAccount())).toBe(true);
    expect(store.getState().session.userId).toBeNull();
    expect(selectMoreMenu(store.getState()).account).toBe('signIn');
  });
});
