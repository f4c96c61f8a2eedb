import { describe, expect, it } from 'vitest';
import { FakeResponse } from '../platform/memory-platform';
import { fakeStore } from '../../test/support/fake-store';
import { accountCodeTyped, accountPhoneTyped, selectAccountSmsSecondsLeft } from './account-slice';
import { changePhoneByWechat, sendPhoneChangeCode, submitPhoneChange } from './phone-change';

const answers = {
  requestChangePhoneNumber: () => ({ success: true }),
  changePhoneNumber: (payload: Record<string, unknown>) => ({ mobilePhoneNumber: payload.mobilePhoneNumber }),
};

describe('setting or changing the phone number', () => {
  it('sends the code to the new number and counts down like the sign-in button', async () => {
    const { store, platform } = await fakeStore({ answers });
    store.dispatch(accountPhoneTyped('1390013'));
    expect(await store.dispatch(sendPhoneChangeCode())).toBe(false);
    store.dispatch(accountPhoneTyped('13900139000'));
    expect(await store.dispatch(sendPhoneChangeCode())).toBe(true);
    expect(platform.requests.at(-1)).toMatchObject({ type: 'requestChangePhoneNumber', payload: { mobilePhoneNumber: '13900139000' } });
    expect(selectAccountSmsSecondsLeft(store.getState())).toBe(60);
    platform.advance(2_000);
    expect(selectAccountSmsSecondsLeft(store.getState())).toBe(58);
    expect(await store.dispatch(sendPhoneChangeCode())).toBe(false);
    expect(platform.toasts.at(-1)!.message.key).toBe('login.sendFrequently');
  });

  it('says when the new number belongs to another account', async () => {
    const { store, platform } = await fakeStore({ answers: { requestChangePhoneNumber: () => new FakeResponse(409, { code: 137, error: 'taken' }) } });
    store.dispatch(accountPhoneTyped('13900139000'));
    expect(await store.dispatch(sendPhoneChangeCode())).toBe(false);
    expect(platform.toasts.at(-1)!.message.key).toBe('settings.phoneTaken');
    expect(selectAccountSmsSecondsLeft(store.getState())).toBe(0);
  });

  it('moves the account to the new number with its code, says "Updated" and goes back', async () => {
    const { store, platform } = await fakeStore({ answers });
    store.dispatch(accountPhoneTyped('13900139000'));
    store.dispatch(accountCodeTyped('12a3456'));
    expect(store.getState().accountForm.code).toBe('123456');
    expect(await store.dispatch(submitPhoneChange())).toBe(true);
    expect(platform.requests.at(-1)).toMatchObject({ type: 'changePhoneNumber', payload: { mobilePhoneNumber: '13900139000', code: '123456' } });
    expect(store.getState().session.user!.mobilePhoneNumber).toBe('13900139000');
    expect(platform.toasts.at(-1)!.message.key).toBe('toast.updated');
    expect(platform.routes.at(-1)).toEqual({ kind: 'back' });
    expect(store.getState().accountForm.phone).toBe('');
  });

  it('checks the form first, and says when the code is wrong', async () => {
    const { store, platform } = await fakeStore({
      answers: { changePhoneNumber: () => new FakeResponse(400, { code: 603, error: 'Invalid SMS verification code' }) },
    });
    expect(await store.dispatch(submitPhoneChange())).toBe(false);
    expect(platform.toasts.at(-1)!.message.key).toBe('login.fillPhoneAndCode');
    store.dispatch(accountPhoneTyped('13900139000'));
    store.dispatch(accountCodeTyped('123'));
    expect(await store.dispatch(submitPhoneChange())).toBe(false);
    expect(platform.toasts.at(-1)!.message.key).toBe('login.fillCorrectCode');
    expect(platform.requests).toHaveLength(0);
    store.dispatch(accountCodeTyped('123456'));
    expect(await store.dispatch(submitPhoneChange())).toBe(false);
    expect(platform.toasts.at(-1)!.message.key).toBe('login.invalidCode');
    expect(store.getState().session.user!.mobilePhoneNumber).toBeUndefined();
  });

  it("moves the account to the number WeChat's phone button confirmed, with the server's ticket", async () => {
    const { store, platform } = await fakeStore({
      answers: { ...answers, getPhoneNumber: () => ({ mobilePhoneNumber: '13700137000', phoneTicket: 'p.1.sig' }) },
    });
    expect(await store.dispatch(changePhoneByWechat('wx-code'))).toBe(true);
    expect(platform.requests.map((r) => r.type).slice(-2)).toEqual(['getPhoneNumber', 'changePhoneNumber']);
    expect(platform.requests.at(-1)!.payload).toEqual({ mobilePhoneNumber: '13700137000', phoneTicket: 'p.1.sig' });
    expect(store.getState().session.user?.mobilePhoneNumber).toBe('13700137000');
    expect(platform.routes.at(-1)).toEqual({ kind: 'back' });
  });
});
