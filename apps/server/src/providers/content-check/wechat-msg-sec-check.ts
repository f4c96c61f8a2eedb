import type { Clock } from '@diary/core';
import { z } from 'zod';
import { ServiceUnavailable, VENDOR_TIMEOUT_MS } from '../vendor-http';
import { appAccessToken, STALE_TOKEN_CODES } from '../wechat/access-token';
import type { TextChecker } from './text-check';

const checkSchema = z.object({ errcode: z.number(), errmsg: z.string().optional() });

/**
 * WeChat's text security check (`/wxa/msg_sec_check`) with the app's own access token.
 */
export function wechatTextChecker(options: { baseUrl: string; appId: string; appSecret: string; clock: Clock }): TextChecker {
  const token = appAccessToken(options, options.clock);

  async function post(content: string): Promise<z.infer<typeof checkSchema>> {
    const url = new URL('/wxa/msg_sec_check', options.baseUrl);
    url.searchParams.set('access_token', await token.get());
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content }),
        signal: AbortSignal.timeout(VENDOR_TIMEOUT_MS),
      });
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
        token.forget();
        answer = await post(content);
      }
      return { errcode: answer.errcode, errmsg: answer.errmsg ?? '' };
    },
  };
}
