import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { routePath } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { pictured } from '../support/a11y';
import { inLayout, openContext } from '../support/browser';
import { addDiaryViaApi, freshPhone, monthCount, openNewEditor, photo, thisMonth, toast, userViaApi, useSession, writeButton } from '../support/journey';
import { serverAndBrowserForFile } from '../support/web-server';

const running = serverAndBrowserForFile();

const drawn = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

describe('the editor on a desktop browser', () => {
  it('takes an iPhone HEIC the browser gives no type, shows it decoded, and saves it', async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    await server.api(session.token, 'startFreeTrial', {});
    const { context, page, errors } = await openContext(running.browser(), 'desktop');
    await useSession(page, server, session);
    await openNewEditor(page, server);

    // Chrome on Linux and Windows, and Firefox, know no HEIC type: the file comes with none.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '＋ Photo' }).click();
    await (await chooser).setFiles({ name: 'IMG_0001.HEIC', mimeType: '', buffer: fs.readFileSync(photo('portrait_gps.heic')) });

    const strip = page.locator('.strip-photo');
    await strip.first().waitFor();
    expect(await toast(page, 'not supported').count()).toBe(0);
    // Chromium cannot draw HEIC: the preview is the photo decoded in the page, never a broken image.
    const preview = strip.first().locator('img');
    await expect.poll(() => drawn(preview), { timeout: 30_000 }).toBe(true);

    await page.getByRole('textbox', { name: 'What happened today?' }).fill('From the phone');
    await page.locator('.editor-bar').getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'Saved').waitFor({ timeout: 30_000 });
    // Stored as it came; the list shows the server's JPEG of it.
    await page.waitForURL(/\/dashboard\/archive\/panel\/detail\/[\w-]+$/);
    await page.locator(`.month-card[data-month="${thisMonth()}"]`).click();
    await expect.poll(() => drawn(page.locator('.diary-row .row-cover img').first()), { timeout: 30_000 }).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('publishing on a desktop', () => {
  it('opened from the Pro page beside the archive, the published diary takes the panel, not the Pro page again', async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    await server.api(session.token, 'startFreeTrial', {});
    const { context, page, errors } = await openContext(running.browser(), 'desktop');
    await useSession(page, server, session);
    await page.goto(`${server.url}/dashboard/archive/panel/gopro`);
    const panel = page.locator('aside.panel');
    await panel.locator('.gopro-page').waitFor();
    await writeButton(page).click();
    await page.waitForURL(/\/panel\/edit\/new$/);
    await page.getByRole('textbox', { name: 'What happened today?' }).fill('Written beside the Pro page');
    await page.locator('.editor-bar').getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'Saved').waitFor({ timeout: 30_000 });
    await page.waitForURL(/\/dashboard\/archive\/panel\/detail\/[\w-]+$/);
    await panel.locator('.detail-page').getByText('Written beside the Pro page').waitFor();
    expect(await panel.locator('.gopro-page').count()).toBe(0);
    // Back goes where the person was before writing.
    await page.goBack();
    await page.waitForURL(/\/panel\/gopro$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('photos pasted or dropped into the editor', () => {
  it('a photo pasted into the text and one dropped on the editor join the strip, and the diary saves with both', async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    await server.api(session.token, 'startFreeTrial', {});
    const { context, page, errors } = await openContext(running.browser(), 'desktop');
    await useSession(page, server, session);
    await openNewEditor(page, server);
    const files = {
      pasted: fs.readFileSync(photo('gps_DSCN0010.jpg')).toString('base64'),
      dropped: fs.readFileSync(photo('orientation_landscape_1.jpg')).toString('base64'),
    };
    // As the browser fires them: a paste whose clipboard holds an image file, then files dropped from the desktop.
    await page.evaluate(({ pasted, dropped }) => {
      const transfer = (name: string, base64: string) => {
        const data = new DataTransfer();
        data.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type: 'image/jpeg' }));
        return data;
      };
      const text = document.querySelector('.content-field')!;
      text.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer('pasted.jpg', pasted), bubbles: true, cancelable: true }));
      const page = document.querySelector('.editor-page')!;
      const drop = transfer('dropped.jpg', dropped);
      page.dispatchEvent(new DragEvent('dragover', { dataTransfer: drop, bubbles: true, cancelable: true }));
      page.dispatchEvent(new DragEvent('drop', { dataTransfer: drop, bubbles: true, cancelable: true }));
    }, files);
    const strip = page.locator('.strip-photo img');
    await expect.poll(() => strip.count()).toBe(2);
    await expect.poll(() => drawn(strip.nth(1))).toBe(true);
    expect(await page.getByRole('textbox', { name: 'What happened today?' }).inputValue()).toBe('');
    await page.getByRole('textbox', { name: 'What happened today?' }).fill('Pasted and dropped');
    await page.locator('.editor-bar').getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'Saved').waitFor({ timeout: 30_000 });
    const { fileList = [] } = (await server.api(session.token, 'get_item_list', { className: 'file', limit: 10 })) as { fileList?: unknown[] };
    expect(fileList).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('choosing a date on a desktop', () => {
  it("changes a diary's day by mouse and its time by keyboard in a calendar, never past today", async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    await server.api(session.token, 'startFreeTrial', {});
    const { context, page, errors } = await openContext(running.browser(), 'desktop');
    await useSession(page, server, session);
    await openNewEditor(page, server);

    const dateRow = page.locator('.editor-rows').getByRole('button', { name: /Date/ });
    await dateRow.click();
    const chooser = page.getByRole('dialog', { name: 'Date' });
    // Today is the last day that can be chosen: the next one is disabled.
    const today = await browserToday(page);
    const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
    if (tomorrow.getMonth() === today.getMonth()) {
      expect(await chooser.locator(`[data-day="${isoDay(tomorrow)}"] button`).isDisabled()).toBe(true);
    }
    await pictured(page, 'date-chooser-desktop');
    await chooser.getByRole('button', { name: /previous month/i }).click();
    const previous = new Date(today.getFullYear(), today.getMonth() - 1, 15);
    await chooser.locator(`[data-day="${isoDay(previous)}"] button`).click();
    // The time by keyboard: the field takes typed hours and minutes (and, in the browser's 12-hour English, AM: without
    // it the half of the day the field held stays, which was PM whenever the test ran after noon in Shanghai).
    await chooser.getByLabel('Time').focus();
    await page.keyboard.type('0805A');
    await chooser.getByRole('button', { name: 'Confirm' }).click();
    await chooser.waitFor({ state: 'detached' });
    await expect.poll(() => dateRow.textContent()).toMatch(/08:05$/);
    expect(await dateRow.textContent()).toContain(String(previous.getFullYear()));

    // The keyboard alone: the chosen day has the focus; an arrow walks to the day before, Enter takes it — pressed in
    // the same instant, which once locked the page (docs/decisions.md "The desktop calendar and a fast Enter").
    const dayBefore = new Date(previous.getFullYear(), previous.getMonth(), 14);
    await dateRow.click();
    const focusedDay = () => page.evaluate(() => document.activeElement?.closest('[data-day]')?.getAttribute('data-day'));
    await expect.poll(focusedDay).toBe(isoDay(previous));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect.poll(focusedDay).toBe(isoDay(dayBefore));
    await expect.poll(() => chooser.locator(`[data-day="${isoDay(dayBefore)}"]`).getAttribute('aria-selected')).toBe('true');
    await chooser.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('textbox', { name: 'What happened today?' }).fill('Chosen in a calendar');
    await page.locator('.editor-bar').getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'Saved').waitFor({ timeout: 30_000 });
    const month = `${dayBefore.getFullYear()}-${String(dayBefore.getMonth() + 1).padStart(2, '0')}`;
    await expect.poll(() => monthCount(page, month), { timeout: 30_000 }).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a time typed later than now becomes now, and the chooser says so', async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    await server.api(session.token, 'startFreeTrial', {});
    const { context, page, errors } = await openContext(running.browser(), 'desktop', { timezoneId: 'Asia/Shanghai' });
    // 08:20 in the morning on the browser's clock.
    await page.clock.setFixedTime(new Date('2026-12-07T08:20:00+08:00'));
    await useSession(page, server, session);
    await openNewEditor(page, server);

    const dateRow = page.locator('.editor-rows').getByRole('button', { name: /Date/ });
    await dateRow.click();
    const chooser = page.getByRole('dialog', { name: 'Date' });
    const note = chooser.locator('.date-chooser-note');
    expect(await note.textContent()).toBe('');
    await chooser.getByLabel('Time').focus();
    await page.keyboard.type('0645P');
    await expect.poll(() => chooser.getByLabel('Time').inputValue()).toBe('08:20');
    await expect.poll(() => note.textContent()).toBe('Not later than 08:20');
    await pictured(page, 'date-chooser-not-later');
    await chooser.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => dateRow.textContent()).toContain('Dec 7, 2026 08:20');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows and changes an old diary’s date on the clock it was written by, and keeps that clock', async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    // 21:30 on 20 November in New York, where it was written: 10:30 on the 21st for this browser in Shanghai.
    const id = await addDiaryViaApi(server, session.token, { content: 'Written in New York', iso: '2026-11-21T02:30:00.000Z', timeZone: 'America/New_York' });
    const { context, page, errors } = await openContext(running.browser(), 'desktop', { timezoneId: 'Asia/Shanghai' });
    await useSession(page, server, session);
    await page.goto(`${server.url}${inLayout('desktop', routePath('editor', { diaryId: id }), 'archive')}`);

    const dateRow = page.locator('.editor-rows').getByRole('button', { name: /Date/ });
    await expect.poll(() => dateRow.textContent()).toContain('Nov 20, 2026 21:30');
    await dateRow.click();
    const chooser = page.getByRole('dialog', { name: 'Date' });
    expect(await chooser.locator('[data-day="2026-11-20"]').getAttribute('aria-selected')).toBe('true');
    await chooser.getByLabel('Time').focus();
    await page.keyboard.type('0805A');
    await chooser.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => dateRow.textContent()).toContain('Nov 20, 2026 08:05');
    await page.locator('.editor-bar').getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Saved').waitFor({ timeout: 30_000 });

    const saved = (await server.api(session.token, 'get_item_by_id', { className: 'diary', objectId: id })) as {
      item: { datetime: { iso: string }; timeZone: string; todayonhistory: string };
    };
    expect(saved.item).toMatchObject({ datetime: { iso: '2026-11-20T13:05:00.000Z' }, timeZone: 'America/New_York', todayonhistory: '1120' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sets a birth date years back with the year list, and never after today', async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    const { context, page, errors } = await openContext(running.browser(), 'desktop');
    await useSession(page, server, session);
    await page.goto(`${server.url}${inLayout('desktop', '/account', 'more')}`);
    const birthRow = page.getByRole('button', { name: /Birth date/ });
    await birthRow.click();
    const chooser = page.getByRole('dialog', { name: 'Birth date' });
    const today = await browserToday(page);
    const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
    await chooser.getByRole('combobox', { name: /year/i }).selectOption(String(today.getFullYear()));
    await chooser.getByRole('combobox', { name: /month/i }).selectOption({ index: today.getMonth() });
    if (tomorrow.getMonth() === today.getMonth()) {
      expect(await chooser.locator(`[data-day="${isoDay(tomorrow)}"] button`).isDisabled()).toBe(true);
    }
    await chooser.getByRole('combobox', { name: /year/i }).selectOption('1990');
    await chooser.getByRole('combobox', { name: /month/i }).selectOption({ index: 4 });
    await chooser.locator('[data-day="1990-05-15"] button').click();
    await chooser.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => birthRow.textContent()).toContain('1990');
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Today in the page's time zone (Shanghai), which may be another day than the test's own clock says. */
async function browserToday(page: Page): Promise<Date> {
  const [y, m, d] = await page.evaluate(() => [new Date().getFullYear(), new Date().getMonth(), new Date().getDate()]);
  return new Date(y!, m!, d!);
}

function isoDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
