import type { Clock } from '@diary/core';
import { z } from 'zod';
import { fetchJson, ServiceUnavailable } from '../vendor-http';

const tokenSchema = z.object({ access_token: z.string().optional(), expires_in: z.number().optional(), errcode: z.number().optional() });
/** WeChat's "access token expired or invalid" codes: fetch a new one and try once more. */
export const STALE_TOKEN_CODES = new Set([40001, 42001, 40014]);

export interface WechatApp {
  baseUrl: string;
  appId: string;
  appSecret: string;
}

/**
 * The app's own access token (`/cgi-bin/token`, client credentials), kept until five minutes
 * before it expires. It never leaves the server. `forget` drops it when WeChat calls it stale.
 */
export function appAccessToken(app: WechatApp, clock: Clock): { get(): Promise<string>; forget(): void } {
  let token: { value: string; until: number } | undefined;
  return {
    async get() {
      const now = clock.now().getTime();
      if (token && token.until > now) return token.value;
      const url = new URL('/cgi-bin/token', app.baseUrl);
      url.searchParams.set('grant_type', 'client_credential');
      url.searchParams.set('appid', app.appId);
      url.searchParams.set('secret', app.appSecret);
      const answer = tokenSchema.safeParse(await fetchJson(url, 'WeChat'));
      if (!answer.success || !answer.data.access_token) throw new ServiceUnavailable('WeChat gave no access token');
      token = { value: answer.data.access_token, until: now + ((answer.data.expires_in ?? 7200) - 300) * 1000 };
      return token.value;
    },
    forget() {
      token = undefined;
    },
  };
}
