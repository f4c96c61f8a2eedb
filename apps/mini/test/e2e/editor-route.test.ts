import { zh } from '@diary/core';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { backWhenSettled, h5ServerAndBrowser, signedInContext, signedInPage, signUpWithTrial } from '../support/h5-server';

const { server, browser } = h5ServerAndBrowser();
const text = zh;

const contentField = (page: Page) => page.locator('.editor-page:visible .content-field textarea');

/** A diary's editor, opened from its detail's options as a person does (the app launched on the detail, as from a shared card). */
async function editDiary(page: Page, diaryId: string, content: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`${server().url}/#/diary/detail/index?id=${diaryId}`);
  await page.locator('.detail-content:visible', { hasText: content }).waitFor();
  await page.locator('.detail-more:visible').click();
  await page.getByText(text.diaryOptions.edit, { exact: true }).locator('visible=true').click();
  await page.waitForURL(new RegExp(`diary/editor/index\\?id=${diaryId}`));
  await contentField(page).waitFor();
}

/** "Quit abnormally the last time you edited", acknowledged. */
async function acknowledgeAbnormalQuit(page: Page): Promise<void> {
  await page.locator('.taro-modal__content', { hasText: text.editor.abnormalQuit }).waitFor();
  await page.locator('.taro-modal__foot').getByText(text.common.gotIt, { exact: true }).click();
}

describe("the mini program's editor shows only the draft of the diary it was opened for (H5 build, real server)", () => {
  it('a diary edited and left with the back button, then the app relaunched on the new-diary editor: a new diary with Publish, and the old one stays as it was', async () => {
    const session = await signUpWithTrial(server(), `137${String(process.pid % 10000).padStart(4, '0')}0002`);
    const added = await server().api(session.token, 'add_item', {
      className: 'diary',
      data: { content: '旧的一篇', datetime: { __type: 'Date', iso: new Date().toISOString() } },
    });
    const old = String(added.objectId);

    const context = await signedInContext(browser(), session);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));

    await page.goto(`${server().url}/#/diary/detail/index?id=${old}`);
    await page.locator('.detail-content', { hasText: '旧的一篇' }).waitFor();
    await page.locator('.detail-more').click();
    await page.getByText(text.diaryOptions.edit, { exact: true }).click();
    await page.waitForURL(new RegExp(`diary/editor/index\\?id=${old}`));
    const content = page.locator('.editor-page:visible .content-field textarea');
    await expect.poll(() => content.inputValue()).toBe('旧的一篇');
    await content.fill('旧的一篇，改了一半');
    await page.goBack();
    await page.waitForURL(/diary\/detail\/index/);

    // The app starts again on the editor of a new diary (the old diary's draft is restored at start).
    await page.goto('about:blank');
    await page.goto(`${server().url}/#/diary/editor/index?id=new`);
    await page.locator('.editor-page:visible .publish').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.editor-page:visible .publish').textContent()).toBe(text.common.publish);
    expect(await content.inputValue()).toBe('');

    await content.fill('新的一天');
    await page.locator('.editor-page:visible .publish').click();
    const stored = async () => {
      const answer = (await server().api(session.token, 'get_item_list', { className: 'diary', limit: 100 })) as {
        diaryList?: Array<{ objectId: string; content?: string }>;
      };
      return Object.fromEntries((answer.diaryList ?? []).map((d) => [d.objectId, d.content ?? '']));
    };
    await expect.poll(async () => Object.values(await stored()).sort(), { timeout: 30_000 }).toEqual(['新的一天', '旧的一篇']);
    expect((await stored())[old]).toBe('旧的一篇');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Back from one diary’s editor, another diary’s editor, and back: each diary’s typed text waits for its own editor, across relaunches', async () => {
    const session = await signUpWithTrial(server(), `137${String(process.pid % 10000).padStart(4, '0')}0003`);
    const add = async (content: string) =>
      String(
        (await server().api(session.token, 'add_item', { className: 'diary', data: { content, datetime: { __type: 'Date', iso: new Date().toISOString() } } }))
          .objectId,
      );
    const first = await add('第一篇');
    const second = await add('第二篇');
    const { context, page, errors } = await signedInPage(browser(), session);

    await editDiary(page, first, '第一篇');
    await expect.poll(() => contentField(page).inputValue()).toBe('第一篇');
    await contentField(page).fill('第一篇，改了一半');
    await backWhenSettled(page);
    await page.waitForURL(/diary\/detail\/index/);

    await editDiary(page, second, '第二篇');
    await expect.poll(() => contentField(page).inputValue()).toBe('第二篇');
    await contentField(page).fill('第二篇，也改了');
    await backWhenSettled(page);

    await editDiary(page, first, '第一篇');
    await acknowledgeAbnormalQuit(page);
    expect(await contentField(page).inputValue()).toBe('第一篇，改了一半');

    // Still waiting for its editor: the second diary's words.
    await editDiary(page, second, '第二篇');
    await acknowledgeAbnormalQuit(page);
    expect(await contentField(page).inputValue()).toBe('第二篇，也改了');
    expect(errors).toEqual([]);
    await context.close();
  });
});
