import { describe, expect, it } from 'vitest';
import { FakeResponse } from '../platform/memory-platform';
import { SESSION } from '../persist/keys';
import { fakeStore } from '../../test/support/fake-store';
import { loadFeatures } from '../app/preferences';
import { sendCode, submitSignIn } from './sign-in';
import { selectVoiceCodeOffered } from './sms-code';
import { agreementToggled, codeTyped, formLeft, phoneTyped, selectSmsSecondsLeft } from './sign-in-slice';

const user = { objectId: 'u9', proStatus: 0 };
const login =
  (extra: Record<string, unknown> = {}) =>
  () => ({ objectId: 'u9', sessionToken: 's9', deletedStatus: false, agreement: true, isNew: true, user, ...extra });

describe('the SMS sign-in form', () => {
  it('formats the phone 3-4-4 and sends nothing until it has 11 digits', async () => {
    const { store, platform } = await fakeStore({ signedIn: false, answers: { requestSmsCode: () => ({ success: true }) } });
    store.dispatch(phoneTyped('1380013'));
    expect(store.getState().signIn.phone).toBe('138 0013');
    expect(await store.dispatch(sendCode())).toBe(false);
    expect(platform.requests).toHaveLength(0);
    store.dispatch(phoneTyped('13800138000'));
    expect(store.getState().signIn.phone).toBe('138 0013 8000');
    expect(await store.dispatch(sendCode())).toBe(true);
    expect(platform.requests[0]!.payload).toEqual({ mobilePhoneNumber: '13800138000' });
  });

  it('says "Don\'t send SMS frequently" during the 60 s countdown, and sends again after it', async () => {
    const { store, platform } = await fakeStore({ signedIn: false, answers: { requestSmsCode: () => ({ success: true }) } });
    store.dispatch(phoneTyped('13800138000'));
    await store.dispatch(sendCode());
    platform.setNow(new Date(platform.clock.now().getTime() + 59_000));
    expect(await store.dispatch(sendCode())).toBe(false);
    expect(platform.toasts.at(-1)!.message.key).toBe('login.sendFrequently');
    platform.setNow(new Date(platform.clock.now().getTime() + 1_000));
    expect(await store.dispatch(sendCode())).toBe(true);
  });

  it('counts the send-code button down from 60 once a second, to 0, and stops when the form is left', async () => {
    const { store, platform } = await fakeStore({ signedIn: false, answers: { requestSmsCode: () => ({ success: true }) } });
    store.dispatch(phoneTyped('13800138000'));
    expect(selectSmsSecondsLeft(store.getState())).toBe(0);
    await store.dispatch(sendCode());
    expect(selectSmsSecondsLeft(store.getState())).toBe(60);
    platform.advance(999);
    expect(selectSmsSecondsLeft(store.getState())).toBe(60);
    platform.advance(1);
    expect(selectSmsSecondsLeft(store.getState())).toBe(59);
    platform.advance(58_000);
    expect(selectSmsSecondsLeft(store.getState())).toBe(1);
    platform.advance(5_000);
    expect(selectSmsSecondsLeft(store.getState())).toBe(0);
    expect(store.getState().signIn.countdownAt).toBe(new Date(platform.clock.now().getTime() - 4_000).toISOString());

    await store.dispatch(sendCode());
    platform.advance(3_000);
    store.dispatch(formLeft());
    platform.advance(3_000);
    expect(store.getState().signIn.countdownAt).toBeNull();
    expect(selectSmsSecondsLeft(store.getState())).toBe(0);
  });

  it('asks before calling for a voice code, and requests it only on confirm', async () => {
    const { store, platform } = await fakeStore({ signedIn: false, answers: { requestSmsCode: () => ({ success: true }) } });
    store.dispatch(phoneTyped('13800138000'));
    platform.confirmAnswers.push(false);
    expect(await store.dispatch(sendCode({ voice: true }))).toBe(false);
    expect(platform.confirms[0]!.content).toEqual({ key: 'login.voiceConfirm', params: { phone: '138 0013 8000' } });
    expect(platform.requests).toHaveLength(0);
    expect(await store.dispatch(sendCode({ voice: true }))).toBe(true);
    expect(platform.requests[0]!.payload).toMatchObject({ smsType: 'voice' });
  });

  it('offers the voice code unless the server says its SMS vendor makes no calls', async () => {
    for (const [smsVoice, offered] of [
      [undefined, true],
      [true, true],
      [false, false],
    ] as const) {
      const features = {
        wechatQrLogin: false,
        wechatMiniProgram: false,
        weather: false,
        maps: false,
        contentCheck: false,
        payment: 'fake',
        mediaBase: 'http://diary.test/media',
        smsVoice,
      };
      const { store } = await fakeStore({ signedIn: false, answers: { getFeatures: () => features } });
      await store.dispatch(loadFeatures());
      expect(selectVoiceCodeOffered(store.getState())).toBe(offered);
    }
  });

  it('needs the agreement, then the phone and code, before it submits', async () => {
    const { store, platform } = await fakeStore({ signedIn: false, answers: { loginByMobilePhone: login() } });
    await store.dispatch(submitSignIn());
    expect(platform.toasts.at(-1)!.message.key).toBe('login.needAgreement');
    store.dispatch(agreementToggled());
    await store.dispatch(submitSignIn());
    expect(platform.toasts.at(-1)!.message.key).toBe('login.fillPhoneAndCode');
    store.dispatch(phoneTyped('13800138000'));
    store.dispatch(codeTyped('12345'));
    await store.dispatch(submitSignIn());
    expect(platform.toasts.at(-1)!.message.key).toBe('login.fillCorrectCode');
    expect(platform.requests).toHaveLength(0);
  });

  it('stores the session, says "Logined" and starts the app; a deleted account stores nothing', async () => {
    const answers = {
      loginByMobilePhone: login(),
      get_item_by_id: () => ({ item: user }),
      media_base: () => ({ mediaBase: 'http://m', expiresAt: '2026-12-01T00:00:00.000Z' }),
      getBindWechatStatus: () => new FakeResponse(503, { code: 503, error: 'off' }),
      get_item_list: (p: Record<string, unknown>) => ({ [`${String(p.className)}List`]: [] }),
    };
    const { store, platform } = await fakeStore({ signedIn: false, answers });
    store.dispatch(agreementToggled());
    store.dispatch(phoneTyped('13800138000'));
    store.dispatch(codeTyped('123456'));
    expect(await store.dispatch(submitSignIn())).toBe(true);
    expect(platform.stored.get(SESSION.key)).toContain('s9');
    expect(platform.toasts.map((t) => t.message.key)).toContain('toast.logined');
    expect(store.getState().app.start).toBe('ready');
    expect(store.getState().signIn.phone).toBe('');

    const deleted = await fakeStore({ signedIn: false, answers: { loginByMobilePhone: login({ deletedStatus: true }) } });
    deleted.store.dispatch(agreementToggled());
    deleted.store.dispatch(phoneTyped('13800138000'));
    deleted.store.dispatch(codeTyped('123456'));
    expect(await deleted.store.dispatch(submitSignIn())).toBe(false);
    expect(deleted.platform.stored.has(SESSION.key)).toBe(false);
    expect(deleted.platform.toasts.at(-1)!.message.key).toBe('errors.accountCancelled');
  });

  it('a new account starts with the preset moods in one group, named in its language; a returning one gets none', async () => {
    const signIn = async (isNew: boolean) => {
      const made = await fakeStore({
        signedIn: false,
        answers: {
          loginByMobilePhone: login({ isNew }),
          get_item_by_id: () => ({ item: user }),
          get_item_list: (p: Record<string, unknown>) => ({ [`${String(p.className)}List`]: [] }),
          batch_op_items: (p) => (p.requests as unknown[]).map(() => ({ success: { objectId: 'x', updatedAt: '2026-11-23T02:00:00.000Z' } })),
        },
      });
      made.store.dispatch(agreementToggled());
      made.store.dispatch(phoneTyped('13800138000'));
      made.store.dispatch(codeTyped('123456'));
      expect(await made.store.dispatch(submitSignIn())).toBe(true);
      return made.platform.requests.filter((r) => r.type === 'batch_op_items');
    };
    const [batch] = await signIn(true);
    const requests = batch!.payload.requests as Array<{ method: string; className: string; objectId: string; body: Record<string, unknown> }>;
    expect(requests[0]).toMatchObject({ method: 'POST', className: 'group', body: { name: '心情' } });
    const moods = requests.slice(1);
    expect(moods.map((r) => `${String(r.body.emoji)} ${String(r.body.name)}`)).toEqual([
      '😀 开心',
      '😌 平静',
      '🥰 幸福',
      '🤩 兴奋',
      '😴 疲惫',
      '😢 难过',
      '😠 生气',
    ]);
    expect(moods.every((r) => r.className === 'status' && (r.body.group as { objectId: string }).objectId === requests[0]!.objectId)).toBe(true);
    expect(await signIn(false)).toHaveLength(0);
  });

  it('shows "Invalid SMS verification code" for code 603 and goes back to idle', async () => {
    const { store, platform } = await fakeStore({
      signedIn: false,
      answers: { loginByMobilePhone: () => new FakeResponse(400, { code: 603, error: 'wrong code' }) },
    });
    store.dispatch(agreementToggled());
    store.dispatch(phoneTyped('13800138000'));
    store.dispatch(codeTyped('123456'));
    expect(await store.dispatch(submitSignIn())).toBe(false);
    expect(platform.toasts.at(-1)!.message.key).toBe('login.invalidCode');
    expect(store.getState().signIn.submitting).toBe(false);
  });
});
