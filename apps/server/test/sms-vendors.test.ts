import { API_ERRORS } from '@diary/core';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aliyunSmsProvider } from '../src/providers/sms/aliyun';
import { ServiceUnavailable } from '../src/providers/vendor-http';
import { fakeAlibabaCloud, fakeTencentCloud, type AlibabaCall, type TencentCall } from './support/sms-vendors';
import { newPhone, startTestServer, withServer, type TestServer } from './support/server';
import { fakeVendor, withVendor } from './support/vendors';

const codeOf = (name: keyof typeof API_ERRORS) => API_ERRORS[name].code;

const storedCodes = (server: TestServer, phone: string) => server.database.db.selectFrom('smsCodes').selectAll().where('phone', '=', phone).execute();

async function signIn(server: TestServer, phone: string, lastCode: () => string) {
  expect((await server.call('requestSmsCode', { mobilePhoneNumber: phone })).status).toBe(200);
  const login = await server.call<{ sessionToken: string }>('loginByMobilePhone', { mobilePhoneNumber: phone, smsCode: lastCode(), agreement: true });
  expect(login.status).toBe(200);
  server.clock.advance(61_000);
  return login.body.sessionToken;
}

/** An address where nothing listens: a fake started and stopped again. */
async function closedAddress(): Promise<string> {
  const vendor = await fakeVendor(() => ({ status: 200, body: {} }));
  await vendor.close();
  return vendor.url;
}

