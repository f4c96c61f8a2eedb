import { zh } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { h5ServerAndBrowser, photo, shot } from '../support/h5-server';

const { server, browser } = h5ServerAndBrowser();
// The mini program opens in Chinese, its default language; the texts come from core's resources.
const text = zh;

describe("the mini program's daily loop (H5 build, real server)", () => {
  it('signs in with the SMS code, writes a diary with a photo, finds it in the month, opens it and deletes it', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Shanghai', locale: 'zh-CN' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    // The server's Content-Security-Policy refuses inline scripts and foreign origins: nothing may be blocked.
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) errors.push(message.text());
    });
    const phone = `137${String(process.pid % 10000).padStart(4, '0')}0001`;

    // Signed out, the archive tab sends the user to sign in.
    await page.goto(`${server().url}/#/pages/archive/index`);
    await page.waitForURL(/pages\/login\/index/);
    await page.locator('.phone input').fill(phone);
    await expect.poll(() => page.locator('.phone input').inputValue()).toBe(`${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`);
    await page.locator('.send-code').click();
    await expect.poll(() => server().lastCode(phone)).toBeTruthy();
    await page.locator('.code input').fill(server().lastCode(phone)!);
    // Nothing is submitted before the agreement is ticked.
    await page.locator('.submit').click();
    await expect.poll(() => server().lastCode(phone) !== undefined && page.url()).toMatch(/pages\/login\/index/);
    await page.locator('.agreement .nut-checkbox').click();
    await shot(page, 'mini-h5-login');
    await page.locator('.submit').click();
    await page.waitForURL(/pages\/archive\/index/);
    await expect.poll(() => page.locator('.list-count').first().textContent()).toContain('0');

    // Write: a new user is offered the free trial first.
    await page.locator('.write-button').click();
    await page.getByText(text.pro.startTrial).click();
    await page.waitForURL(/diary\/editor\/index/);
    const chooser = page.waitForEvent('filechooser');
    await page.locator('.add-photo').click();
    await (await chooser).setFiles(photo('orientation_portrait_6.jpg'));
    await expect.poll(() => page.locator('.strip-photo').count()).toBe(1);
    const words = `西湖边散步 ${Date.now()}`;
    await page.locator('.content-field textarea').fill(words);
    await page.locator('.weather-row').click();
    await page.locator('.weather[data-weather="sunny"]').click();
    await shot(page, 'mini-h5-editor');
    await page.locator('.publish').click();

    // Back in the month: the new diary is there with its photo.
    await page.waitForURL(/pages\/archive\/index/);
    const row = page.locator('.diary-row', { hasText: words });
    await row.waitFor();
    await expect.poll(() => row.locator('.row-cover-image').count()).toBe(1);
    await expect.poll(() => page.locator('.list-count').first().textContent()).toContain('1');
    await shot(page, 'mini-h5-month');

    // Open it.
    await row.click();
    await page.waitForURL(/diary\/detail\/index/);
    // Taro's H5 keeps the month page in the document under the detail: look in the detail only.
    await page.locator('.detail-content', { hasText: words }).waitFor();
    await expect.poll(() => page.locator('.gallery-image').count()).toBe(1);
    await shot(page, 'mini-h5-detail');

    // Delete it from the options sheet, confirming in the modal.
    await page.locator('.detail-more').click();
    await page.getByText(text.diaryOptions.delete, { exact: true }).click();
    await page.getByText(text.diaryOptions.deleteTitle).waitFor();
    await page.locator('.taro-modal__foot').getByText(text.common.confirm, { exact: true }).click();
    await page.waitForURL(/pages\/archive\/index/);
    await expect.poll(() => page.locator('.diary-row', { hasText: words }).count()).toBe(0);
    await expect.poll(() => page.locator('.list-count').first().textContent()).toContain('0');

    expect(errors).toEqual([]);
    await context.close();
  });
});
