import type { Clock } from '@diary/core';
import { z } from 'zod';
import type { WechatPayConfig } from '../../../payment-config';
import { ServiceUnavailable, VENDOR_TIMEOUT_MS } from '../../vendor-http';
import { authorization, checkSignature, signedHeaders } from './signature';

/**
 * WeChat Pay's error answer: `{ code, message }` with a 4xx or 5xx status. Where no caller handles it (a
 * refused order, a closing that fails), it is WeChat Pay that could not do it: 503, like any vendor.
 */
export class WechatPayRefusal extends ServiceUnavailable {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`WeChat Pay answered ${status} ${code}: ${message}`);
  }
}

const refusalSchema = z.object({ code: z.string(), message: z.string().optional() });

/**
 * One signed call to WeChat Pay API v3, its answer checked: a 2xx answer whose signature is not WeChat
 * Pay's is not believed (anyone between could have written it). Answers the parsed JSON body, or
 * undefined for 204; throws WechatPayRefusal for WeChat Pay's own 4xx/5xx, ServiceUnavailable otherwise.
 */
export function wechatPayClient(config: WechatPayConfig, clock: Clock) {
  const wechat = { publicKey: config.wechatPublicKey, publicKeyId: config.wechatPublicKeyId };
  return async function call(method: 'GET' | 'POST', pathAndQuery: string, payload?: object): Promise<unknown> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    let response: Response;
    let text: string;
    try {
      response = await fetch(new URL(pathAndQuery, config.baseUrl), {
        method,
        headers: {
          accept: 'application/json',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          authorization: authorization(config, method, pathAndQuery, body, clock.now()),
        },
        ...(payload === undefined ? {} : { body }),
        signal: AbortSignal.timeout(VENDOR_TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      throw new ServiceUnavailable(`WeChat Pay could not be reached (${(error as Error).name})`);
    }
    if (!response.ok) {
      const refusal = refusalSchema.safeParse(safeJson(text));
      if (refusal.success) throw new WechatPayRefusal(response.status, refusal.data.code, refusal.data.message ?? '');
      throw new ServiceUnavailable(`WeChat Pay answered ${response.status}`);
    }
    const verdict = checkSignature(
      wechat,
      signedHeaders((name) => response.headers.get(name) ?? undefined),
      text,
      clock.now(),
    );
    if (verdict !== 'genuine') throw new ServiceUnavailable(`WeChat Pay's answer did not verify (${verdict})`);
    if (response.status === 204 || text === '') return undefined;
    const parsed = safeJson(text);
    if (parsed === undefined) throw new ServiceUnavailable('WeChat Pay answered something that is not JSON');
    return parsed;
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
