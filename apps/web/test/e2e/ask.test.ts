import { pointer, routePath } from '@diary/core';
import { startFakeOpenAi, type FakeOpenAi } from '@diary/tooling/fakes/openai-compatible';
import type { RealServer } from '@diary/tooling/server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictured } from '../support/a11y';
import { launchBrowser, openContext, VIEWPORTS, type ViewportName } from '../support/browser';
import { addDiaryViaApi, dialog, freshPhone, userViaApi, useSession } from '../support/journey';
import { startWebServer } from '../support/web-server';

let fake: FakeOpenAi;
let server: RealServer;
let browser: Browser;
beforeAll(async () => {
  // The model answers with the first diary it was sent, in its own words, citing it.
  fake = await startFakeOpenAi({
    chunkSize: 6,
    answer: (messages) => `You wrote: ${/\[1\][^\n]*\n([^\n]+)/.exec(messages.at(-1)!.content)?.[1] ?? 'nothing'} [1]`,
  });
  [server, browser] = await Promise.all([startWebServer({ DIARY_ASSISTANT_URL: fake.url, DIARY_ASSISTANT_CHAT_MODEL: 'qwen2.5:7b' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  // The server finishes its requests in flight before it stops.
  await server?.close();
  await fake?.close();
}, 30_000);

/** A person on the trial (Pro) with a day by the lake with 小林. */
async function personWithDiary(): Promise<{ session: { token: string; userId: string }; diaryId: string }> {
  const session = await userViaApi(server, freshPhone());
  await server.api(session.token, 'startFreeTrial', {});
  const lin = String((await server.api(session.token, 'add_item', { className: 'people', data: { name: '小林' } })).objectId);
  const diaryId = await addDiaryViaApi(server, session.token, {
    title: 'The lake',
    content: 'Walked round the lake with 小林 until the lights came on.',
    iso: '2026-11-20T04:00:00.000Z',
    people: [pointer('people', lin)],
  });
  return { session, diaryId };
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('ask your diary at the %s viewport', (viewport) => {
  it('says where the model runs, streams the answer with the day it cites, and the citation opens that diary', async () => {
    const { session, diaryId } = await personWithDiary();
    const { context, page, errors } = await openContext(browser, viewport);
    await useSession(page, server, session);
    await page.goto(`${server.url}${routePath('dashboard', { tab: 'more' })}`);
    await page.getByRole('button', { name: 'Ask your diary' }).click();

    // Before the first question: where it goes (the fake runs on this machine), and questions to try.
    await page.getByText("go to a model on this server's own machine").waitFor();
    await page.getByRole('button', { name: 'When did I last see a friend?' }).waitFor();
    await pictured(page, `${viewport}-ask-start`);

    const box = page.getByRole('textbox', { name: 'Ask about your days…' });
    await box.fill('When did I last see 小林?');
    await box.press('Enter');
    const turn = page.getByRole('article', { name: 'When did I last see 小林?' });
    await turn.getByText('You wrote: Walked round the lake with 小林 until the lights came on.').waitFor();
    const cite = turn.locator('.ask-cite');
    await expect.poll(() => cite.allTextContents()).toEqual(['Nov 20, 2026']);
    const sources = turn.getByRole('region', { name: 'From your diary' });
    expect(await sources.getByRole('button').allTextContents()).toEqual(['Nov 20, 2026The lake']);
    expect(await box.inputValue()).toBe('');
    await pictured(page, `${viewport}-ask-answered`);

    await cite.click();
    await page.locator('.detail-page').getByText('until the lights came on').waitFor();
    expect(new URL(page.url()).pathname).toContain(`/detail/${diaryId}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('asking, stopped and refused', () => {
  it('Stop closes the request to the model, and the answer says it was stopped', async () => {
    const { session } = await personWithDiary();
    const { context, page, errors } = await openContext(browser, 'phone');
    await useSession(page, server, session);
    await page.goto(`${server.url}${routePath('ask')}`);
    fake.behave({ chunkDelayMs: 300 });
    const gone = fake.clientsGone;
    await page.getByRole('button', { name: 'What did I do last month?' }).click();
    await page.locator('.ask-answer-text').waitFor();
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.locator('.ask-status').getByText('Stopped').waitFor();
    await expect.poll(() => fake.clientsGone, { timeout: 10_000 }).toBe(gone + 1);
    fake.behave({});
    expect(await page.getByRole('button', { name: 'Ask', exact: true }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps questions and answers only once switched on; kept ones show on the next visit and can be deleted', async () => {
    const { session } = await personWithDiary();
    const { context, page, errors } = await openContext(browser, 'desktop');
    await useSession(page, server, session);
    await page.goto(`${server.url}${routePath('ask')}`);
    const keep = page.getByRole('switch', { name: 'Keep my questions and answers' });
    expect(await keep.getAttribute('aria-checked')).toBe('false');
    await keep.click();
    await expect.poll(() => keep.getAttribute('aria-checked')).toBe('true');
    const box = page.getByRole('textbox', { name: 'Ask about your days…' });
    await box.fill('When did I last see 小林?');
    await box.press('Enter');
    await page.locator('.ask-turn').getByRole('button', { name: 'Delete' }).waitFor();

    // The next visit: the kept question and its answer are there, above the questions to try.
    await page.reload();
    const earlier = page.getByRole('region', { name: 'Kept from before' });
    await earlier.getByText('You wrote: Walked round the lake').waitFor();
    expect(await keep.getAttribute('aria-checked')).toBe('true');
    await pictured(page, 'desktop-ask-kept');
    await earlier.getByRole('button', { name: 'Delete' }).click();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => earlier.count()).toBe(0);
    expect((await server.api(session.token, 'getKeptAnswers', {})).answers).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without Pro it offers Pro instead of sending anything', async () => {
    const session = await userViaApi(server, freshPhone());
    const { context, page } = await openContext(browser, 'phone');
    await useSession(page, server, session);
    const asked = fake.requests.length;
    await page.goto(`${server.url}${routePath('ask')}`);
    await page.getByText('Asking your diary is part of Pro').waitFor();
    await page.getByRole('button', { name: 'Go Pro to ask' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(routePath('gopro'));
    expect(fake.requests.length).toBe(asked);
    await context.close();
  });
});
