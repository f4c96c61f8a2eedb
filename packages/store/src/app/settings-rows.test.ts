import { ABOUT_LINKS, type UserRecord } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { sessionSlice } from '../session/session-slice';
import { changeAppearance, changeLanguage } from './preferences';
import { proSlice } from '../pro/pro-slice';
import { chooseSettingsValue, closeSettingsSheet, openAboutLink, selectSettingsRows, selectSettingsScreen, tapSettingsRow } from './settings-rows';

describe("the settings screen's rows", () => {
  it('say "Not logged in" and "Not activated" to a visitor, without "Log out"', async () => {
    const { store } = await fakeStore({ signedIn: false });
    expect(selectSettingsRows(store.getState())).toMatchObject({
      account: { key: 'settings.notLoggedIn' },
      membership: { key: 'pro.neverActivated' },
      signedIn: false,
    });
  });

  it('name the account by its nickname, else its masked phone, and say until when Pro is valid', async () => {
    const { store } = await fakeStore({ proStatus: 2 });
    store.dispatch(
      sessionSlice.actions.userLoaded({
        objectId: 'u1',
        proStatus: 2,
        mobilePhoneNumber: '13800138000',
        proExpiredAt: { __type: 'Date', iso: '2026-12-21T02:00:00.000Z' },
      } as UserRecord),
    );
    const rows = selectSettingsRows(store.getState());
    expect(rows.account).toEqual({ text: '138****8000' });
    expect(rows.membership).toEqual({ key: 'pro.validUntil', params: { date: expect.stringContaining('2026') } });
    expect(rows.signedIn).toBe(true);
    store.dispatch(sessionSlice.actions.userLoaded({ objectId: 'u1', proStatus: 1, nicename: ' Mei ' } as UserRecord));
    expect(selectSettingsRows(store.getState())).toMatchObject({ account: { text: 'Mei' }, membership: { key: 'pro.expired' } });
  });

  it('offer every language and appearance, the ones in use marked', async () => {
    const { store } = await fakeStore();
    await store.dispatch(changeLanguage('en'));
    await store.dispatch(changeAppearance('dark'));
    const rows = selectSettingsRows(store.getState());
    expect(rows.language).toEqual([
      { value: 'zh', label: 'languages.zh', selected: false },
      { value: 'en', label: 'languages.en', selected: true },
      { value: 'ar', label: 'languages.ar', selected: false },
    ]);
    expect(rows.appearance.filter((a) => a.selected).map((a) => a.label)).toEqual(['appearance.dark']);
    expect(selectSettingsRows(store.getState())).toBe(rows);
  });
});

describe('the settings screen as both apps draw it', () => {
  it('lists the rows in the seed’s order, Log out only to a signed-in user, and the unpaid orders beside the membership', async () => {
    const visitor = await fakeStore({ signedIn: false });
    expect(selectSettingsScreen(visitor.store.getState()).rows.map((row) => row.name)).toEqual([
      'account',
      'membership',
      'appearance',
      'language',
      'faqs',
      'feedback',
      'about',
    ]);
    const { store } = await fakeStore();
    const rows = () => selectSettingsScreen(store.getState()).rows;
    expect(rows().at(-1)).toMatchObject({ name: 'logout', kind: 'action', danger: true });
    expect(rows().find((row) => row.name === 'membership')!.badge).toBeNull();
    store.dispatch(proSlice.actions.unpaidOrdersLoaded([{ objectId: 'o1' }, { objectId: 'o2' }] as never));
    expect(rows().find((row) => row.name === 'membership')!.badge).toEqual({ key: 'orders.unpaid', params: { count: 2 } });
  });

  it('opens each row’s page (a visitor’s account row signs in first), the feedback sheet, and changes a choice at once', async () => {
    const visitor = await fakeStore({ signedIn: false });
    await visitor.store.dispatch(tapSettingsRow('account'));
    expect(visitor.platform.routes.at(-1)).toEqual({ kind: 'navigate', path: '/login' });
    const { store, platform } = await fakeStore();
    await store.dispatch(tapSettingsRow('membership'));
    expect(platform.routes.at(-1)).toEqual({ kind: 'navigate', path: '/gopro' });
    await store.dispatch(tapSettingsRow('feedback'));
    expect(selectSettingsScreen(store.getState()).feedbackOpen).toBe(true);
    store.dispatch(closeSettingsSheet());
    await store.dispatch(chooseSettingsValue('language', 'en'));
    expect(store.getState().app.preferences.language).toBe('en');
  });

  it("about's links open what the diary does, the questions, the agreement and the policy, the legal texts under about", async () => {
    const { store, platform } = await fakeStore({ signedIn: false });
    for (const link of ABOUT_LINKS) store.dispatch(openAboutLink(link.route));
    expect(platform.routes).toEqual(['/features', '/faqs', '/about/agreement', '/about/policy'].map((path) => ({ kind: 'navigate', path })));
  });
});
