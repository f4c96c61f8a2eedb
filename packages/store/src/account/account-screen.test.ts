import type { UserRecord } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { sessionSlice } from '../session/session-slice';
import { changeBirthday, selectAccountScreen } from './account-screen';

describe('the account page', () => {
  it('starts a birthday picker twenty years back, allows no day after today, and says when the next export may be made', async () => {
    const { store } = await fakeStore();
    const screen = selectAccountScreen(store.getState());
    expect(screen.birthday).toMatchObject({ date: null, text: null, start: new Date(2006, 0, 1) });
    expect(screen.birthday.last.getTime()).toBeLessThanOrEqual(new Date('2026-11-21T10:00:00+08:00').getTime());
    expect(screen).toMatchObject({ nickname: null, phone: null, phoneTarget: '/set-phone', exportNote: { key: expect.stringMatching(/^settings\./) } });
  });

  it('masks the phone and saves a birthday the day picker wrote', async () => {
    const { store, platform } = await fakeStore({ answers: { update_item: (p) => ({ objectId: p.objectId, updatedAt: '2026-11-21T02:00:00.000Z' }) } });
    store.dispatch(sessionSlice.actions.userLoaded({ objectId: 'u1', proStatus: 2, mobilePhoneNumber: '13800138000' } as UserRecord));
    expect(selectAccountScreen(store.getState())).toMatchObject({ phone: '138****8000', phoneTarget: '/phone-change' });
    expect(await store.dispatch(changeBirthday('1990-02-30'))).toBe(false);
    expect(await store.dispatch(changeBirthday('1990-02-03'))).toBe(true);
    expect(platform.requests.at(-1)!.payload).toMatchObject({ className: 'user', data: { dateOfBirth: { __type: 'Date' } } });
    expect(selectAccountScreen(store.getState()).birthday.text).toBe('1990-02-03');
  });
});
