import { describe, expect, it } from 'vitest';
import { appSlice } from '../app/app-slice';
import { startNewDiary } from '../editor/draft';
import { fakeStore, heldAnswers, settle, startAnswers } from '../../test/support/fake-store';
import { startApp } from '../app/start';
import { FREE_PLAN_CHOSEN, SESSION } from '../persist/keys';
import { FakeResponse } from '../platform/memory-platform';
import { logout } from '../session/sign-out';
import { acceptProSheet, closeGatePrompt, continueOnFreePlan, openSearchPage, requestAction } from './gate';

describe('the action gate', () => {
  it('shows a visitor the login prompt', async () => {
    const { store } = await fakeStore({ signedIn: false });
    expect(await store.dispatch(requestAction('write'))).toBe(false);
    expect(store.getState().gate.prompt).toEqual({ kind: 'login' });
  });

  it('lets Pro proceed', async () => {
    const { store } = await fakeStore({ proStatus: 2, diaries: 100 });
    expect(await store.dispatch(requestAction('write'))).toBe(true);
    expect(store.getState().gate.prompt).toBeNull();
  });

  it('shows a user without Pro the Pro sheet first; "Continue with the free plan" runs the held-back action itself, and holds for a day', async () => {
    const { store, platform } = await fakeStore({ proStatus: 1, diaries: 3 });
    expect(await store.dispatch(openSearchPage())).toBe(false);
    expect(store.getState().gate.prompt).toEqual({ kind: 'proSheet', action: 'search' });
    expect(platform.routes).toEqual([]);
    await store.dispatch(continueOnFreePlan());
    expect(store.getState().gate.prompt).toBeNull();
    expect(platform.routes).toEqual([{ kind: 'navigate', path: '/search' }]);
    // Chosen, the free plan goes on without the sheet for a day: opening a diary, searching again.
    expect(await store.dispatch(requestAction('diaryDetail'))).toBe(true);
    expect(await store.dispatch(requestAction('search'))).toBe(true);
    expect(store.getState().gate.prompt).toBeNull();
    // A day later the sheet asks once more.
    platform.advance(24 * 60 * 60 * 1000);
    expect(await store.dispatch(requestAction('search'))).toBe(false);
    expect(store.getState().gate.prompt).toEqual({ kind: 'proSheet', action: 'search' });
  });

  it('keeps the free plan, chosen, through a reload for the rest of the day, and not for the next person signed in', async () => {
    const { store, platform } = await fakeStore({ proStatus: 1, diaries: 3 });
    await store.dispatch(openSearchPage());
    await store.dispatch(continueOnFreePlan());
    const account = { ...startAnswers({ objectId: 'u1', proStatus: 1 }), logout: () => ({ success: true }) };

    const reloaded = await fakeStore({ signedIn: false, answers: account });
    for (const [key, value] of platform.stored) reloaded.platform.stored.set(key, value);
    await reloaded.store.dispatch(startApp());
    expect(await reloaded.store.dispatch(requestAction('diaryDetail'))).toBe(true);
    expect(reloaded.store.getState().gate.prompt).toBeNull();

    // The choice is the person's: signed out, it goes with their other data.
    expect(await reloaded.store.dispatch(logout())).toBe(true);
    expect(reloaded.platform.stored.has(FREE_PLAN_CHOSEN.key)).toBe(false);
  });

  it('still stops writing at 31 diaries for someone who chose the free plan', async () => {
    const { store, platform } = await fakeStore({ proStatus: 1, diaries: 31 });
    await store.dispatch(requestAction('search'));
    await store.dispatch(continueOnFreePlan());
    expect(await store.dispatch(requestAction('write'))).toBe(false);
    expect(platform.confirms.at(-1)).toMatchObject({ title: { key: 'pro.limitTitle' } });
  });

  it('a Pro sheet closed without a choice drops the held-back action: nothing runs later', async () => {
    const { store, platform } = await fakeStore({ proStatus: 1, diaries: 3 });
    await store.dispatch(openSearchPage());
    store.dispatch(closeGatePrompt());
    await store.dispatch(continueOnFreePlan());
    await store.dispatch(requestAction('write'));
    await store.dispatch(continueOnFreePlan());
    expect(platform.routes).toEqual([]);
  });

  it('stops writing at 31 diaries without Pro: "Need to upgrade to Pro", and "Know more" opens the Pro page', async () => {
    const { store, platform } = await fakeStore({ proStatus: 0, diaries: 31 });
    expect(await store.dispatch(requestAction('write'))).toBe(false);
    expect(platform.confirms[0]).toMatchObject({
      title: { key: 'pro.limitTitle' },
      confirmText: { key: 'common.knowMore' },
      cancelText: { key: 'common.gotIt' },
    });
    expect(platform.routes).toEqual([{ kind: 'navigate', path: '/gopro' }]);
  });

  it('starts the free trial from the Pro sheet and lets the held-back action go on; a failed start keeps the sheet', async () => {
    const { store, platform } = await fakeStore({
      proStatus: 0,
      diaries: 3,
      answers: { startFreeTrial: () => new FakeResponse(503, { code: 503, error: 'busy' }) },
    });
    store.dispatch(appSlice.actions.startChanged('ready'));
    expect(await store.dispatch(startNewDiary())).toBe(false);
    expect(await store.dispatch(acceptProSheet())).toBe(false);
    expect(store.getState().gate.prompt).toEqual({ kind: 'proSheet', action: 'write' });
    expect(store.getState().editor.draft).toBeNull();
    platform.answers.startFreeTrial = () => ({
      objectId: 'u1',
      proStatus: 2,
      proExpiredAt: { __type: 'Date', iso: '2099-01-01T00:00:00.000Z' },
      agreement: true,
    });
    expect(await store.dispatch(acceptProSheet())).toBe(true);
    expect(store.getState().gate.prompt).toBeNull();
    expect(platform.requests.filter((r) => r.type === 'startFreeTrial')).toHaveLength(2);
    // The held-back Write went on by itself: a new diary is open.
    expect(store.getState().editor.draft).not.toBeNull();
    expect(platform.routes).toEqual([{ kind: 'navigate', path: '/edit/new' }]);
  });

  it('opens the Pro page from the sheet for a user whose Pro ended', async () => {
    const { store, platform } = await fakeStore({ proStatus: 1, diaries: 3 });
    await store.dispatch(requestAction('write'));
    expect(await store.dispatch(acceptProSheet())).toBe(false);
    expect(store.getState().gate.prompt).toBeNull();
    expect(platform.routes).toEqual([{ kind: 'navigate', path: '/gopro' }]);
    expect(platform.requests.some((r) => r.type === 'startFreeTrial')).toBe(false);
  });

  it('tapped while start is still loading an account the device never kept, waits for it: Pro proceeds, no Pro sheet', async () => {
    const server = heldAnswers(startAnswers({ objectId: 'u1', proStatus: 2 }));
    const { store, platform } = await fakeStore({ signedIn: false, answers: server.answers });
    platform.stored.set(SESSION.key, JSON.stringify({ v: 1, data: { token: 't1', userId: 'u1' } }));
    const started = store.dispatch(startApp());
    await settle();
    expect(store.getState().session).toMatchObject({ userId: 'u1', user: null });

    const search = store.dispatch(openSearchPage());
    await settle();
    expect(store.getState().gate.prompt).toBeNull();
    server.release();
    expect(await search).toBe(true);
    expect(store.getState().gate.prompt).toBeNull();
    expect(platform.routes).toEqual([{ kind: 'navigate', path: '/search' }]);
    await started;
  });

  it('tapped while start is loading, and its answer does not come: the gate decides as the device knows', async () => {
    const { store, platform } = await fakeStore({ signedIn: false, answers: { get_item_by_id: () => new FakeResponse(503, { error: 'busy' }) } });
    platform.stored.set(SESSION.key, JSON.stringify({ v: 1, data: { token: 't1', userId: 'u1' } }));
    const started = store.dispatch(startApp());
    await settle();
    expect(store.getState().session).toMatchObject({ userId: 'u1', user: null });
    expect(await store.dispatch(requestAction('search'))).toBe(false);
    expect(store.getState().gate.prompt).toEqual({ kind: 'proSheet', action: 'search' });
    await started;
  });
});
