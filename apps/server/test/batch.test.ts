import { API_ERRORS, MAX_BATCH_REQUESTS } from '@diary/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add } from './support/records';
import { startTestServer, type SignedIn, type TestServer } from './support/server';

let server: TestServer;
let me: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  me = await server.signUp();
});
afterAll(() => server.close());

interface Answers {
  answers: { status: number; body: Record<string, unknown> }[];
}
const batch = (requests: unknown[], token?: string) => server.call<Answers>('batch', { requests }, token);
const codeOf = (name: keyof typeof API_ERRORS) => API_ERRORS[name].code;

describe('reads sent together in one batch', () => {
  it('answers each as it would alone, in order: a list, a record, the media base', async () => {
    const place = await add(server, me.token, 'location', { name: 'West Lake' });
    const requests = [
      { type: 'get_item_list', className: 'location', where: { user: { __type: 'Pointer', className: 'user', objectId: me.userId } } },
      { type: 'get_item_by_id', className: 'location', objectId: place },
      { type: 'media_base' },
    ];
    const together = await batch(requests, me.token);
    expect(together.status).toBe(200);
    const alone = await Promise.all(requests.map(({ type, ...payload }) => server.call(type, payload, me.token)));
    expect(together.body.answers).toEqual(alone.map(({ status, body }) => ({ status, body })));
    expect(together.body.answers[0]!.body.locationList).toEqual([expect.objectContaining({ objectId: place, name: 'West Lake' })]);
  });

  it('gives a refused request its own status and code, and the others their answers; no session, each user read says so', async () => {
    const refused = await batch(
      [{ type: 'get_item_by_id', className: 'location', objectId: 'nope0000' }, { type: 'getFeatures' }, { type: 'media_base', extra: 1 }],
      me.token,
    );
    expect(refused.status).toBe(200);
    expect(refused.body.answers.map((a) => [a.status, a.body.code])).toEqual([
      [API_ERRORS.notFound.status, codeOf('notFound')],
      [200, undefined],
      [API_ERRORS.invalidRequest.status, codeOf('invalidRequest')],
    ]);
    const signedOut = await batch([{ type: 'getFeatures' }, { type: 'media_base' }]);
    expect(signedOut.body.answers.map((a) => a.status)).toEqual([200, API_ERRORS.notSignedIn.status]);
    expect(signedOut.body.answers[1]!.body.code).toBe(codeOf('notSignedIn'));
  });

  it('refuses whole, answering none, a batch holding a write, a sign-in, another batch or an unknown type', async () => {
    for (const intruder of [
      { type: 'add_item', className: 'location', data: { name: 'Sneaked in' } },
      { type: 'requestSmsCode', mobilePhoneNumber: '13800000000' },
      { type: 'batch', requests: [{ type: 'media_base' }] },
      { type: 'no_such_request' },
    ]) {
      const answer = await batch([{ type: 'media_base' }, intruder], me.token);
      expect(answer.status, intruder.type).toBe(400);
      expect(answer.body).toMatchObject({ code: codeOf('invalidRequest'), error: expect.stringContaining('requests.1') });
    }
    const places = await server.call<{ locationList: { name: string }[] }>(
      'get_item_list',
      { className: 'location', where: { user: { __type: 'Pointer', className: 'user', objectId: me.userId } } },
      me.token,
    );
    expect(places.body.locationList.map((p) => p.name)).not.toContain('Sneaked in');
  });

  it(`refuses an empty batch, more than ${MAX_BATCH_REQUESTS} requests, a request without a type or a field beside requests`, async () => {
    for (const payload of [
      { requests: [] },
      { requests: Array.from({ length: MAX_BATCH_REQUESTS + 1 }, () => ({ type: 'getFeatures' })) },
      { requests: [{ className: 'location' }] },
      { requests: [{ type: 'getFeatures' }], sneaky: true },
    ]) {
      const answer = await server.call('batch', payload, me.token);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(codeOf('invalidRequest'));
    }
  });
});
