// @vitest-environment jsdom
import { encodeDate, zh } from '@diary/core';
import { startFakeOpenAi, type FakeOpenAi } from '@diary/tooling/fakes/openai-compatible';
import { startRealServer, type RealServer } from '@diary/tooling/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithTrial } from '../support/h5-server';
import { startWeappRuntime, type WeappRuntime } from '../support/weapp-runtime';

type Found = { dom: HTMLElement; dispatchEvent(name: string): void };

let fake: FakeOpenAi;
let server: RealServer;
let runtime: WeappRuntime;
let diaryId = '';

async function find(component: { querySelector(s: string): unknown }, selector: string): Promise<Found> {
  await expect.poll(() => component.querySelector(selector), { timeout: 15_000, interval: 50 }).toBeTruthy();
  return component.querySelector(selector) as Found;
}

beforeAll(async () => {
  // The model answers with the first diary it was sent, citing it.
  fake = await startFakeOpenAi({ chunkSize: 3, answer: (messages) => `你写过：${/\[1\][^\n]*\n([^\n]+)/.exec(messages.at(-1)!.content)?.[1] ?? '没有'} [1]` });
  server = await startRealServer({ env: { DIARY_ASSISTANT_URL: fake.url, DIARY_ASSISTANT_CHAT_MODEL: 'qwen2.5:7b' } });
  const session = await signUpWithTrial(server, '13600000007');
  const added = await server.api(session.token, 'add_item', {
    className: 'diary',
    data: { title: '湖边', content: '和朋友小林在湖边散步。', datetime: encodeDate(new Date('2026-11-20T04:00:00.000Z')) },
  });
  diaryId = String(added.objectId);
  runtime = startWeappRuntime(server.url, { 'diary:session': JSON.stringify({ v: 1, data: session }) });
});

afterAll(async () => {
  await runtime?.close();
  await server?.close();
  await fake?.close();
}, 30_000);

describe('the Ask page in the weapp build (miniprogram-simulate, WeChat’s chunked request)', () => {
  it('says where the model runs, streams the answer of a tapped example in pieces, and its citation opens the diary', async () => {
    const page = runtime.renderPage('ask/index');
    expect((await find(page, '.ask-notice')).dom.textContent).toContain('运行在本服务器上的模型');
    (await find(page, '.ask-example')).dispatchEvent('tap');
    await expect
      .poll(() => (page.querySelector('.ask-answer-text') as Found | null)?.dom.textContent, { timeout: 15_000 })
      .toContain('你写过：和朋友小林在湖边散步。');
    expect((page.querySelector('.ask-question') as Found).dom.textContent).toBe(zh.ask.example1);
    expect((await find(page, '.ask-cite')).dom.textContent).toBe('2026年11月20日');
    expect((await find(page, '.ask-sources')).dom.textContent).toContain('湖边');
    // The answer can only have come through WeChat's chunks: the simulated request's end carries no body when chunked.
    expect(fake.requests.at(-1)?.body.stream).toBe(true);
    (await find(page, '.ask-cite')).dispatchEvent('tap');
    await expect.poll(() => runtime.opened.at(-1)).toBe(`/diary/detail/index?id=${diaryId}`);
  });
});
