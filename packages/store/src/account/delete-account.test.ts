import { API_ERRORS, type UserRecord } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { SESSION } from '../persist/keys';
import { FakeResponse } from '../platform/memory-platform';
import { userChanged } from '../session/session-slice';
import { fakeStore } from '../../test/support/fake-store';
import { accountCodeTyped, selectAccountSmsSecondsLeft } from './account-slice';
import { confirmDeleteAccount, sendDeletionCode } from './delete-account';

// The server checks the code: a wrong one is refused with invalidSmsCode.
const answers = (valid: boolean) => ({
  requestSmsCode: () => ({ success: true }),
  deleteAccount: () => (valid ? { success: true } : new FakeResponse(400, { code: API_ERRORS.invalidSmsCode.code, error: 'Invalid SMS verification code' })),
});

async function signedIn(valid = true) {
  const fake = await fakeStore({ answers: answers(valid) });
  fake.store.dispatch(userChanged({ mobilePhoneNumber: '13800138000' } as Partial<UserRecord>));
  return fake;
}

describe('deleting the account', () => {
  it("sends a code to the account's own phone, with the countdown", async () => {
    const { store, platform } = await signedIn();
    expect(await store.dispatch(sendDeletionCode())).toBe(true);
    expect(platform.requests.at(-1)).toMatchObject({ type: 'requestSmsCode', payload: { mobilePhoneNumber: '13800138000' } });
    expect(selectAccountSmsSecondsLeft(store.getState())).toBe(60);
  });

  it('deletes with a code that checks out, forgets the session and goes to the landing page', async () => {
    const { store, platform } = await signedIn();
    store.dispatch(accountCodeTyped('123456'));
    expect(await store.dispatch(confirmDeleteAccount())).toBe(true);
    expect(platform.requests.map((r) => r.type)).toEqual(['deleteAccount']);
    expect(platform.requests[0]!.payload).toEqual({ smsCode: '123456' });
    expect(store.getState().session.userId).toBeNull();
    expect(platform.stored.has(SESSION.key)).toBe(false);
    expect(platform.routes.at(-1)).toEqual({ kind: 'replace', path: '/' });
  });

  it('deletes nothing without a code, or with a wrong one', async () => {
    const { store, platform } = await signedIn(false);
    expect(await store.dispatch(confirmDeleteAccount())).toBe(false);
    expect(platform.requests).toHaveLength(0);
    store.dispatch(accountCodeTyped('654321'));
    expect(await store.dispatch(confirmDeleteAccount())).toBe(false);
    expect(platform.toasts.at(-1)!.message.key).toBe('login.invalidCode');
    expect(platform.requests.map((r) => r.type)).toEqual(['deleteAccount']);
    expect(store.getState().session.userId).toBe('u1');
  });
});
