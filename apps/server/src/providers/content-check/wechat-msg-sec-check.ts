import type { Clock } from '@diary/core';
import { z } from 'zod';
import { fetchJson, ServiceUnavailable, VENDOR_TIMEOUT_MS } from '../vendor-http';
import type { TextChecker } from './text-check';

const tokenSchema = z.object({ access_token: z.string().optional(), expires_in: z.number().optional(), errcode: z.number().optional() });
const checkSchema = z.object({ errcode: z.number(), errmsg: z.string().optional() });
/** WeChat's "access token expired or invalid" codes: fetch a new one and try once more. */
const STALE_TOKEN_CODES = new Set([40001, 42001, 40014]);

/**
 * WeChat's text security check (`/wxa/msg_sec_check`) with the server's own access token
 * (`/cgi-bin/token`, client credentials), kept until five minutes before it expires. The token
 * never leaves the server.
 */
export function wechatTextChecker(options: { baseUrl: string; appId: string; appSecret: string; clock: Clock }): TextChecker {
  let token: { value: string; until: number } | undefined;

  async function accessToken(): Promise<string> {
    const now = options.clock.now().getTime();
    if (token && token.until > now) return token.value;
    const url = new URL('/cgi-bin/token', options.baseUrl);
    url.searchParams.set('grant_type', 'client_credential');
    url.searchParams.set('appid', options.appId);
    url.searchParams.set('secret', options.appSecret);
    const answer = tokenSchema.safeParse(await fetchJson(url, 'WeChat'));
    if (!answer.success || !answer.data.access_token) throw new ServiceUnavailable('WeChat gave no access token');
    token = { value: answer.data.access_token, until: now + ((answer.data.expires_in ?? 7200) - 300) * 1000 };
    return token.value;
  }

  async function post(content: string): Promise<z.infer<typeof checkSchema>> {
    const url = new URL('/wxa/msg_sec_check', options.baseUrl);
    url.searchParams.set('access_token', await accessToken());
    let response: Response;
    try {
      response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content }), signal: AbortSignal.timeout(VENDOR_TIMEOUT_MS) });
    } catch (error) {
      throw new ServiceUnavailable(`WeChat could not be reached (${(error as Error).name})`);
    }
    const answer = checkSchema.safeParse(response.ok ? await response.json().catch(() => undefined) : undefined);
    if (!answer.success) throw new ServiceUnavailable(`WeChat answered ${response.status}`);
    return answer.data;
  }

  return {
    name: 'wechat',
    async check(content) {
      let answer = await post(content);
      if (STALE_TOKEN_CODES.has(answer.errcode)) {
        token = undefined;
        answer = await post(content);
      }
      return { errcode: answer.errcode, errmsg: answer.errmsg ?? '' };
    },
  };
}
