import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MEDIA_SIZES, mediaUrl, SESSION_HEADER } from '@diary/core';
// @ts-expect-error -- s3rver ships no types
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBalancer } from '@diary/tooling/haproxy';
import { freePort } from '@diary/tooling/postgres';
import { call, ended, startChild } from './support/child-server';
import { fixture, newKey, uploadAs } from './support/media';
import { DB_KIND, newPhone, newPostgresDatabase } from './support/server';

const SIGN_IN_REQUESTS_PER_MINUTE = 4;

/**
 * The production layout in small: two instances of the built server (one process each) on one PostgreSQL
 * and one S3-compatible store (s3rver), behind HAProxy balancing request by request (tooling/haproxy). Nothing a request
 * needs may live in one instance: its session, its rate limit's count, the media it uploaded.
 */
describe.runIf(DB_KIND === 'postgres')('two instances behind a load balancer, on one PostgreSQL and one S3 store', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-instances-'));
  const outbox = path.join(dir, 'outbox.jsonl');
  const processes: ChildProcess[] = [];
  let s3: { close(): Promise<void> };
  let balancer: string;
  let stopBalancer: (() => Promise<void>) | undefined;
  const instances: Record<'a' | 'b', string> = { a: '', b: '' };

  beforeAll(async () => {
    const bucket = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(dir, 's3'), configureBuckets: [{ name: 'diary-media' }] });
    const s3Endpoint = `http://127.0.0.1:${((await bucket.run()) as { port: number }).port}`;
    s3 = bucket;
    // What the instances share: the database, the bucket, the secret and the master key. Each has a data directory of its own.
    const shared = {
      NODE_ENV: 'test',
      DIARY_WORKERS: '1',
      DIARY_DATABASE_URL: (await newPostgresDatabase()).url,
      DIARY_STORAGE: 's3',
      DIARY_S3_ENDPOINT: s3Endpoint,
      DIARY_S3_BUCKET: 'diary-media',
      DIARY_S3_ACCESS_KEY_ID: 'S3RVER',
      DIARY_S3_SECRET_ACCESS_KEY: 'S3RVER',
      DIARY_SECRET: randomBytes(32).toString('base64url'),
      DIARY_MASTER_KEYS: `1:${randomBytes(32).toString('base64')}`,
      DIARY_TRUST_PROXY: 'true',
      DIARY_SIGN_IN_REQUESTS_PER_MINUTE: String(SIGN_IN_REQUESTS_PER_MINUTE),
      DIARY_SMS_OUTBOX: outbox,
    };
    for (const name of ['a', 'b'] as const) {
      const port = await freePort();
      processes.push(await startChild({ ...shared, DIARY_DATA_DIR: path.join(dir, name) }, port));
      instances[name] = `http://127.0.0.1:${port}`;
    }
    const lb = await startBalancer(await freePort(), [instances.a, instances.b]);
    stopBalancer = lb.stop;
    balancer = lb.url;
  });
  afterAll(async () => {
    await stopBalancer?.();
    for (const child of processes) child.kill('SIGTERM');
    await Promise.all(processes.map(ended));
    await s3?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A request through the balancer from a client address of its own (the instances trust the balancer's X-Forwarded-For). */
  async function viaBalancer(client: string, type: string, payload: Record<string, unknown>, token?: string) {
    const response = await fetch(`${balancer}/restful`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...(token ? { [SESSION_HEADER]: token } : {}) },
      body: JSON.stringify({ type, ...payload }),
    });
    return { status: response.status, body: (await response.json()) as any, servedBy: response.headers.get('x-served-by') };
  }

  const lastCode = (phone: string) =>
    fs
      .readFileSync(outbox, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { phone: string; code: string })
      .filter((sent) => sent.phone === phone)
      .at(-1)!.code;

  async function signIn(client: string): Promise<string> {
    const phone = newPhone();
    expect((await viaBalancer(client, 'requestSmsCode', { mobilePhoneNumber: phone })).status).toBe(200);
    const login = await viaBalancer(client, 'loginByMobilePhone', { mobilePhoneNumber: phone, smsCode: lastCode(phone), agreement: true });
    expect(login.status).toBe(200);
    return login.body.sessionToken as string;
  }

  it('signs in through either instance and keeps the session on both', async () => {
    const token = await signIn('203.0.113.1');
    const served = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const answer = await viaBalancer('203.0.113.1', 'add_item', { className: 'tag', data: { name: `story ${i}` } }, token);
      expect(answer.status).toBe(200);
      served.add(answer.servedBy!);
    }
    expect([...served].sort()).toEqual(['a', 'b']);
    for (const origin of [instances.a, instances.b]) {
      const tags = await call(origin, 'get_item_list', { className: 'tag', count: true }, token);
      expect(tags.body.count).toBe(6);
    }
  });

  it('counts one client address’s sign-in requests on both instances together', async () => {
    const answers = [];
    for (let i = 0; i < SIGN_IN_REQUESTS_PER_MINUTE + 2; i++)
      answers.push(await viaBalancer('203.0.113.2', 'verifySmsCode', { mobilePhoneNumber: newPhone(), smsCode: '123456' }));
    expect(answers.map((a) => a.status)).toEqual([...Array<number>(SIGN_IN_REQUESTS_PER_MINUTE).fill(200), 429, 429]);
    expect(new Set(answers.map((a) => a.servedBy)).size).toBe(2);
    // Another address is counted apart.
    expect((await viaBalancer('203.0.113.3', 'verifySmsCode', { mobilePhoneNumber: newPhone(), smsCode: '123456' })).status).toBe(200);
  });

  it('serves from one instance, in every size, a photo uploaded to the other', async () => {
    const token = await signIn('203.0.113.4');
    const key = newKey();
    expect((await uploadAs({ url: instances.a }, token, fixture('orientation_portrait_6.jpg'), key)).status).toBe(200);
    const { body } = await call(instances.b, 'media_base', {}, token);
    const list = await fetch(mediaUrl(body.mediaBase, key, MEDIA_SIZES.list));
    expect(list.status).toBe(200);
    expect(await sharp(Buffer.from(await list.arrayBuffer())).metadata()).toMatchObject({ width: 450, height: 450 });
    const original = await fetch(mediaUrl(body.mediaBase, key));
    expect(Buffer.from(await original.arrayBuffer())).toEqual(fixture('orientation_portrait_6.jpg'));
  });
});
