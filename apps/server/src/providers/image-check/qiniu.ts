import { createHmac } from 'node:crypto';
import { CENSOR_SUGGESTIONS, CENSOR_UNAVAILABLE_RESULT, type CensorResult } from '@diary/core';
import { z } from 'zod';
import { VENDOR_TIMEOUT_MS } from '../vendor-http';
import type { ImageChecker } from './image-check';

const suggestion = z.enum(CENSOR_SUGGESTIONS);
const answerSchema = z.object({
  code: z.number(),
  result: z
    .object({
      suggestion,
      scenes: z.record(z.string(), z.object({ suggestion })).optional(),
    })
    .optional(),
});

const SCENES = ['pulp', 'terror', 'politician'] as const;

/**
 * Qiniu's "Qiniu" request signature: HMAC-SHA1 of method, path, host, content type and body
 * with the secret key, sent as `Qiniu {accessKey}:{signature}` (Qiniu's authorization v2).
 */
export function qiniuAuthorization(options: { accessKey: string; secretKey: string }, url: URL, body: string): string {
  const signed = `POST ${url.pathname}${url.search}\nHost: ${url.host}\nContent-Type: application/json\n\n${body}`;
  const signature = createHmac('sha1', options.secretKey).update(signed).digest('base64url');
  return `Qiniu ${options.accessKey}:${signature}`;
}

/**
 * Qiniu's image censor (`POST /v3/image/censor`), given the picture inline as a data URI so the
 * vendor never needs to reach this server's media. Any answer but code 200 — or no answer — is
 * "review" with unknown scenes (seed 2 §8): the photo is neither passed nor blocked blindly.
 */
export function qiniuImageChecker(options: { baseUrl: string; accessKey: string; secretKey: string }): ImageChecker {
  return {
    name: 'qiniu',
    async check(image): Promise<CensorResult> {
      const url = new URL('/v3/image/censor', options.baseUrl);
      const body = JSON.stringify({ data: { uri: `data:application/octet-stream;base64,${image.toString('base64')}` }, params: { scenes: SCENES } });
      let answer: z.infer<typeof answerSchema> | undefined;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: qiniuAuthorization(options, url, body) },
          body,
          signal: AbortSignal.timeout(VENDOR_TIMEOUT_MS),
        });
        const parsed = answerSchema.safeParse(await response.json().catch(() => undefined));
        answer = response.ok && parsed.success ? parsed.data : undefined;
      } catch {
        answer = undefined;
      }
      if (!answer || answer.code !== 200 || !answer.result) return CENSOR_UNAVAILABLE_RESULT;
      const scenes: CensorResult['scenes'] = {};
      for (const scene of SCENES) {
        const found = answer.result.scenes?.[scene];
        if (found) scenes[scene] = { suggestion: found.suggestion };
      }
      return { suggestion: answer.result.suggestion, scenes };
    },
  };
}
