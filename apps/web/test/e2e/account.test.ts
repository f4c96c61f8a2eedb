import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SMS_CODE_COUNTDOWN_SECONDS } from '@diary/core';
import { inLayout, openContext, VIEWPORTS, type ViewportName } from '../support/browser';
import { pictured } from '../support/a11y';
import { addDiaryViaApi, freshPhone, toast, userViaApi, useSession } from '../support/journey';
import { serverAndBrowserForFile } from '../support/web-server';

const running = serverAndBrowserForFile();

/** The server sends one code per phone a minute: a step that needs a phone's next code first moves its earlier ones back by that. */
const SMS_INTERVAL_MS = (SMS_CODE_COUNTDOWN_SECONDS + 1) * 1000;

/** A date 7 days on, as the app writes it (year.month.day, in the browser's Shanghai time). */
function sevenDaysOn(): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + 7 * 86_400_000),
  );
  return parts.replaceAll('-', '.');
}

/** The account page's row buttons start with their label. */
const row = (page: Page, label: string) => page.locator('.account-menu').getByRole('button', { name: new RegExp(`^${label}`) });

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the account pages at the %s viewport', (viewport) => {
  it('changes the nickname and the phone (by SMS), exports the diaries as HTML once a week, and deletes the account with an SMS code', async () => {
    const server = running.server();
    const oldPhone = freshPhone();
    const newPhone = freshPhone();
    const doomedPhone = freshPhone();
    const me = await userViaApi(server, oldPhone);
    const doomed = await userViaApi(server, doomedPhone);
    await addDiaryViaApi(server, me.token, { content: 'Walked by the river at dusk', iso: new Date(2026, 10, 20, 19).toISOString() });
    const { context, page, errors } = await openContext(running.browser(), viewport);
    const at = (phonePath: string) => `${server.url}${inLayout(viewport, phonePath, 'archive')}`;
    await useSession(page, server, me);

    // The account page: each row leads to its page; delete sits apart at the bottom.
    await page.goto(at('/account'));
    await row(page, 'Nickname').waitFor();
    await pictured(page, `${viewport}-account`);

    // Nickname.
    await row(page, 'Nickname').click();
    await page.waitForURL(/\/set-nicename$/);
    await pictured(page, `${viewport}-account-nickname`);
    await page.getByRole('textbox', { name: 'Nickname' }).fill('River walker');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Updated').waitFor();
    await page.waitForURL(/\/account$/);
    await expect.poll(() => row(page, 'Nickname').textContent()).toContain('River walker');
    expect(((await server.api(me.token, 'get_item_by_id', { className: 'user', objectId: me.userId })).item as { nicename?: string }).nicename).toBe(
      'River walker',
    );

    // Phone: a code goes to the new number, and with it the account moves there.
    await row(page, 'Phone number').click();
    await page.waitForURL(/\/phone-change$/);
    await page.getByText(`Current number: ${oldPhone.slice(0, 3)}`).waitFor();
    await toast(page, 'Updated').waitFor({ state: 'detached' });
    await pictured(page, `${viewport}-account-phone-change`);
    await page.getByRole('textbox', { name: 'New phone number' }).fill(newPhone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('button', { name: /^\d+s$/ }).waitFor();
    await expect.poll(() => server.lastCode(newPhone)).toBeTruthy();
    // A wrong code changes nothing.
    const wrong = server.lastCode(newPhone) === '000000' ? '111111' : '000000';
    await page.getByRole('textbox', { name: 'Verification code' }).fill(wrong);
    await page.getByRole('button', { name: 'Change phone number' }).click();
    await toast(page, 'Invalid SMS verification code').waitFor();
    await page.getByRole('textbox', { name: 'Verification code' }).fill(server.lastCode(newPhone)!);
    await page.getByRole('button', { name: 'Change phone number' }).click();
    await toast(page, 'Updated').waitFor();
    await page.waitForURL(/\/account$/);
    await expect.poll(() => row(page, 'Phone number').textContent()).toContain(newPhone.slice(-4));

    // Export: the download is an HTML file with the diary in it; a second one within 7 days says when.
    const exportRow = row(page, 'Export data');
    await exportRow.getByText('Export all diaries as an HTML file, once every 7 days').waitFor();
    const downloading = page.waitForEvent('download');
    await exportRow.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^diary-\d{4}-\d{2}-\d{2}\.html$/);
    const html = fs.readFileSync((await download.path())!, 'utf8');
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('Walked by the river at dusk');
    await toast(page, 'Saved').waitFor();
    await exportRow.getByText(`You can export again on ${sevenDaysOn()}`).waitFor();
    await toast(page, 'Saved').waitFor({ state: 'detached' });
    await exportRow.click();
    await toast(page, `You can export again on ${sevenDaysOn()}`).waitFor();

    // Deleting the account, as another user: it explains, and a code sent to its phone confirms it.
    await useSession(page, server, doomed);
    await page.goto(at('/account'));
    await row(page, 'Delete account').click();
    await page.waitForURL(/\/delete-account$/);
    await page.getByText('this phone number can no longer sign in').waitFor();
    await pictured(page, `${viewport}-account-delete`);
    server.codesSentEarlier(doomedPhone, SMS_INTERVAL_MS);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('button', { name: /^\d+s$/ }).waitFor();
    await expect.poll(() => server.lastCode(doomedPhone)).toBeTruthy();
    await page.getByRole('textbox', { name: 'Verification code' }).fill(server.lastCode(doomedPhone)!);
    await page.getByRole('button', { name: 'Delete account' }).click();
    await page.waitForURL(`${server.url}/`);
    expect(await page.evaluate(() => localStorage.getItem('diary:session'))).toBeNull();

    // The old number no longer signs in to the account (it would start a new one); the new one does.
    for (const phone of [newPhone, oldPhone]) server.codesSentEarlier(phone, SMS_INTERVAL_MS);
    expect((await userViaApi(server, newPhone)).userId).toBe(me.userId);
    expect((await userViaApi(server, oldPhone)).userId).not.toBe(me.userId);

    // Signing in again with the deleted account's phone and a new code (the deletion used its code up): "Account cancelled".
    server.codesSentEarlier(doomedPhone, SMS_INTERVAL_MS);
    const used = server.lastCode(doomedPhone);
    await page.goto(`${server.url}/login`);
    await page.getByRole('textbox', { name: 'Phone number' }).fill(doomedPhone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => server.lastCode(doomedPhone)).not.toBe(used);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(server.lastCode(doomedPhone)!);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await toast(page, 'Account cancelled').waitFor();
    expect(page.url()).toMatch(/\/login$/);

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('unbinding WeChat', () => {
  it('explains what unbinding means; with nothing bound the button stays off', async () => {
    const server = running.server();
    const me = await userViaApi(server, freshPhone());
    const { context, page, errors } = await openContext(running.browser(), 'phone');
    await useSession(page, server, me);
    await page.goto(`${server.url}/wechat-unbind`);
    await page.getByText('WeChat: Not bound').waitFor();
    expect(await page.getByRole('button', { name: 'Unbind WeChat' }).isDisabled()).toBe(true);
    await pictured(page, 'phone-account-wechat-unbind');
    expect(errors).toEqual([]);
    await context.close();
  });
});
