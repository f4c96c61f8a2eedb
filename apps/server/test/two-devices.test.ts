import { API_ERRORS } from '@diary/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { add, diaryBody, list } from './support/records';
import { startTestServer, type SignedIn, type TestServer } from './support/server';

let server: TestServer;
let writer: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  writer = await server.signUp();
});
afterAll(() => server.close());

const read = async (objectId: string) =>
  (await server.call<{ item: { content: string; updatedAt: string } }>('get_item_by_id', { className: 'diary', objectId }, writer.token)).body.item;

it('a write made on what another device has since changed answers 1014 and writes nothing; on the current version, or without the condition, it applies', async () => {
  const diary = await add(server, writer.token, 'diary', diaryBody({ content: 'first' }));
  const openedHere = (await read(diary)).updatedAt;

  // The other device saves a change a second later.
  server.clock.advance(1000);
  const there = await server.call('update_item', { className: 'diary', objectId: diary, data: { content: 'theirs' }, ifUpdatedAt: openedHere }, writer.token);
  expect(there.status).toBe(200);

  const stale = [
    server.call('update_item', { className: 'diary', objectId: diary, data: { content: 'mine' }, ifUpdatedAt: openedHere }, writer.token),
    server.call('delete_item', { className: 'diary', objectId: diary, ifUpdatedAt: openedHere }, writer.token),
    server.call(
      'batch_op_items',
      {
        requests: [
          { method: 'POST', className: 'people', body: { name: '不该留下' } },
          { method: 'PUT', className: 'diary', objectId: diary, body: { content: 'mine' }, ifUpdatedAt: openedHere },
        ],
      },
      writer.token,
    ),
    server.call('batch_op_items', { requests: [{ method: 'DELETE', className: 'diary', objectId: diary, ifUpdatedAt: openedHere }] }, writer.token),
  ];
  for (const answer of await Promise.all(stale)) {
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe(API_ERRORS.changedElsewhere.code);
  }
  expect((await read(diary)).content).toBe('theirs');
  expect((await list(server, writer.token, 'people')).items).toHaveLength(0);

  // Keep mine: sent on the version it was shown, or without the condition.
  server.clock.advance(1000);
  const current = (await read(diary)).updatedAt;
  expect(
    (await server.call('update_item', { className: 'diary', objectId: diary, data: { content: 'mine' }, ifUpdatedAt: current }, writer.token)).status,
  ).toBe(200);
  expect((await read(diary)).content).toBe('mine');
  server.clock.advance(1000);
  expect((await server.call('update_item', { className: 'diary', objectId: diary, data: { content: 'mine again' } }, writer.token)).status).toBe(200);
  expect((await read(diary)).content).toBe('mine again');
  const now = (await read(diary)).updatedAt;
  expect((await server.call('delete_item', { className: 'diary', objectId: diary, ifUpdatedAt: now }, writer.token)).status).toBe(200);
  expect((await list(server, writer.token, 'diary')).items).toHaveLength(0);
});
