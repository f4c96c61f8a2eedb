import { REQUESTS } from '@diary/core';
import { startFakeOpenAi, type FakeOpenAi } from '@diary/tooling/fakes/openai-compatible';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOf } from '../src/assistant-config';
import { ConfigError, loadConfig } from '../src/config';
import { AssistantModel, type ModelTimeouts } from '../src/providers/assistant/model';
import { ServiceUnavailable } from '../src/providers/vendor-http';
import { withServer } from './support/server';

const KEY = 'sk-test-0123456789';
let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi({ key: KEY, dimensions: 64, chunkSize: 4 });
});
afterAll(() => fake.close());

// Answers that should arrive get the time a loaded machine may need; the cases that test a slow service use QUICK.
const PATIENT: ModelTimeouts = { firstPieceMs: 10_000, betweenPiecesMs: 10_000, embeddingsMs: 10_000 };
const QUICK: ModelTimeouts = { firstPieceMs: 400, betweenPiecesMs: 400, embeddingsMs: 400 };
const model = (changes: Partial<{ baseUrl: string; key: string; embeddingsModel: string }> = {}, timeouts = PATIENT) =>
  new AssistantModel(
    {
      kind: 'openai-compatible',
      baseUrl: fake.url,
      key: KEY,
      chatModel: 'qwen2.5:7b',
      embeddingsModel: 'bge-m3',
      place: 'thisMachine',
      host: '127.0.0.1',
      ...changes,
    },
    timeouts,
  );
const QUESTION = [
  { role: 'system' as const, content: 'Answer only from the diaries.' },
  { role: 'user' as const, content: '<diaries>\n[1] 2026-10-02 with 小林 by the lake\n</diaries>\n\nQuestion: When did I last see 小林?' },
];

async function answerOf(pieces: AsyncIterable<string>): Promise<string[]> {
  const got: string[] = [];
  for await (const piece of pieces) got.push(piece);
  return got;
}

async function failureOf(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('expected it to fail');
}

describe('the assistant is configured by environment, off by default', () => {
  it('is off with nothing set; a model, key or embeddings model without an address, or an address without a chat model, stops the start', () => {
    expect(loadConfig({}).assistant).toEqual({ kind: 'off' });
    for (const env of [
      { DIARY_ASSISTANT_CHAT_MODEL: 'qwen2.5:7b' },
      { DIARY_ASSISTANT_KEY: KEY },
      { DIARY_ASSISTANT_URL: 'http://127.0.0.1:11434/v1' },
      { DIARY_ASSISTANT_URL: 'ftp://127.0.0.1/v1', DIARY_ASSISTANT_CHAT_MODEL: 'm' },
      { DIARY_ASSISTANT_URL: 'not an address', DIARY_ASSISTANT_CHAT_MODEL: 'm' },
    ])
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
    expect(
      loadConfig({ DIARY_ASSISTANT_URL: 'https://api.deepseek.com/v1/', DIARY_ASSISTANT_KEY: KEY, DIARY_ASSISTANT_CHAT_MODEL: 'deepseek-chat' }).assistant,
    ).toEqual({
      kind: 'openai-compatible',
      baseUrl: 'https://api.deepseek.com/v1',
      key: KEY,
      chatModel: 'deepseek-chat',
      place: 'elsewhere',
      host: 'api.deepseek.com',
    });
  });

  it('tells where the model runs from its address: this machine, the local network, or elsewhere', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', 'ollama.localhost', '[::1]']) expect(placeOf(host), host).toBe('thisMachine');
    for (const host of ['192.168.1.20', '10.0.0.5', '172.16.0.1', '172.31.255.1', '169.254.3.4', 'nas', 'gpu-box.local', 'pc.lan', '[fd12::1]', '[fe80::1]'])
      expect(placeOf(host), host).toBe('localNetwork');
    for (const host of ['api.deepseek.com', 'dashscope.aliyuncs.com', '8.8.8.8', '172.32.0.1', '[2001:db8::1]']) expect(placeOf(host), host).toBe('elsewhere');
  });

  it('getFeatures leaves it out when off, and says where it runs when on; the server sends the model nothing by itself', async () => {
    await withServer({}, async (server) => {
      const features = await server.call('getFeatures');
      expect(features.body.assistant).toBeUndefined();
    });
    const before = fake.requests.length;
    await withServer(
      {
        env: { DIARY_ASSISTANT_URL: fake.url, DIARY_ASSISTANT_KEY: KEY, DIARY_ASSISTANT_CHAT_MODEL: 'qwen2.5:7b', DIARY_ASSISTANT_EMBEDDINGS_MODEL: 'bge-m3' },
      },
      async (server) => {
        const me = await server.signUp();
        const features = await server.call('getFeatures', {}, me.token);
        expect(features.body.assistant).toEqual({ place: 'thisMachine', host: '127.0.0.1', embeddings: true });
        expect(REQUESTS.getFeatures!.response.safeParse(features.body).success).toBe(true);
      },
    );
    expect(fake.requests.length).toBe(before);
  });
});

