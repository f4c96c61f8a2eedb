import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { FakeResponse } from '../platform/memory-platform';
import { saveNickname, selectGuideDisplay, selectUserAvatar, toggleGuideDisplay, updateProfile } from './profile';
import { sessionSlice, userChanged } from './session-slice';

describe('profile', () => {
  it('changes the user on the server and here, then says "Updated"', async () => {
    const { store, platform } = await fakeStore({ answers: { update_item: () => ({ objectId: 'u1', updatedAt: '2026-11-21T00:00:00.000Z' }) } });
    expect(await store.dispatch(updateProfile({ nicename: 'Lin' }))).toBe(true);
    expect(platform.requests.at(-1)?.payload).toMatchObject({ className: 'user', objectId: 'u1', data: { nicename: 'Lin' } });
    expect(store.getState().session.user?.nicename).toBe('Lin');
    expect(platform.toasts.at(-1)?.message.key).toBe('toast.updated');
  });

  it('saves a nickname trimmed, and one that did not change without a call', async () => {
    const { store, platform } = await fakeStore({ answers: { update_item: () => ({ objectId: 'u1', updatedAt: '2026-11-21T00:00:00.000Z' }) } });
    expect(await store.dispatch(saveNickname('  Lin '))).toBe(true);
    expect(platform.requests.at(-1)?.payload).toMatchObject({ data: { nicename: 'Lin' } });
    const calls = platform.requests.length;
    expect(await store.dispatch(saveNickname('Lin'))).toBe(true);
    expect(platform.requests).toHaveLength(calls);
  });

  it('keeps the user as it was when the server refuses', async () => {
    const { store, platform } = await fakeStore({ answers: { update_item: () => new FakeResponse(400, { code: 107, error: 'bad' }) } });
    expect(await store.dispatch(updateProfile({ nicename: 'x'.repeat(200) }))).toBe(false);
    expect(store.getState().session.user?.nicename).toBeUndefined();
    expect(platform.toasts).toHaveLength(1);
  });

  it('"Display on the main page" is on by default and saves guideDisplayStatus when switched', async () => {
    const { store, platform } = await fakeStore({ answers: { update_item: () => ({ objectId: 'u1', updatedAt: '2026-11-21T00:00:00.000Z' }) } });
    expect(selectGuideDisplay(store.getState())).toBe(true);
    expect(await store.dispatch(toggleGuideDisplay())).toBe(true);
    expect(platform.requests.at(-1)?.payload).toMatchObject({ className: 'user', objectId: 'u1', data: { guideDisplayStatus: false } });
    expect(selectGuideDisplay(store.getState())).toBe(false);
    expect(platform.toasts.at(-1)?.message.key).toBe('toast.updated');
    await store.dispatch(toggleGuideDisplay());
    expect(platform.requests.at(-1)?.payload).toMatchObject({ data: { guideDisplayStatus: true } });
  });

  it('"Display on the main page" asks a visitor to sign in and saves nothing', async () => {
    const { store, platform } = await fakeStore({ signedIn: false });
    expect(await store.dispatch(toggleGuideDisplay())).toBe(false);
    expect(store.getState().gate.prompt).toEqual({ kind: 'login' });
    expect(platform.requests).toHaveLength(0);
  });
});

describe("the user's avatar as shown", () => {
  it('is the cut picture when there is one, else the initial of the nickname', async () => {
    const { store } = await fakeStore();
    store.dispatch(userChanged({ nicename: '🐱 Mimi', avatar: null }));
    expect(selectUserAvatar(store.getState())).toEqual({ url: null, initial: '🐱' });
    store.dispatch(userChanged({ avatar: 'file/a1.jpg' }));
    // No picture until the media's address is known.
    expect(selectUserAvatar(store.getState()).url).toBeNull();
    store.dispatch(sessionSlice.actions.mediaBaseLoaded('http://m'));
    expect(selectUserAvatar(store.getState()).url).toBe('http://m/file/a1.jpg?size=200x200');
  });
});
