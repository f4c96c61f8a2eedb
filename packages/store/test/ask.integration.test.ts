import { encodeDate } from '@diary/core';
import { startFakeOpenAi, type FakeOpenAi } from '@diary/tooling/fakes/openai-compatible';
import { startRealServer, type RealServer } from '@diary/tooling/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askQuestion, openAsk, selectAskScreen, stopAsking } from '../src';
import { signedInStore } from './support/signed-in';

let fake: FakeOpenAi;
let server: RealServer;
beforeAll(async () => {
  // The model answers with the first diary's first line, citing it: what it was sent comes back through the stream.
  fake = await startFakeOpenAi({ chunkSize: 4, answer: (messages) => `${/\[1\][^\n]*\n([^\n]+)/.exec(messages.at(-1)!.content)?.[1] ?? ''} [1]` });
  server = await startRealServer({ env: { DIARY_ASSISTANT_URL: fake.url, DIARY_ASSISTANT_CHAT_MODEL: 'qwen2.5:7b' } });
}, 30_000);
afterAll(async () => {
  await server?.close();
  await fake?.close();
  // The server finishes its requests in flight before it stops: after a stopped answer that has taken it 10 s.
}, 30_000);

/** A person signed in through the store's own SMS form, on the free trial (Pro), with a diary about 小林. */
async function signedIn() {
  const { store } = await signedInStore(server);
  const { token } = store.getState().session;
  const { objectId } = await server.api(token, 'add_item', {
    className: 'diary',
    data: { content: '和小林在湖边散步，聊到很晚。', datetime: encodeDate(new Date('2026-11-20T10:00:00.000Z')) },
  });
  await store.dispatch(openAsk());
  return { store, diary: String(objectId) };
}

describe('ask your diary, through the real server and a model service on loopback', () => {
  it("streams the answer into the screen, Chinese intact across the stream's pieces, citing the diary it came from", async () => {
    const { store, diary } = await signedIn();
    expect(selectAskScreen(store.getState()).availability).toBe('open');
    await store.dispatch(askQuestion('我上次见小林是什么时候？'));
    const [turn] = selectAskScreen(store.getState()).turns;
    expect(turn!.state).toBe('answered');
    expect(turn!.sources.map((source) => source.path)).toEqual([`/detail/${diary}`]);
    expect(turn!.parts.map((part) => ('text' in part ? part.text : `[${part.cite}]`)).join('')).toContain('和小林在湖边散步');
  });

  it('stopping closes the request the server made to the model', async () => {
    const { store } = await signedIn();
    fake.behave({ chunkDelayMs: 200 });
    const gone = fake.clientsGone;
    const asking = store.dispatch(askQuestion('我上次见小林是什么时候？'));
    await expect.poll(() => selectAskScreen(store.getState()).turns[0]?.parts.length ?? 0, { timeout: 10_000 }).toBeGreaterThan(0);
    store.dispatch(stopAsking());
    await asking;
    expect(selectAskScreen(store.getState()).turns[0]!.state).toBe('stopped');
    await expect.poll(() => fake.clientsGone, { timeout: 10_000 }).toBe(gone + 1);
    fake.behave({});
  });
});