describe("the assistant's model over the OpenAI-compatible API", () => {
  it('streams the answer a piece at a time, sending the model, the messages and the key', async () => {
    fake.behave({});
    const pieces = await answerOf(model().chat(QUESTION));
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.join('')).toBe('From your diaries [1].');
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.body).toEqual({ model: 'qwen2.5:7b', messages: QUESTION, stream: true });
  });

  it('says the service is unavailable when it refuses the key, fails, is slow to begin, or stops mid-answer — with nothing sent or answered in the message', async () => {
    fake.behave({});
    const refused = await failureOf(answerOf(model({ key: 'sk-wrong' }).chat(QUESTION)));
    expect(refused).toBeInstanceOf(ServiceUnavailable);
    expect(String(refused)).toContain('401');

    fake.behave({ status: 500 });
    expect(await failureOf(answerOf(model().chat(QUESTION)))).toBeInstanceOf(ServiceUnavailable);

    fake.behave({ delayMs: 1500 });
    const slow = await failureOf(answerOf(model({}, QUICK).chat(QUESTION)));
    expect(slow).toBeInstanceOf(ServiceUnavailable);
    expect(String(slow)).toContain('said nothing');

    fake.behave({ cutAfterChunks: 2 });
    const got: string[] = [];
    const cut = await failureOf(
      (async () => {
        for await (const piece of model().chat(QUESTION)) got.push(piece);
      })(),
    );
    expect(cut).toBeInstanceOf(ServiceUnavailable);
    expect(got.join('')).toBe('From you');
    for (const error of [refused, slow, cut]) expect(String(error)).not.toMatch(/小林|lake|diaries/);

    fake.behave({});
    const down = await failureOf(answerOf(model({ baseUrl: 'http://127.0.0.1:1/v1' }).chat(QUESTION)));
    expect(down).toBeInstanceOf(ServiceUnavailable);
  });

  it('stops asking when the person leaves: the request to the model is cancelled', async () => {
    fake.behave({ chunkDelayMs: 100 });
    const leaving = new AbortController();
    const gone = fake.clientsGone;
    const got: string[] = [];
    const stopped = await failureOf(
      (async () => {
        for await (const piece of model().chat(QUESTION, leaving.signal)) {
          got.push(piece);
          leaving.abort();
        }
      })(),
    );
    expect((stopped as Error).name).toBe('AbortError');
    expect(got).toHaveLength(1);
    await expect.poll(() => fake.clientsGone).toBe(gone + 1);
    fake.behave({});
  });

  it('embeds texts in order, texts sharing words nearer each other than to others', async () => {
    fake.behave({});
    const [lake, lakeAgain, work] = await model().embed(['walk by the lake with Lin', 'the lake with Lin again', 'quarterly report deadline']);
    const cosine = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * b[i]!, 0);
    expect(lake).toHaveLength(64);
    expect(cosine(lake!, lakeAgain!)).toBeGreaterThan(cosine(lake!, work!));
    expect(fake.requests.at(-1)!.body).toEqual({
      model: 'bge-m3',
      input: ['walk by the lake with Lin', 'the lake with Lin again', 'quarterly report deadline'],
    });

    fake.behave({ delayMs: 1500 });
    expect(await failureOf(model({}, QUICK).embed(['x']))).toBeInstanceOf(ServiceUnavailable);
    fake.behave({});
  });
});
