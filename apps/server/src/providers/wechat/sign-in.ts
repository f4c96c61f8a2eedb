import type { Clock } from '@diary/core';
import { z } from 'zod';
import { fail } from '../../errors/api-failure';
import { fetchJson, ServiceUnavailable, VENDOR_TIMEOUT_MS } from '../vendor-http';
import { appAccessToken, STALE_TOKEN_CODES, type WechatApp } from './access-token';

export interface WechatIdentity {
  openid: string;
  unionid: string;
}

/** Codes WeChat gives a code that is wrong, used or expired: the user's attempt, not WeChat, failed. */
const BAD_CODE = new Set([40029, 40163, 40226, 41008, 40003]);

const answerSchema = z.object({ errcode: z.number().optional(), errmsg: z.string().optional() }).passthrough();

async function wechatJson(url: URL): Promise<Record<string, unknown>> {
  const answer = answerSchema.safeParse(await fetchJson(url, 'WeChat'));
  if (!answer.success) throw new ServiceUnavailable('WeChat answered something unexpected');
  const { errcode } = answer.data;
  if (errcode && BAD_CODE.has(errcode)) fail('forbidden', 'The WeChat code is wrong, used or expired; try signing in again');
  if (errcode) throw new ServiceUnavailable(`WeChat answered errcode ${errcode}`);
  return answer.data;
}

/** An identity needs the unionid: it is what one person shares across the mini program, the web and the official account. */
function identityOf(answer: Record<string, unknown>): WechatIdentity {
  const { openid, unionid } = answer;
  if (typeof openid !== 'string' || !openid) throw new ServiceUnavailable('WeChat gave no openid');
  if (typeof unionid !== 'string' || !unionid) throw new ServiceUnavailable('WeChat gave no unionid: the app must be linked to a WeChat Open Platform account');
  return { openid, unionid };
}

/** Mini program sign-in (`/sns/jscode2session`) and the phone number the user agreed to share. */
export function miniProgramSignIn(app: WechatApp, clock: Clock) {
  const token = appAccessToken(app, clock);
  return {
    async identity(code: string): Promise<WechatIdentity> {
      const url = new URL('/sns/jscode2session', app.baseUrl);
      url.search = new URLSearchParams({ appid: app.appId, secret: app.appSecret, js_code: code, grant_type: 'authorization_code' }).toString();
      return identityOf(await wechatJson(url));
    },
    /** `/wxa/business/getuserphonenumber` for getPhoneNumber's code: the number without country code. */
    async phoneNumber(code: string): Promise<{ phone: string; countryCode: string }> {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const url = new URL('/wxa/business/getuserphonenumber', app.baseUrl);
        url.searchParams.set('access_token', await token.get());
        let answer: Record<string, unknown>;
        try {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ code }),
            signal: AbortSignal.timeout(VENDOR_TIMEOUT_MS),
          });
          answer = response.ok ? ((await response.json()) as Record<string, unknown>) : {};
        } catch (error) {
          throw new ServiceUnavailable(`WeChat could not be reached (${(error as Error).name})`);
        }
        const errcode = Number(answer.errcode ?? 0);
        if (STALE_TOKEN_CODES.has(errcode)) {
          token.forget();
          continue;
        }
        if (BAD_CODE.has(errcode)) fail('forbidden', 'The WeChat code is wrong, used or expired');
        const info = answer.phone_info as { purePhoneNumber?: unknown; countryCode?: unknown } | undefined;
        if (errcode || typeof info?.purePhoneNumber !== 'string') throw new ServiceUnavailable(`WeChat gave no phone number (errcode ${errcode})`);
        return { phone: info.purePhoneNumber, countryCode: String(info.countryCode ?? '') };
      }
      throw new ServiceUnavailable('WeChat kept refusing the access token');
    },
  };
}

/**
 * OAuth sign-in of a website app (QR login) or an official account: the code becomes a user
 * access token (`/sns/oauth2/access_token`); when that answer has no unionid, `/sns/userinfo` gives it.
 */
export function oauthSignIn(app: WechatApp) {
  async function accessToken(code: string): Promise<{ access_token: string; openid: string; unionid?: string }> {
    const url = new URL('/sns/oauth2/access_token', app.baseUrl);
    url.search = new URLSearchParams({ appid: app.appId, secret: app.appSecret, code, grant_type: 'authorization_code' }).toString();
    const answer = await wechatJson(url);
    if (typeof answer.access_token !== 'string' || typeof answer.openid !== 'string') throw new ServiceUnavailable('WeChat gave no access token');
    return { access_token: answer.access_token, openid: answer.openid, unionid: typeof answer.unionid === 'string' ? answer.unionid : undefined };
  }
  async function identity(userAccessToken: string, openid: string): Promise<WechatIdentity> {
    const url = new URL('/sns/userinfo', app.baseUrl);
    url.search = new URLSearchParams({ access_token: userAccessToken, openid }).toString();
    return identityOf(await wechatJson(url));
  }
  return {
    appId: app.appId,
    accessToken,
    identity,
    async identityForCode(code: string): Promise<WechatIdentity> {
      const token = await accessToken(code);
      return token.unionid ? { openid: token.openid, unionid: token.unionid } : identity(token.access_token, token.openid);
    },
  };
}

export type MiniProgramSignIn = ReturnType<typeof miniProgramSignIn>;
export type OauthSignIn = ReturnType<typeof oauthSignIn>;

/** Whichever WeChat apps this server is configured with. */
export interface WechatSignIn {
  miniProgram?: MiniProgramSignIn;
  web?: OauthSignIn;
  officialAccount?: OauthSignIn;
}
