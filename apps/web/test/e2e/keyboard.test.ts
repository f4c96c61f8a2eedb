import { routePath } from '@diary/core';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inLayout, openContext } from '../support/browser';
import { addDiaryViaApi, freshPhone, openNewEditor, toast, userViaApi, useSession } from '../support/journey';
import { serverAndBrowserForFile } from '../support/web-server';

const running = serverAndBrowserForFile();

/** Whether the focused element is inside what the locator finds. */
const holdsFocus = (where: Locator) => where.evaluate((el) => el.contains(document.activeElement));
/** The focused element's accessible text (its label, else its text). */
/** Where a text inside the locator's element breaks its line in the middle of a word (NutUI's dialogs broke "deletio / n"). */
const wordsBroken = (where: Locator) =>
  where.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const range = document.createRange();
      let lineTop: number | null = null;
      for (let i = 0; i < text.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const { top, width } = range.getBoundingClientRect();
        if (width === 0) continue;
        if (lineTop !== null && top > lineTop + 2 && /\w/.test(text[i - 1]!) && /\w/.test(text[i]!)) broken.push(text.slice(0, i) + '|' + text.slice(i));
        lineTop = top;
      }
    }
    return broken;
  });
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '');

/** A new Pro user's diary with this text, its page opened on a desktop with the archive beside it. */
async function diaryPageOnDesktop(content: string) {
  const server = running.server();
  const session = await userViaApi(server, freshPhone());
  await server.api(session.token, 'startFreeTrial', {});
  const diaryId = await addDiaryViaApi(server, session.token, { content, iso: '2026-11-14T12:00:00.000Z' });
  const { context, page, errors } = await openContext(running.browser(), 'desktop');
  await useSession(page, server, session);
  await page.goto(`${server.url}${inLayout('desktop', routePath('detail', { diaryId }), 'archive')}`);
  return { server, session, diaryId, context, page, errors, more: page.locator('.detail-actions').getByRole('button', { name: 'More' }) };
}

describe('the keyboard on a desktop', () => {
  it("the landing page's sign-in box holds the keyboard: the focus on it, Tab inside, Escape closes it with the focus back on Get started", async () => {
    const { context, page, errors } = await openContext(running.browser(), 'desktop');
    await page.goto(`${running.server().url}/`);
    await page.locator('.landing-nav select').first().selectOption('en');
    const getStarted = page.locator('.landing-cover').getByRole('button', { name: 'Get started' });
    await getStarted.click();
    const box = page.getByRole('dialog', { name: 'Sign in' });
    await box.getByRole('button', { name: 'Close' }).waitFor();
    await expect.poll(() => holdsFocus(box)).toBe(true);
    expect(await box.getAttribute('aria-modal')).toBe('true');
    // Past its last field and round again: never onto the page under the mask.
    for (let tab = 0; tab < 14; tab++) {
      await page.keyboard.press('Tab');
      expect(await holdsFocus(box)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'detached' });
    expect(await getStarted.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Search opened beside a diary takes the keyboard at once: what is typed goes in its box, and Enter finds it', async () => {
    const { context, page, errors } = await diaryPageOnDesktop('Rain on the window all evening.');
    await page.locator('.detail-page').getByText('Rain on the window all evening.').waitFor();
    await page.getByRole('complementary', { name: 'Navigation' }).getByRole('button', { name: 'Search' }).click();
    const box = page.getByRole('searchbox', { name: 'Search diaries' });
    await box.waitFor();
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('window');
    await page.keyboard.press('Enter');
    // The search's list of what it found opens.
    await page.waitForURL(/window/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("reaches a diary's options by Tab, keeps Tab inside the sheet, chooses by Enter, and Escape closes it with the focus back on More", async () => {
    const { context, page, errors, more } = await diaryPageOnDesktop('Rain on the window all evening.');
    await more.focus();
    await page.keyboard.press('Enter');

    // The sheet takes the focus; Tab goes through its options and never behind it.
    const sheet = page.getByRole('dialog', { name: 'Diary' });
    await sheet.getByRole('button', { name: 'Edit' }).waitFor();
    await expect.poll(() => holdsFocus(sheet)).toBe(true);
    const popup = page.locator('.options-sheet.nut-popup');
    const reached: string[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await holdsFocus(popup)).toBe(true);
      reached.push(await focused(page));
    }
    expect(reached.slice(0, 2)).toEqual(['Edit', 'Favorite']);
    expect(reached).toContain('Close');

    // Escape closes it and gives the focus back to what opened it.
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('More');

    // Enter opens it again, and an option is chosen by the keyboard alone.
    await page.keyboard.press('Enter');
    await sheet.getByRole('button', { name: 'Favorite' }).waitFor();
    await expect.poll(() => holdsFocus(sheet)).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Favorite');
    await page.keyboard.press('Enter');
    await toast(page, 'Favorited').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a confirm dialog breaks lines between words and holds the keyboard: it takes the focus, Tab stays on its buttons, Escape cancels, Enter on Confirm does it', async () => {
    const { server, session, diaryId, context, page, errors, more } = await diaryPageOnDesktop('A note to delete.');
    const askToDelete = async () => {
      await more.focus();
      await page.keyboard.press('Enter');
      const sheet = page.getByRole('dialog', { name: 'Diary' });
      await sheet.getByRole('button', { name: 'Delete' }).focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('alertdialog', { name: 'Delete this diary?' });
      await confirm.getByText('It cannot be restored after deletion.').waitFor();
      await expect.poll(() => holdsFocus(confirm)).toBe(true);
      expect(await wordsBroken(confirm)).toEqual([]);
      return confirm;
    };

    const confirm = await askToDelete();
    const reached: string[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await holdsFocus(confirm)).toBe(true);
      reached.push(await focused(page));
    }
    expect(reached).toEqual(['Cancel', 'Confirm', 'Cancel', 'Confirm']);
    // The focus comes back to More as the dialog starts to fade, not once its 300 ms fade has ended: the first element
    // to take it afterwards is More, while the fading dialog is still in the page.
    const focusBack = page.evaluate(
      () =>
        new Promise<{ to: string | null; dialogFading: boolean }>((resolve) =>
          document.addEventListener(
            'focusin',
            (event) =>
              resolve({ to: (event.target as Element).textContent?.trim() ?? null, dialogFading: document.querySelector('.nut-dialog-outer') !== null }),
            { once: true },
          ),
        ),
    );
    await page.keyboard.press('Escape');
    expect(await focusBack).toEqual({ to: 'More', dialogFading: true });
    await confirm.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('More');
    expect((await server.api(session.token, 'get_item_by_id', { className: 'diary', objectId: diaryId })).item).toBeTruthy();

    await askToDelete();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await toast(page, 'Delete success').waitFor();
    await expect
      .poll(() =>
        server.api(session.token, 'get_item_by_id', { className: 'diary', objectId: diaryId }).then(
          () => 'there',
          () => 'gone',
        ),
      )
      .toBe('gone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("closes the editor's sheets and its calendar by Escape, the focus back on the chip that opened them", async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    await server.api(session.token, 'startFreeTrial', {});
    const { context, page, errors } = await openContext(running.browser(), 'desktop');
    await useSession(page, server, session);
    await openNewEditor(page, server);
    const rows = page.locator('.editor-rows');

    for (const [chip, overlay] of [
      [/Weather/, 'Weather'],
      [/Date/, 'Date'],
    ] as const) {
      const opener = rows.getByRole('button', { name: chip });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: overlay });
      await dialog.waitFor();
      await expect.poll(() => holdsFocus(dialog)).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