describe('sign-in codes through Tencent Cloud SMS', () => {
  const KEY = { DIARY_SMS_SECRET_ID: 'AKIDdiarytest00000000000000000000', DIARY_SMS_SECRET_KEY: 'diary-test-tencent-secret-key-0' };
  const sentOk = (call: TencentCall) => ({
    SendStatusSet: (call.payload.PhoneNumberSet as string[]).map((PhoneNumber) => ({
      SerialNo: '5000:104571066915705365784949619',
      PhoneNumber,
      Fee: 1,
      SessionContext: '',
      Code: 'Ok',
      Message: 'send success',
      IsoCode: 'CN',
    })),
  });
  const refusedFor = (Code: string, Message: string) => (call: TencentCall) => ({
    SendStatusSet: sentOk(call).SendStatusSet.map((status) => ({ ...status, Fee: 0, Code, Message })),
  });
  let textAnswer: (call: TencentCall) => Record<string, unknown> = sentOk;
  let sms: Awaited<ReturnType<typeof fakeTencentCloud>>;
  let vms: Awaited<ReturnType<typeof fakeTencentCloud>>;
  let server: TestServer;
  const env = (smsUrl: string, vmsUrl?: string): Record<string, string> => ({
    ...KEY,
    DIARY_SMS: 'tencent',
    DIARY_SMS_SIGN_NAME: '日记本',
    DIARY_SMS_TEMPLATE_LOGIN: '1100001',
    DIARY_SMS_TEMPLATE_CHANGE_PHONE: '1100002',
    DIARY_TENCENT_SMS_APP_ID: '1400000001',
    DIARY_TENCENT_SMS_URL: smsUrl,
    ...(vmsUrl ? { DIARY_TENCENT_VMS_APP_ID: '1400000002', DIARY_TENCENT_VMS_URL: vmsUrl } : {}),
  });
  const lastTextCode = () => sms.tencentCalls.at(-1)!.payload.TemplateParamSet[0] as string;

  beforeAll(async () => {
    const secrets = { secretId: KEY.DIARY_SMS_SECRET_ID, secretKey: KEY.DIARY_SMS_SECRET_KEY };
    sms = await fakeTencentCloud({ service: 'sms', ...secrets, answer: (call) => textAnswer(call) });
    vms = await fakeTencentCloud({
      service: 'vms',
      ...secrets,
      answer: () => ({ SendStatus: { CallId: '12582bce-403c-11eb-96b8-525400476c37', SessionContext: '' } }),
    });
    server = await startTestServer({ env: env(sms.url, vms.url) });
  });
  afterAll(async () => {
    await server.close();
    await sms.close();
    await vms.close();
  });

  it('sends a text code with SendSms to the +86 number, from the sign-in template, and that code signs in', async () => {
    const phone = newPhone();
    expect((await server.call('requestSmsCode', { mobilePhoneNumber: phone })).status).toBe(200);
    const call = sms.tencentCalls.at(-1)!;
    expect(call.action).toBe('SendSms');
    expect(call.headers['x-tc-version']).toBe('2021-01-11');
    expect(call.headers['x-tc-region']).toBe('ap-guangzhou');
    expect(call.payload).toEqual({
      PhoneNumberSet: [`+86${phone}`],
      SmsSdkAppId: '1400000001',
      SignName: '日记本',
      TemplateId: '1100001',
      TemplateParamSet: [expect.stringMatching(/^\d{6}$/)],
    });
    const login = await server.call('loginByMobilePhone', { mobilePhoneNumber: phone, smsCode: lastTextCode(), agreement: true });
    expect(login.status).toBe(200);
  });

  it('sends a new phone number its code from the phone-change template', async () => {
    const token = await signIn(server, newPhone(), lastTextCode);
    const next = newPhone();
    expect((await server.call('requestChangePhoneNumber', { mobilePhoneNumber: next }, token)).status).toBe(200);
    expect(sms.tencentCalls.at(-1)!.payload).toMatchObject({ PhoneNumberSet: [`+86${next}`], TemplateId: '1100002' });
  });

  it('reads a voice code out with SendCodeVoice, and that code is valid', async () => {
    const phone = newPhone();
    const texts = sms.tencentCalls.length;
    expect((await server.call('requestSmsCode', { mobilePhoneNumber: phone, smsType: 'voice' })).status).toBe(200);
    expect(sms.tencentCalls.length).toBe(texts);
    const call = vms.tencentCalls.at(-1)!;
    expect(call.action).toBe('SendCodeVoice');
    expect(call.headers['x-tc-version']).toBe('2020-09-02');
    expect(call.payload).toEqual({ CodeMessage: expect.stringMatching(/^\d{6}$/), CalledNumber: `+86${phone}`, VoiceSdkAppid: '1400000002', PlayTimes: 2 });
    expect((await server.call('verifySmsCode', { mobilePhoneNumber: phone, smsCode: call.payload.CodeMessage })).body).toEqual({ valid: true });
  });

  it("answers 429 when the vendor's limit for the number is reached, and keeps no code: asking again at once is not refused by the 60 s interval", async () => {
    const phone = newPhone();
    textAnswer = refusedFor('LimitExceeded.PhoneNumberThirtySecondLimit', 'the number has had a message in the last 30 seconds');
    try {
      const refused = await server.call('requestSmsCode', { mobilePhoneNumber: phone });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe(codeOf('smsTooFrequent'));
      expect(await storedCodes(server, phone)).toHaveLength(0);
      expect((await server.call('verifySmsCode', { mobilePhoneNumber: phone, smsCode: lastTextCode() })).body).toEqual({ valid: false });
    } finally {
      textAnswer = sentOk;
    }
    expect((await server.call('requestSmsCode', { mobilePhoneNumber: phone })).status).toBe(200);
    expect(await storedCodes(server, phone)).toHaveLength(1);
  });

  it('answers 400 invalidPhone for a number the vendor cannot send to', async () => {
    const phone = '23800000000';
    textAnswer = refusedFor('InvalidParameterValue.IncorrectPhoneNumber', 'incorrect phone number');
    try {
      const refused = await server.call('requestSmsCode', { mobilePhoneNumber: phone });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe(codeOf('invalidPhone'));
      expect(await storedCodes(server, phone)).toHaveLength(0);
    } finally {
      textAnswer = sentOk;
    }
  });

  it('answers 503 when the SMS package has run out, and keeps no code', async () => {
    const phone = newPhone();
    textAnswer = () => ({ Error: { Code: 'FailedOperation.InsufficientBalanceInSmsPackage', Message: 'insufficient balance in SMS package' } });
    try {
      const refused = await server.call('requestSmsCode', { mobilePhoneNumber: phone });
      expect(refused.status).toBe(503);
      expect(refused.body.code).toBe(codeOf('serviceUnavailable'));
      expect(await storedCodes(server, phone)).toHaveLength(0);
    } finally {
      textAnswer = sentOk;
    }
  });

  it('answers 503 with a wrong secret key: the vendor refuses the signature (AuthFailure.SignatureFailure)', async () => {
    const before = sms.tencentCalls.length;
    await withServer({ env: { ...env(sms.url), DIARY_SMS_SECRET_KEY: 'not-the-secret-key-of-this-id' } }, async (wrong) => {
      const phone = newPhone();
      const refused = await wrong.call('requestSmsCode', { mobilePhoneNumber: phone });
      expect(refused.status).toBe(503);
      expect(await storedCodes(wrong, phone)).toHaveLength(0);
    });
    expect(sms.tencentCalls.length).toBe(before);
  });

  it('answers 503 when the vendor cannot be reached or answers something that is not JSON', async () => {
    await withServer({ env: env(await closedAddress()) }, async (down) => {
      expect((await down.call('requestSmsCode', { mobilePhoneNumber: newPhone() })).status).toBe(503);
    });
    await withVendor(
      () => ({ status: 502, text: '<html><body>502 Bad Gateway</body></html>' }),
      (gateway) =>
        withServer({ env: env(gateway.url) }, async (broken) => {
          expect((await broken.call('requestSmsCode', { mobilePhoneNumber: newPhone() })).status).toBe(503);
        }),
    );
  });

  it('sends a voice request as a text message when no voice app is configured, and tells the clients not to offer one', async () => {
    expect((await server.call('getFeatures')).body.smsVoice).toBe(true);
    await withServer({ env: env(sms.url) }, async (textOnly) => {
      expect((await textOnly.call('getFeatures')).body.smsVoice).toBe(false);
      const phone = newPhone();
      expect((await textOnly.call('requestSmsCode', { mobilePhoneNumber: phone, smsType: 'voice' })).status).toBe(200);
      expect(sms.tencentCalls.at(-1)!).toMatchObject({ action: 'SendSms', payload: { PhoneNumberSet: [`+86${phone}`] } });
    });
  });
});

