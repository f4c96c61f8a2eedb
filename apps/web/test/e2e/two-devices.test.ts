import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { openContext, screenshot, type ViewportName } from '../support/browser';
import { addDiaryViaApi, dialog, freshPhone, toast, useSession, userViaApi } from '../support/journey';
import { serverAndBrowserForFile } from '../support/web-server';

const running = serverAndBrowserForFile();

const textArea = (page: Page) => page.getByRole('textbox', { name: 'What happened today?' });

/** One device: its own browser context signed in to the same account. */
async function device(viewport: ViewportName, session: { token: string; userId: string }) {
  const opened = await openContext(running.browser(), viewport);
  await useSession(opened.page, running.server(), session);
  return opened;
}

/** A diary's editor, opened from its detail's options (as a person does). */
async function editDiary(page: Page, diaryId: string): Promise<void> {
  await page.goto(`${running.server().url}/detail/${diaryId}`);
  await page.locator('.detail-page .detail-actions').getByRole('button', { name: 'More' }).click();
  await page.locator('.options-sheet').getByText('Edit', { exact: true }).click();
  await page.waitForURL(new RegExp(`/edit/${diaryId}$`));
  await textArea(page).waitFor();
}

const save = (page: Page) => page.locator('.editor-bar').getByRole('button', { name: 'Save', exact: true }).click();
const choices = (page: Page) => dialog(page).filter({ hasText: 'Changed on another device' });

it('a diary edited on two devices at once: the second save asks, and Keep mine, Take theirs and Keep both each do what they say', async () => {
  const server = running.server();
  const session = await userViaApi(server, freshPhone());
  await server.api(session.token, 'startFreeTrial', {});
  const diaryId = await addDiaryViaApi(server, session.token, { content: 'At first', iso: new Date().toISOString() });
  const desk = await device('desktop', session);
  const phone = await device('phone', session);
  const contents = async () =>
    ((await server.api(session.token, 'get_item_list', { className: 'diary', limit: 10 })) as { diaryList: Array<{ content: string }> }).diaryList
      .map((d) => d.content)
      .sort();

  /** Both open the diary; the phone saves first; the desk's save is the one that asks. */
  const clash = async (mine: string, theirs: string) => {
    await editDiary(desk.page, diaryId);
    await textArea(desk.page).fill(mine);
    await editDiary(phone.page, diaryId);
    await textArea(phone.page).fill(theirs);
    await save(phone.page);
    await toast(phone.page, 'Saved').waitFor({ timeout: 30_000 });
    await save(desk.page);
    await choices(desk.page).getByText('This diary was changed on another device since it was opened here').waitFor();
  };

  await clash('Mine, from the desk', 'Theirs, from the phone');
  await screenshot(desk.page, 'desktop-editor-changed-elsewhere');
  await choices(desk.page).getByRole('button', { name: 'Keep mine' }).click();
  await toast(desk.page, 'Saved').waitFor({ timeout: 30_000 });
  expect(await contents()).toEqual(['Mine, from the desk']);

  await clash('Mine again', 'Theirs again');
  await choices(desk.page).getByRole('button', { name: 'Take theirs (mine kept as a draft)' }).click();
  await toast(desk.page, 'Your version waits as a new diary’s draft').waitFor();
  expect(await contents()).toEqual(['Theirs again']);
  // The copy opens with Write, as a new diary's draft.
  await desk.page.goto(`${server.url}/edit/new`);
  await dialog(desk.page).getByRole('button', { name: 'Got it' }).click();
  expect(await textArea(desk.page).inputValue()).toBe('Mine again');

  // The phone now asks: the new diary's draft there is free, so all three are offered; Keep both.
  await editDiary(phone.page, diaryId);
  await textArea(phone.page).fill('Both, from the phone');
  await editDiary(desk.page, diaryId);
  await textArea(desk.page).fill('Both, from the desk');
  await save(desk.page);
  await toast(desk.page, 'Saved').waitFor({ timeout: 30_000 });
  await save(phone.page);
  await choices(phone.page).waitFor();
  await screenshot(phone.page, 'phone-editor-changed-elsewhere');
  await choices(phone.page).getByRole('button', { name: 'Keep both' }).click();
  await toast(phone.page, 'Saved').waitFor({ timeout: 30_000 });
  expect(await contents()).toEqual(['Both, from the desk', 'Both, from the phone']);

  expect([...desk.errors, ...phone.errors]).toEqual([]);
  await desk.context.close();
  await phone.context.close();
});
