import { REQUESTS, TEXT_CHECK_SENSITIVE_ERRCODE } from '@diary/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeVendor } from './support/vendors';
import { startTestServer, type SignedIn, type TestServer, withServer } from './support/server';

const check = async (server: TestServer, token: string, content: string) =>
  (await server.call<{ errcode: number; errmsg: string }>('msg_sec_check', { content }, token)).body;

describe('text check, off', () => {
  it('passes everything and says it is off', async () => {
    await withServer({}, async (server) => {
      const me = await server.signUp();
      const answer = await server.call('msg_sec_check', { content: 'anything at all' }, me.token);
      expect(answer.status).toBe(200);
      expect(REQUESTS.msg_sec_check!.response.safeParse(answer.body).success).toBe(true);
      expect(answer.body).toEqual({ errcode: 0, errmsg: 'ok' });
      expect((await server.call('getFeatures')).body.contentCheck).toBe(false);
    });
  });
});

describe('text check with a word list', () => {
  let server: TestServer;
  let me: SignedIn;
  beforeAll(async () => {
    server = await startTestServer({ env: { DIARY_CONTENT_CHECK: 'keywords', DIARY_BLOCKED_WORDS: '赌博, Casino ,' } });
    me = await server.signUp();
  });
  afterAll(() => server.close());

  it('answers 87014 for a listed word in any case, 0 otherwise, and passes empty text', async () => {
    expect((await check(server, me.token, '今天去了 the CASINO')).errcode).toBe(TEXT_CHECK_SENSITIVE_ERRCODE);
    expect((await check(server, me.token, '有人在网上赌博')).errcode).toBe(TEXT_CHECK_SENSITIVE_ERRCODE);
    expect(await check(server, me.token, '今天去了西湖')).toEqual({ errcode: 0, errmsg: 'ok' });
    expect((await check(server, me.token, '  \n ')).errcode).toBe(0);
    expect((await server.call('getFeatures')).body.contentCheck).toBe(true);
  });

  it('never checks the exempt account', async () => {
    await server.restart({ DIARY_CONTENT_CHECK_EXEMPT_USER: me.userId });
    expect((await check(server, me.token, 'casino')).errcode).toBe(0);
    const other = await server.signUp();
    expect((await check(server, other.token, 'casino')).errcode).toBe(TEXT_CHECK_SENSITIVE_ERRCODE);
  });
});

describe("text check through WeChat's msg_sec_check", () => {
  let vendor: Awaited<ReturnType<typeof fakeVendor>>;
  let server: TestServer;
  let me: SignedIn;
  let tokens = 0;
  let staleOnce = false;
  let down = false;
  beforeAll(async () => {
    vendor = await fakeVendor((url, body) => {
      if (down) return { status: 500, body: {} };
      if (url.pathname === '/cgi-bin/stable_token') {
        const asked = JSON.parse(body) as { appid: string; secret: string; force_refresh: boolean };
        if (asked.appid !== 'wx-app' || asked.secret !== 'wx-secret' || asked.force_refresh !== false) return { status: 200, body: { errcode: 40013 } };
        tokens += 1;
        return { status: 200, body: { access_token: `token-${tokens}`, expires_in: 7200 } };
      }
      if (url.pathname === '/wxa/msg_sec_check') {
        if (url.searchParams.get('access_token') !== `token-${tokens}` || staleOnce) {
          staleOnce = false;
          return { status: 200, body: { errcode: 40001, errmsg: 'invalid credential' } };
        }
        const { content } = JSON.parse(body) as { content: string };
        return { status: 200, body: content.includes('赌博') ? { errcode: 87014, errmsg: 'risky content' } : { errcode: 0, errmsg: 'ok' } };
      }
      return { status: 404, body: {} };
    });
    server = await startTestServer({
      env: { DIARY_CONTENT_CHECK: 'wechat', DIARY_WECHAT_APP_ID: 'wx-app', DIARY_WECHAT_APP_SECRET: 'wx-secret', DIARY_WECHAT_API_URL: vendor.url },
    });
    me = await server.signUp();
  });
  afterAll(async () => {
    await server.close();
    await vendor.close();
  });

  it("answers WeChat's errcode, with one access token for many checks", async () => {
    expect(await check(server, me.token, '有人赌博')).toEqual({ errcode: 87014, errmsg: 'risky content' });
    expect(await check(server, me.token, '今天去了西湖')).toEqual({ errcode: 0, errmsg: 'ok' });
    expect(tokens).toBe(1);
  });

  it('fetches a new token when WeChat says the old one is invalid, and tries once more', async () => {
    staleOnce = true;
    expect((await check(server, me.token, '有人赌博')).errcode).toBe(87014);
    expect(tokens).toBe(2);
  });

  it('lets the text pass unchecked when WeChat cannot answer', async () => {
    down = true;
    expect(await check(server, me.token, '有人赌博')).toEqual({ errcode: 0, errmsg: 'unchecked' });
    down = false;
  });
});
