import { describe, expect, it } from 'vitest';
import { FakeResponse } from '../platform/memory-platform';
import { SESSION } from '../persist/keys';
import { fakeStore, startAnswers } from '../../test/support/fake-store';
import { submitSignIn } from './sign-in';
import { agreementToggled, codeTyped, phoneTyped } from './sign-in-slice';
import { signInWithWechat, signInWithWechatPhone } from './wechat-sign-in';

const union = { weapp_union: { openid: 'o1', unionid: 'u1', ticket: 't1' } };
const user = { objectId: 'u9', proStatus: 0 };
const started = startAnswers(user);
const login = () => ({ objectId: 'u9', sessionToken: 's9', deletedStatus: false, agreement: true, isNew: false, user });

describe('signing in with WeChat', () => {
  it('needs the agreement before it asks the server anything', async () => {
    const { store, platform } = await fakeStore({ signedIn: false, answers: { getAuthData: () => union } });
    expect(await store.dispatch(signInWithWechat('c1'))).toBe('failed');
    expect(platform.toasts.at(-1)!.message.key).toBe('login.needAgreement');
    expect(platform.requests).toHaveLength(0);
  });

  it('signs a known WeChat identity in at once', async () => {
    const answers = {
      ...started,
      getAuthData: () => union,
      getUnionidStatus: () => ({ results: [{ objectId: 'u9', mobilePhoneNumber: '138****8000' }] }),
      loginByWechat: login,
    };
    const { store, platform } = await fakeStore({ signedIn: false, answers });
    store.dispatch(agreementToggled());
    expect(await store.dispatch(signInWithWechat('c1'))).toBe('signed-in');
    expect(platform.requests.map((r) => r.type).slice(0, 3)).toEqual(['getAuthData', 'getUnionidStatus', 'loginByWechat']);
    expect(platform.requests[0]!.payload).toEqual({ code: 'c1' });
    expect(platform.requests[2]!.payload).toEqual({ authData: union, agreement: true });
    expect(platform.stored.get(SESSION.key)).toContain('s9');
    expect(store.getState().app.start).toBe('ready');
  });

  it('keeps a new identity until WeChat proves a phone, then signs in with the server ticket', async () => {
    const answers = {
      ...started,
      getAuthData: () => union,
      getUnionidStatus: () => ({ results: [] }),
      getPhoneNumber: () => ({ mobilePhoneNumber: '13800138000', phoneTicket: 'p1' }),
      loginByWechat: login,
    };
    const { store, platform } = await fakeStore({ signedIn: false, answers });
    store.dispatch(agreementToggled());
    expect(await store.dispatch(signInWithWechat('c1'))).toBe('needs-phone');
    expect(store.getState().signIn.wechat).toEqual(union);
    expect(platform.stored.has(SESSION.key)).toBe(false);

    expect(await store.dispatch(signInWithWechatPhone('ph1'))).toBe(true);
    expect(platform.requests.find((r) => r.type === 'getPhoneNumber')!.payload).toEqual({ code: 'ph1' });
    expect(platform.requests.find((r) => r.type === 'loginByWechat')!.payload).toEqual({
      authData: union,
      mobilePhoneNumber: '13800138000',
      phoneTicket: 'p1',
      agreement: true,
    });
    expect(store.getState().signIn.wechat).toBeNull();
    expect(platform.stored.get(SESSION.key)).toContain('s9');
  });

  it('lets the SMS form prove the phone of a new identity instead', async () => {
    const answers = { ...started, getAuthData: () => union, getUnionidStatus: () => ({ results: [] }), loginByWechat: login };
    const { store, platform } = await fakeStore({ signedIn: false, answers });
    store.dispatch(agreementToggled());
    await store.dispatch(signInWithWechat('c1'));
    store.dispatch(phoneTyped('13800138000'));
    store.dispatch(codeTyped('123456'));
    expect(await store.dispatch(submitSignIn())).toBe(true);
    expect(platform.requests.some((r) => r.type === 'loginByMobilePhone')).toBe(false);
    expect(platform.requests.find((r) => r.type === 'loginByWechat')!.payload).toEqual({
      authData: union,
      mobilePhoneNumber: '13800138000',
      smsCode: '123456',
      agreement: true,
    });
  });

  it('says what went wrong when WeChat is unavailable, and stays signed out', async () => {
    const { store, platform } = await fakeStore({
      signedIn: false,
      answers: { getAuthData: () => new FakeResponse(503, { code: 503, error: 'WeChat is unavailable' }) },
    });
    store.dispatch(agreementToggled());
    expect(await store.dispatch(signInWithWechat('c1'))).toBe('failed');
    expect(platform.toasts.at(-1)!.options?.icon).toBe('error');
    expect(store.getState().signIn.submitting).toBe(false);
    expect(platform.stored.has(SESSION.key)).toBe(false);
  });
});
