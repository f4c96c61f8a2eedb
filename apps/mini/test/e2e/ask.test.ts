import { pointer, zh } from '@diary/core';
import { startFakeOpenAi, type FakeOpenAi } from '@diary/tooling/fakes/openai-compatible';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { h5ServerAndBrowser, picture, settled, signedInPage, signUpWithTrial } from '../support/h5-server';

let fake: FakeOpenAi;
beforeAll(async () => {
  // The model answers with the first diary it was sent, citing it.
  fake = await startFakeOpenAi({ chunkSize: 4, answer: (messages) => `你写过：${/\[1\][^\n]*\n([^\n]+)/.exec(messages.at(-1)!.content)?.[1] ?? '没有'} [1]` });
});
const { server, browser } = h5ServerAndBrowser(() => ({ DIARY_ASSISTANT_URL: fake.url, DIARY_ASSISTANT_CHAT_MODEL: 'qwen2.5:7b' }));
afterAll(() => fake?.close());

const phone = (n: number) => `136${String(process.pid % 10000).padStart(4, '0')}${String(n).padStart(4, '0')}`;
const open = (page: Page, path: string) => page.goto(`${server().url}/#${path}`);
const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`);

describe("the mini program's Ask page (H5 build, real server, a model service on loopback)", () => {
  it('says where the model runs, streams the answer with the day it cites, in light and dark; the citation opens the diary', async () => {
    const session = await signUpWithTrial(server(), phone(71));
    const lin = String((await server().api(session.token, 'add_item', { className: 'people', data: { name: '小林' } })).objectId);
    const diary = String(
      (
        await server().api(session.token, 'add_item', {
          className: 'diary',
          data: {
            title: '湖边',
            content: '和小林在湖边散步，直到灯亮起来。',
            datetime: { __type: 'Date', iso: '2026-11-20T04:00:00.000Z' },
            people: [pointer('people', lin)],
          },
        })
      ).objectId,
    );
    for (const scheme of ['light', 'dark'] as const) {
      const { context, page, errors } = await signedInPage(browser(), session, { colorScheme: scheme });
      const a11y: string[] = [];
      await open(page, '/pages/more/index');
      await visible(page, '.more-entry').getByText(zh.ask.title).click();
      await visible(page, '.ask-notice').getByText('会发送给运行在本服务器上的模型').waitFor();
      await visible(page, '.ask-example').getByText(zh.ask.example1).waitFor();
      await settled(page);
      await picture(page, `mini-h5-ask-start-${scheme}`, a11y);

      await visible(page, '.ask-field textarea').fill('我上次见小林是什么时候？');
      await visible(page, '.ask-send').click();
      await visible(page, '.ask-answer-text').getByText('你写过：和小林在湖边散步，直到灯亮起来。').waitFor();
      await expect.poll(() => visible(page, '.ask-cite').allTextContents()).toEqual(['2026年11月20日']);
      expect(await visible(page, '.ask-sources .related-title').allTextContents()).toEqual(['湖边']);
      await picture(page, `mini-h5-ask-answered-${scheme}`, a11y);

      if (scheme === 'light') {
        await visible(page, '.ask-cite').click();
        await page.waitForURL(new RegExp(`detail/index\\?id=${diary}`));
        await visible(page, '.detail-page').getByText('直到灯亮起来').waitFor();
      }
      expect(a11y).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