describe('sign-in codes through Alibaba Cloud SMS', () => {
  const KEY = { DIARY_SMS_SECRET_ID: 'LTAIdiarytest0000000000', DIARY_SMS_SECRET_KEY: 'diary-test-alibaba-access-key-secret' };
  const sentOk = () => ({ BizId: '900619746936498440^0' });
  let textAnswer: (call: AlibabaCall) => Record<string, unknown> = sentOk;
  let dysms: Awaited<ReturnType<typeof fakeAlibabaCloud>>;
  let dyvms: Awaited<ReturnType<typeof fakeAlibabaCloud>>;
  let server: TestServer;
  const env = (smsUrl: string, vmsUrl?: string): Record<string, string> => ({
    ...KEY,
    DIARY_SMS: 'aliyun',
    DIARY_SMS_SIGN_NAME: '日记本',
    DIARY_SMS_TEMPLATE_LOGIN: 'SMS_100001',
    DIARY_ALIYUN_SMS_URL: smsUrl,
    ...(vmsUrl ? { DIARY_ALIYUN_VOICE_TEMPLATE: 'TTS_100003', DIARY_ALIYUN_VOICE_SHOW_NUMBER: '057112345678', DIARY_ALIYUN_VMS_URL: vmsUrl } : {}),
  });
  const codeIn = (call: AlibabaCall) => (JSON.parse(call.params.TemplateParam ?? call.params.TtsParam!) as { code: string }).code;
  const lastTextCode = () => codeIn(dysms.alibabaCalls.at(-1)!);

  beforeAll(async () => {
    const secrets = { accessKeyId: KEY.DIARY_SMS_SECRET_ID, accessKeySecret: KEY.DIARY_SMS_SECRET_KEY };
    dysms = await fakeAlibabaCloud({ ...secrets, answer: (call) => textAnswer(call) });
    dyvms = await fakeAlibabaCloud({ ...secrets, answer: () => ({ CallId: '116012354148^10281378' }) });
    server = await startTestServer({ env: env(dysms.url, dyvms.url) });
  });
  afterAll(async () => {
    await server.close();
    await dysms.close();
    await dyvms.close();
  });

  it('sends a text code with SendSms to the 11-digit number, and that code signs in', async () => {
    const phone = newPhone();
    expect((await server.call('requestSmsCode', { mobilePhoneNumber: phone })).status).toBe(200);
    const { action, params } = dysms.alibabaCalls.at(-1)!;
    expect(action).toBe('SendSms');
    expect(params).toMatchObject({ Version: '2017-05-25', RegionId: 'cn-hangzhou', PhoneNumbers: phone, SignName: '日记本', TemplateCode: 'SMS_100001' });
    expect(lastTextCode()).toMatch(/^\d{6}$/);
    expect((await server.call('loginByMobilePhone', { mobilePhoneNumber: phone, smsCode: lastTextCode(), agreement: true })).status).toBe(200);
  });

  it('sends a phone change from the sign-in template when no other is set', async () => {
    const token = await signIn(server, newPhone(), lastTextCode);
    const next = newPhone();
    expect((await server.call('requestChangePhoneNumber', { mobilePhoneNumber: next }, token)).status).toBe(200);
    expect(dysms.alibabaCalls.at(-1)!.params).toMatchObject({ PhoneNumbers: next, TemplateCode: 'SMS_100001' });
  });

  it('reads a voice code out with SingleCallByTts from the shown number, and that code is valid', async () => {
    const phone = newPhone();
    const texts = dysms.alibabaCalls.length;
    expect((await server.call('requestSmsCode', { mobilePhoneNumber: phone, smsType: 'voice' })).status).toBe(200);
    expect(dysms.alibabaCalls.length).toBe(texts);
    const call = dyvms.alibabaCalls.at(-1)!;
    expect(call.action).toBe('SingleCallByTts');
    expect(call.params).toMatchObject({ Version: '2017-05-25', CalledNumber: phone, CalledShowNumber: '057112345678', TtsCode: 'TTS_100003' });
    expect((await server.call('verifySmsCode', { mobilePhoneNumber: phone, smsCode: codeIn(call) })).body).toEqual({ valid: true });
  });

  it("answers 429 on the vendor's flow control for the number, and keeps no code: asking again at once is not refused by the 60 s interval", async () => {
    const phone = newPhone();
    textAnswer = () => ({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发小时级流控Permits:5' });
    try {
      const refused = await server.call('requestSmsCode', { mobilePhoneNumber: phone });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe(codeOf('smsTooFrequent'));
      expect(await storedCodes(server, phone)).toHaveLength(0);
      expect((await server.call('verifySmsCode', { mobilePhoneNumber: phone, smsCode: lastTextCode() })).body).toEqual({ valid: false });
    } finally {
      textAnswer = sentOk;
    }
    expect((await server.call('requestSmsCode', { mobilePhoneNumber: phone })).status).toBe(200);
  });

  it('answers 400 invalidPhone for a number the vendor calls illegal', async () => {
    const phone = '23800000001';
    textAnswer = () => ({ Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号' });
    try {
      const refused = await server.call('requestSmsCode', { mobilePhoneNumber: phone });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe(codeOf('invalidPhone'));
      expect(await storedCodes(server, phone)).toHaveLength(0);
    } finally {
      textAnswer = sentOk;
    }
  });

  it('answers 503 when the account is out of money, and keeps no code', async () => {
    const phone = newPhone();
    textAnswer = () => ({ Code: 'isv.AMOUNT_NOT_ENOUGH', Message: '账户余额不足' });
    try {
      const refused = await server.call('requestSmsCode', { mobilePhoneNumber: phone });
      expect(refused.status).toBe(503);
      expect(refused.body.code).toBe(codeOf('serviceUnavailable'));
      expect(await storedCodes(server, phone)).toHaveLength(0);
    } finally {
      textAnswer = sentOk;
    }
  });

  it('answers 503 with a wrong secret (SignatureDoesNotMatch) or an unknown key id (InvalidAccessKeyId.NotFound)', async () => {
    const before = dysms.alibabaCalls.length;
    const wrongKeys: Record<string, string>[] = [{ DIARY_SMS_SECRET_KEY: 'not-the-secret-of-this-key-id' }, { DIARY_SMS_SECRET_ID: 'LTAIsomebodyelse000000' }];
    for (const wrongKey of wrongKeys) {
      await withServer({ env: { ...env(dysms.url), ...wrongKey } }, async (wrong) => {
        const phone = newPhone();
        expect((await wrong.call('requestSmsCode', { mobilePhoneNumber: phone })).status).toBe(503);
        expect(await storedCodes(wrong, phone)).toHaveLength(0);
      });
    }
    expect(dysms.alibabaCalls.length).toBe(before);
  });

  it('sends a voice request as a text message when no voice template is configured', async () => {
    await withServer({ env: env(dysms.url) }, async (textOnly) => {
      const phone = newPhone();
      expect((await textOnly.call('requestSmsCode', { mobilePhoneNumber: phone, smsType: 'voice' })).status).toBe(200);
      expect(dysms.alibabaCalls.at(-1)!).toMatchObject({ action: 'SendSms', params: { PhoneNumbers: phone } });
    });
  });

  it("logs an account problem at error level with the vendor's code, and never the code being sent", async () => {
    const logged: unknown[][] = [];
    const log = { error: (...line: unknown[]) => logged.push(line) } as unknown as FastifyBaseLogger;
    const provider = aliyunSmsProvider(
      {
        key: { accessKeyId: KEY.DIARY_SMS_SECRET_ID, accessKeySecret: 'not-the-secret-of-this-key-id' },
        region: 'cn-hangzhou',
        smsUrl: dysms.url,
        signName: '日记本',
        templates: { login: 'SMS_100001', changePhone: 'SMS_100001' },
        voice: undefined,
      },
      log,
    );
    const code = '482915';
    await expect(provider.send({ phone: newPhone(), code, channel: 'text', purpose: 'login' })).rejects.toBeInstanceOf(ServiceUnavailable);
    expect(logged).toHaveLength(1);
    const line = JSON.stringify(logged[0]);
    expect(line).toContain('SignatureDoesNotMatch');
    // The vendor's message quoted the request, code and all.
    expect(line).toContain('server string to sign');
    expect(line).not.toContain(code);
  });
});
