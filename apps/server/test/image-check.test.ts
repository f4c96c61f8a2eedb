import { createHmac } from 'node:crypto';
import { MEDIA_SIZES, mediaUrl } from '@diary/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fixture, newKey, uploadAs } from './support/media';
import { callPath, withVendor } from './support/vendors';
import { withServer, type TestServer } from './support/server';

const ACCESS_KEY = 'qiniu-access-key';
const SECRET_KEY = 'qiniu-secret-key';

async function myPhotoUrl(server: TestServer, token: string): Promise<string> {
  const key = newKey();
  expect((await uploadAs(server, token, fixture('gps_DSCN0010.jpg'), key)).status).toBe(200);
  const { body } = await server.call<{ mediaBase: string }>('media_base', {}, token);
  return mediaUrl(body.mediaBase, key, MEDIA_SIZES.list);
}

describe('the image check, off', () => {
  it('passes every photo of the user’s own, and finds nobody else’s', async () => {
    await withServer({}, async (server) => {
      const me = await server.signUp();
      const url = await myPhotoUrl(server, me.token);
      const answer = await callPath(server, '/qiniu/censor', { imageUrl: url }, me.token);
      expect(answer.body).toEqual({
        suggestion: 'pass',
        scenes: { politician: { suggestion: 'pass' }, pulp: { suggestion: 'pass' }, terror: { suggestion: 'pass' } },
      });
      const other = await server.signUp();
      expect((await callPath(server, '/qiniu/censor', { imageUrl: url }, other.token)).status).toBe(404);
      expect((await callPath(server, '/qiniu/censor', { imageUrl: url })).status).toBe(401);
      expect((await callPath(server, '/qiniu/censor', { imageUrl: 'http://elsewhere.example/x.jpg' }, me.token)).status).toBe(400);
    });
  });
});

describe("the image check through Qiniu's image censor", () => {
  it('checks each image as it is uploaded, sending the picture inline, and keeps the scenes it read', async () => {
    let answer: { status: number; body: unknown } = { status: 200, body: {} };
    const received: Array<{ url: URL; body: Record<string, any> }> = [];
    await withVendor(
      (url, body) => {
        received.push({ url, body: JSON.parse(body) });
        return answer;
      },
      async (vendor) => {
        await withServer(
          { env: { DIARY_IMAGE_CHECK: 'qiniu', DIARY_QINIU_ACCESS_KEY: ACCESS_KEY, DIARY_QINIU_SECRET_KEY: SECRET_KEY, DIARY_QINIU_CENSOR_URL: vendor.url } },
          async (server) => {
            const me = await server.signUp();
            const checkedUpload = async () => {
              const url = await myPhotoUrl(server, me.token);
              return (await callPath(server, '/qiniu/censor', { imageUrl: url }, me.token)).body;
            };

            answer = {
              status: 200,
              body: {
                code: 200,
                message: 'OK',
                result: { suggestion: 'block', scenes: { pulp: { suggestion: 'block' }, terror: { suggestion: 'pass' }, politician: { suggestion: 'pass' } } },
              },
            };
            expect(await checkedUpload()).toEqual({
              suggestion: 'block',
              scenes: { pulp: { suggestion: 'block' }, terror: { suggestion: 'pass' }, politician: { suggestion: 'pass' } },
            });
            // Checked once, at the upload: asking again answers the kept verdict.
            expect(received).toHaveLength(1);
            const sent = received.at(-1)!;
            expect(sent.url.pathname).toBe('/v3/image/censor');
            expect(sent.body.params.scenes.sort()).toEqual(['politician', 'pulp', 'terror']);
            // The picture itself, at most 1280 px, not a URL the vendor would have to fetch.
            const inline = Buffer.from(String(sent.body.data.uri).replace('data:application/octet-stream;base64,', ''), 'base64');
            const { width, height } = await sharp(inline).metadata();
            expect(Math.max(width, height)).toBeLessThanOrEqual(1280);

            // A non-200 answer (in the body or the status) is "review" with unknown scenes.
            answer = { status: 200, body: { code: 400, message: 'bad image' } };
            expect(await checkedUpload()).toEqual({ suggestion: 'review', scenes: {} });
            answer = { status: 500, body: {} };
            expect(await checkedUpload()).toEqual({ suggestion: 'review', scenes: {} });
          },
        );
      },
    );
  });

  it('signs each request with the Qiniu authorization of its method, path, host and body', async () => {
    const verdicts: boolean[] = [];
    await withVendor(
      (url, body, headers) => {
        // The fake checks the signature the way Qiniu does.
        const signed = `POST ${url.pathname}${url.search}\nHost: ${headers.host}\nContent-Type: application/json\n\n${body}`;
        const genuine = headers.authorization === `Qiniu ${ACCESS_KEY}:${createHmac('sha1', SECRET_KEY).update(signed).digest('base64url')}`;
        verdicts.push(genuine);
        return genuine ? { status: 200, body: { code: 200, result: { suggestion: 'pass', scenes: {} } } } : { status: 401, body: { error: 'bad token' } };
      },
      async (vendor) => {
        await withServer(
          { env: { DIARY_IMAGE_CHECK: 'qiniu', DIARY_QINIU_ACCESS_KEY: ACCESS_KEY, DIARY_QINIU_SECRET_KEY: SECRET_KEY, DIARY_QINIU_CENSOR_URL: vendor.url } },
          async (server) => {
            const me = await server.signUp();
            const answer = await callPath(server, '/qiniu/censor', { imageUrl: await myPhotoUrl(server, me.token) }, me.token);
            expect(answer.body.suggestion).toBe('pass');
          },
        );
      },
    );
    expect(verdicts).toEqual([true]);
  });
});
