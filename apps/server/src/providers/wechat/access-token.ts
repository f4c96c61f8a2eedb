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
 * The app's own access token, kept until five minutes before it expires; it never leaves the server. It is
 * WeChat's stable token (`/cgi-bin/stable_token`): every worker process and instance asking for it gets the
 * same one while it lasts. `/cgi-bin/token` would hand each asker a new token and end the one before, so
 * several processes would keep ending each other's. `forget` drops it when WeChat calls it stale; it is then
 * asked for again, never forced anew (that would end the other processes' copy).
 */
export function appAccessToken(app: WechatApp, clock: Clock): { get(): Promise<string>; forget(): void } {
  let token: { value: string; until: number } | undefined;
  return {
    async get() {
      const now = clock.now().getTime();
      if (token && token.until > now) return token.value;
      const url = new URL('/cgi-bin/stable_token', app.baseUrl);
      const answer = tokenSchema.safeParse(
        await fetchJson(url, 'WeChat', { grant_type: 'client_credential', appid: app.appId, secret: app.appSecret, force_refresh: false }),
      );
      if (!answer.success || !answer.data.access_token) throw new ServiceUnavailable('WeChat gave no access token');
      token = { value: answer.data.access_token, until: now + ((answer.data.expires_in ?? 7200) - 300) * 1000 };
      return token.value;
    },
    forget() {
      token = undefined;
    },
  };
}
