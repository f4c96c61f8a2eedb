import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openContext, screenshot, VIEWPORTS, type ViewportName } from '../support/browser';
import { addDiaryViaApi, dialog, freshPhone, openNewEditor, photo, pickFiles, toast, useSession, userViaApi, writeButton } from '../support/journey';
import { serverAndBrowserForFile } from '../support/web-server';

const running = serverAndBrowserForFile();

async function proPage(viewport: ViewportName) {
  const session = await userViaApi(running.server(), freshPhone());
  await running.server().api(session.token, 'startFreeTrial', {});
  const opened = await openContext(running.browser(), viewport);
  await useSession(opened.page, running.server(), session);
  // Closing or reloading a tab with unsaved changes gets the browser's own question (answered "leave" by openContext).
  const beforeUnload: string[] = [];
  opened.page.on('dialog', (asked) => void (asked.type() === 'beforeunload' && beforeUnload.push(opened.page.url())));
  return { ...opened, session, beforeUnload };
}

const textArea = (page: Page) => page.getByRole('textbox', { name: 'What happened today?' });

/** A diary's editor, opened from its detail's options (as a person does). */
async function editDiary(page: Page, diaryId: string): Promise<void> {
  await page.goto(`${running.server().url}/detail/${diaryId}`);
  await page.locator('.detail-page .detail-actions').getByRole('button', { name: 'More' }).click();
  await page.locator('.options-sheet').getByText('Edit', { exact: true }).click();
  await page.waitForURL(new RegExp(`/edit/${diaryId}$`));
  await textArea(page).waitFor();
}

const leaveQuestion = (page: Page) => dialog(page).filter({ hasText: 'Leave this edit page?' });

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('a draft is never lost by a way out of the editor, at the %s viewport', (viewport) => {
  it('the browser’s Back leaves at once and keeps the draft; two diaries’ drafts wait side by side, across reloads, each for its own editor', async () => {
    const { context, page, errors, session, beforeUnload } = await proPage(viewport);
    const server = running.server();
    const first = await addDiaryViaApi(server, session.token, { content: 'The first diary', iso: new Date().toISOString() });
    const second = await addDiaryViaApi(server, session.token, { content: 'The second diary', iso: new Date().toISOString() });

    await editDiary(page, first);
    await textArea(page).fill('The first diary, half rewritten');
    // Back: no question, the diary's page; its editor again has every word.
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForURL(new RegExp(`/detail/${first}$`));
    await page.locator('.detail-page').getByText('The first diary', { exact: true }).waitFor();
    expect(await dialog(page).count()).toBe(0);
    await page.goForward();
    await page.waitForURL(new RegExp(`/edit/${first}$`));
    await expect.poll(() => textArea(page).inputValue()).toBe('The first diary, half rewritten');
    expect(await dialog(page).count()).toBe(0);

    // Another diary's editor (the tab's own question answered "leave"), typed in too.
    await editDiary(page, second);
    expect(beforeUnload).toHaveLength(1);
    expect(await textArea(page).inputValue()).toBe('The second diary');
    await textArea(page).fill('The second diary, with more');

    // Back to the first: its text, with the notice that it was left unsaved.
    await editDiary(page, first);
    await dialog(page).getByText('Quit abnormally the last time you edited').waitFor();
    await dialog(page).getByRole('button', { name: 'Got it' }).click();
    expect(await textArea(page).inputValue()).toBe('The first diary, half rewritten');
    // A reload brings it back again, and the second's is still waiting.
    await page.reload();
    await dialog(page).getByRole('button', { name: 'Got it' }).click();
    expect(await textArea(page).inputValue()).toBe('The first diary, half rewritten');
    await editDiary(page, second);
    await dialog(page).getByRole('button', { name: 'Got it' }).click();
    expect(await textArea(page).inputValue()).toBe('The second diary, with more');

    // ✕ asks, and leaving drops the change: the diary opens as saved.
    await page.locator('.editor-bar').getByRole('button', { name: 'Close' }).click();
    await leaveQuestion(page).getByText('What you wrote or changed here is not saved: leaving discards it.').waitFor();
    await screenshot(page, `${viewport}-editor-leave-question`);
    await leaveQuestion(page).getByRole('button', { name: 'Discard and leave' }).click();
    await page.waitForURL(new RegExp(`/detail/${second}$`));
    await editDiary(page, second);
    expect(await textArea(page).inputValue()).toBe('The second diary');
    // Nothing was saved by any of it.
    const stored = (await server.api(session.token, 'get_item_list', { className: 'diary', limit: 10 })) as { diaryList: Array<{ content: string }> };
    expect(stored.diaryList.map((d) => d.content).sort()).toEqual(['The first diary', 'The second diary']);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a draft’s photos outlive a reload', () => {
  it('a new diary with a photo, the tab reloaded: the photo is back in the strip (its bytes kept on the device), and publishing uploads it', async () => {
    const { context, page, errors, session } = await proPage('phone');
    // The photos the device keeps for drafts (IndexedDB).
    const keptOnDevice = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const opening = indexedDB.open('diary-kept-files');
            opening.onerror = () => reject(opening.error);
            opening.onsuccess = () => {
              const counting = opening.result.transaction('files').objectStore('files').count();
              counting.onsuccess = () => resolve(counting.result);
            };
          }),
      );
    await openNewEditor(page, running.server());
    await pickFiles(page, '＋ Photo', [photo('gps_DSCN0010.jpg')]);
    await textArea(page).fill('A photo kept through a reload');
    await page.locator('.strip-photo img').first().waitFor();
    await expect.poll(keptOnDevice).toBe(1);

    await page.reload();
    await dialog(page).getByRole('button', { name: 'Got it' }).click();
    expect(await textArea(page).inputValue()).toBe('A photo kept through a reload');
    const shown = page.locator('.strip-photo img').first();
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, 'phone-draft-photo-after-reload');

    await page.locator('.editor-bar').getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'Saved').waitFor({ timeout: 30_000 });
    const files = (await running.server().api(session.token, 'get_item_list', { className: 'file', limit: 10 })) as { fileList: Array<{ name: string }> };
    expect(files.fileList.map((f) => f.name)).toEqual(['gps_DSCN0010.jpg']);
    // Published: the device keeps no copy of the photo.
    await expect.poll(keptOnDevice).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a release published while the app is open', () => {
  it('a screen whose code went with the old release loads the new release and opens, instead of staying blank', async () => {
    const { context, page } = await proPage('phone');
    await page.goto(`${running.server().url}/dashboard/archive`);
    await writeButton(page).waitFor();
    // The editor's code of the release this page was loaded from is gone from the server, as after a deploy, until the
    // page is loaded again (a new release's page names its own files).
    let reloaded = false;
    page.on('request', (request) => void (request.isNavigationRequest() && request.frame() === page.mainFrame() && (reloaded = true)));
    let refused = 0;
    await page.route(/\/assets\/Editor-[\w-]+\.js$/, (route) => (reloaded ? route.continue() : (refused++, route.fulfill({ status: 404, body: 'gone' }))));
    await writeButton(page).click();
    await page.getByRole('textbox', { name: 'What happened today?' }).waitFor();
    expect(refused).toBeGreaterThan(0);
    expect(reloaded).toBe(true);
    await context.close();
  });
});
