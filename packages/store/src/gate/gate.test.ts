import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { FakeResponse } from '../platform/memory-platform';
import { acceptProSheet, continueOnFreePlan, requestAction } from './gate';

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

  it('shows a user without Pro the Pro sheet first, after which the free plan may go on', async () => {
    const { store } = await fakeStore({ proStatus: 1, diaries: 3 });
    expect(await store.dispatch(requestAction('search'))).toBe(false);
    expect(store.getState().gate.prompt).toEqual({ kind: 'proSheet', action: 'search' });
    expect(store.dispatch(continueOnFreePlan())).toBe('search');
    expect(store.getState().gate.prompt).toBeNull();
    // The continued action passes once; the next one meets the sheet again.
    expect(await store.dispatch(requestAction('search'))).toBe(true);
    expect(await store.dispatch(requestAction('search'))).toBe(false);
    expect(store.getState().gate.prompt).toEqual({ kind: 'proSheet', action: 'search' });
  });

  it('stops writing at 31 diaries without Pro: "Need to upgrade to Pro", and "Know more" opens the Pro page', async () => {
    const { store, platform } = await fakeStore({ proStatus: 0, diaries: 31 });
    expect(await store.dispatch(requestAction('write'))).toBe(false);
    expect(platform.confirms[0]).toMatchObject({ title: { key: 'pro.limitTitle' }, confirmText: { key: 'common.knowMore' }, cancelText: { key: 'common.gotIt' } });
    expect(platform.routes).toEqual([{ kind: 'navigate', path: '/gopro' }]);
  });

  it('starts the free trial from the Pro sheet and lets the held-back action go on; a failed start keeps the sheet', async () => {
    const { store, platform } = await fakeStore({ proStatus: 0, diaries: 3, answers: { startFreeTrial: () => new FakeResponse(503, { code: 503, error: 'busy' }) } });
    await store.dispatch(requestAction('write'));
    expect(await store.dispatch(acceptProSheet())).toBeNull();
    expect(store.getState().gate.prompt).toEqual({ kind: 'proSheet', action: 'write' });
    platform.answers.startFreeTrial = () => ({ objectId: 'u1', proStatus: 1 });
    expect(await store.dispatch(acceptProSheet())).toBe('write');
    expect(store.getState().gate.prompt).toBeNull();
    expect(platform.requests.filter((r) => r.type === 'startFreeTrial')).toHaveLength(2);
  });

  it('opens the Pro page from the sheet for a user whose Pro ended', async () => {
    const { store, platform } = await fakeStore({ proStatus: 1, diaries: 3 });
    await store.dispatch(requestAction('write'));
    expect(await store.dispatch(acceptProSheet())).toBeNull();
    expect(store.getState().gate.prompt).toBeNull();
    expect(platform.routes).toEqual([{ kind: 'navigate', path: '/gopro' }]);
    expect(platform.requests.some((r) => r.type === 'startFreeTrial')).toBe(false);
  });
});
