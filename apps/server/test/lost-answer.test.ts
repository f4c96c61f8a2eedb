import net from 'node:net';
import { SESSION_HEADER } from '@diary/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { diaryBody, list } from './support/records';
import { startTestServer, type SignedIn, type TestServer } from './support/server';

let server: TestServer;
let writer: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  writer = await server.signUp();
});
afterAll(() => server.close());

/**
 * Sends a request on a socket of its own and never reads the answer: once `committed()` holds, the socket is
 * destroyed, as a phone's connection drops between the server's commit and the answer reaching it.
 */
async function sendAndLoseAnswer(body: string, committed: () => Promise<boolean>): Promise<void> {
  const { port } = new URL(server.url);
  const socket = net.connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.write(
    [
      'POST /restful HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      `${SESSION_HEADER}: ${writer.token}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      body,
    ].join('\r\n'),
  );
  await expect.poll(committed, { timeout: 10_000, interval: 20 }).toBe(true);
  // No 'data' listener was attached: the answer was never read.
  socket.destroy();
}

it('a save whose answer was lost after the commit, sent again with its id, makes no second diary and counts once', async () => {
  const save = { type: 'batch_op_items', requests: [{ method: 'POST', className: 'diary', objectId: 'lost-answer-00001', body: diaryBody({ weather: 4 }) }] };
  await sendAndLoseAnswer(JSON.stringify(save), async () => (await list(server, writer.token, 'diary')).items.length === 1);

  // The client saw no answer: its outbox sends the same save again.
  const retry = await server.call<Array<{ success: { objectId: string } }>>('batch_op_items', { requests: save.requests }, writer.token);
  expect(retry.status).toBe(200);
  expect(retry.body[0]!.success.objectId).toBe('lost-answer-00001');
  expect((await list(server, writer.token, 'diary')).items.map((d) => d.objectId)).toEqual(['lost-answer-00001']);
  expect((await list(server, writer.token, 'archive')).items.map((a) => a.count)).toEqual([1]);
  expect((await list(server, writer.token, 'weather')).items.map((w) => w.count)).toEqual([1]);
});
