import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MEDIA_SIZES, mediaUrl, SESSION_HEADER } from '@diary/core';
import { AwsClient } from 'aws4fetch';
// @ts-expect-error -- s3rver ships no types
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder, readableMedia } from './support/at-rest';
import { fixture, makeVideo, newKey, uploadAs } from './support/media';
import { startTestServer, type SignedIn, type TestServer } from './support/server';

/** s3rver speaks the S3 API on loopback (it checks no signatures; the adapter signs anyway). */
let s3: { close(): Promise<void> };
let endpoint: string;
let server: TestServer;
let me: SignedIn;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-s3-'));
const client = new AwsClient({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', service: 's3', region: 'us-east-1' });
const inBucket = async (key: string) => (await client.fetch(`${endpoint}/diary-media/${key}`, { method: 'HEAD' })).status === 200;

beforeAll(async () => {
  const instance = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'diary-media' }] });
  const address = (await instance.run()) as { port: number };
  s3 = instance;
  endpoint = `http://127.0.0.1:${address.port}`;
  server = await startTestServer({
    env: {
      DIARY_STORAGE: 's3',
      DIARY_S3_ENDPOINT: endpoint,
      DIARY_S3_BUCKET: 'diary-media',
      DIARY_S3_ACCESS_KEY_ID: 'S3RVER',
      DIARY_S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
  });
  me = await server.signUp();
});
afterAll(async () => {
  await server.close();
  await s3.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('media in an S3-compatible bucket', () => {
  it('stores an upload in the bucket (not on local disk), serves its sizes and the original, and deletes it', async () => {
    const key = newKey();
    const answer = await uploadAs(server, me.token, fixture('orientation_portrait_6.jpg'), key);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ width: 450, height: 600 });
    expect(await inBucket(key)).toBe(true);
    expect(fs.existsSync(path.join(server.env.DIARY_DATA_DIR!, 'media', 'objects'))).toBe(false);

    const { body } = await server.call<{ mediaBase: string }>('media_base', {}, me.token);
    const list = await fetch(mediaUrl(body.mediaBase, key, MEDIA_SIZES.list));
    expect(list.status).toBe(200);
    expect(await sharp(Buffer.from(await list.arrayBuffer())).metadata()).toMatchObject({ width: 450, height: 450 });
    const original = await fetch(mediaUrl(body.mediaBase, key));
    expect(Buffer.from(await original.arrayBuffer())).toEqual(fixture('orientation_portrait_6.jpg'));
    expect(original.headers.get('content-type')).toBe('image/jpeg');

    const removed = await fetch(`${server.url}/qiniu/delete_file/${key.replace('file/', '')}/file_type/image`, {
      method: 'DELETE',
      headers: { [SESSION_HEADER]: me.token },
    });
    expect(await removed.json()).toEqual({ deleted: 1, requested: 1 });
    expect(await inBucket(key)).toBe(false);
  });

  it('stores videos too, and a refused upload never reaches the bucket', async () => {
    const video = newKey('mp4');
    expect((await uploadAs(server, me.token, makeVideo(5), video)).status).toBe(200);
    expect(await inBucket(video)).toBe(true);
    const { body } = await server.call<{ mediaBase: string }>('media_base', {}, me.token);
    const part = await fetch(mediaUrl(body.mediaBase, video), { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${makeVideo(5).length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(makeVideo(5).subarray(100, 200));
    const refused = newKey();
    const whole = fixture('gps_DSCN0010.jpg');
    expect((await uploadAs(server, me.token, whole.subarray(0, 50_000), refused)).status).toBe(400);
    expect(await inBucket(refused)).toBe(false);
  });

  it('keeps nothing of an original or a size readable in the bucket or on local disk; a seek reads only its chunks', async () => {
    const originals = [fixture('gps_DSCN0010.jpg'), fixture('portrait_gps.heic'), makeVideo(30)];
    const keys = [newKey(), newKey('heic'), newKey('mp4')];
    for (const [n, key] of keys.entries()) expect((await uploadAs(server, me.token, originals[n]!, key)).status).toBe(200);
    const { body } = await server.call<{ mediaBase: string }>('media_base', {}, me.token);
    for (const key of keys.slice(0, 2)) expect((await fetch(mediaUrl(body.mediaBase, key, MEDIA_SIZES.list))).status).toBe(200);
    for (const [n, key] of keys.entries())
      expect(Buffer.from(await (await fetch(mediaUrl(body.mediaBase, key))).arrayBuffer()).equals(originals[n]!)).toBe(true);
    const video = originals[2]!;
    const seek = await fetch(mediaUrl(body.mediaBase, keys[2]!), { headers: { range: `bytes=200000-` } });
    expect(seek.headers.get('content-range')).toBe(`bytes 200000-${video.length - 1}/${video.length}`);
    expect(Buffer.from(await seek.arrayBuffer()).equals(video.subarray(200_000))).toBe(true);

    expect(readableMedia([...filesUnder(dir), ...filesUnder(server.env.DIARY_DATA_DIR!)], originals)).toEqual([]);
  });
});
