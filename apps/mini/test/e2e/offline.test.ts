import { zh } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { h5ServerAndBrowser, photo, shot, signedInPage, signUpWithTrial } from '../support/h5-server';

const { server, browser } = h5ServerAndBrowser();
const text = zh;
const one = (template: string) => template.replace('{{count}}', '1');

describe('the mini program without a network (H5 build, real server)', () => {
  it('a diary with a photo written offline waits, said on its row and in the top bar, and is sent once when the network is back; a delete made offline likewise', async () => {
    const session = await signUpWithTrial(server(), `137${String(process.pid % 10000).padStart(4, '0')}0041`);
    const { context, page, errors } = await signedInPage(browser(), session);
    const onServer = async () =>
      (
        (await server().api(session.token, 'get_item_list', { className: 'diary', include: ['gallery'], limit: 100 })) as {
          diaryList: Array<{ objectId: string; content: string; gallery?: unknown[] }>;
        }
      ).diaryList;

    await page.goto(`${server().url}/#/pages/archive/index`);
    await page.locator('.write-button').click();
    await page.waitForURL(/diary\/editor\/index/);
    const chooser = page.waitForEvent('filechooser');
    await page.locator('.add-photo').click();
    await (await chooser).setFiles(photo('orientation_portrait_6.jpg'));
    await expect.poll(() => page.locator('.strip-photo').count()).toBe(1);
    const words = `地铁上写的 ${Date.now()}`;
    await page.locator('.content-field textarea').fill(words);

    await context.setOffline(true);
    await page.locator('.publish').click();
    await page.getByText(text.outbox.savedOnDevice).waitFor({ timeout: 20_000 });
    await page.waitForURL(/pages\/archive\/index/);
    const status = page.locator('.sync-status:visible');
    await expect.poll(() => status.textContent(), { timeout: 10_000 }).toContain(one(text.outbox.waiting_one));
    const row = page.locator('.diary-row', { hasText: words });
    await row.waitFor();
    expect(await row.textContent()).toContain(text.list.waiting);
    expect(await onServer()).toEqual([]);
    await shot(page, 'mini-h5-outbox-waiting');

    // The top bar's line opens what waits.
    await status.click();
    await page.getByText(text.outbox.newDiary.split(' ')[0]!).locator('visible=true').first().waitFor();
    await shot(page, 'mini-h5-outbox-sheet');
    await page.locator('.nut-overlay:visible').click({ position: { x: 20, y: 20 } });

    await context.setOffline(false);
    await expect.poll(async () => (await onServer()).map((d) => [d.content, d.gallery?.length]), { timeout: 30_000 }).toEqual([[words, 1]]);
    await expect.poll(() => status.count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).not.toContain(text.list.waiting);

    // Opened online, deleted offline: it leaves the month at once, and goes from the server once the network is back.
    await row.click();
    await page.waitForURL(/diary\/detail\/index/);
    await page.locator('.detail-content', { hasText: words }).waitFor();
    await context.setOffline(true);
    await page.locator('.detail-more').click();
    await page.getByText(text.diaryOptions.delete, { exact: true }).click();
    await page.locator('.taro-modal__foot').getByText(text.common.confirm, { exact: true }).click();
    await page.getByText(text.outbox.deletedOnDevice).waitFor({ timeout: 20_000 });
    await page.waitForURL(/pages\/archive\/index/);
    await expect.poll(() => page.locator('.diary-row', { hasText: words }).count()).toBe(0);
    await expect.poll(() => status.textContent(), { timeout: 10_000 }).toContain(one(text.outbox.waiting_one));
    expect(await onServer()).toHaveLength(1);
    await context.setOffline(false);
    await expect.poll(onServer, { timeout: 30_000 }).toEqual([]);

    expect(errors).toEqual([]);
    await context.close();
  });
});
