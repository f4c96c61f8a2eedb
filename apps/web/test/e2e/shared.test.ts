import { pointer, routePath } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { pictured } from '../support/a11y';
import { openContext, VIEWPORTS, type ViewportName } from '../support/browser';
import { addDiaryViaApi, freshPhone, toast, uploadPhotosViaApi, userViaApi } from '../support/journey';
import { serverAndBrowserForFile } from '../support/web-server';

const running = serverAndBrowserForFile();

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("a share link's page at the %s viewport", (viewport) => {
  it('opens signed out: a shared diary with its photo, a shared story with a private diary hidden, and a withdrawn link said plainly', async () => {
    const server = running.server();
    const owner = await userViaApi(server, freshPhone());
    await server.api(owner.token, 'startFreeTrial', {});
    await server.api(owner.token, 'update_item', { className: 'user', objectId: owner.userId, data: { nicename: 'Mei' } });
    const now = { __type: 'Date', iso: new Date().toISOString() };
    const share = (className: string, objectId: string) =>
      server.api(owner.token, 'update_item', { className, objectId, data: { sharedStatus: 2, sharedDatetime: now } });

    const photos = await uploadPhotosViaApi(server, owner.token, ['orientation_landscape_1.jpg']);
    const lake = await addDiaryViaApi(server, owner.token, { content: 'Rain on the lake, and tea after.', iso: new Date().toISOString(), photos });
    await share('diary', lake);
    const kyoto = String((await server.api(owner.token, 'add_item', { className: 'tag', data: { name: 'Kyoto' } })).objectId);
    const inKyoto = async (content: string, daysAgo: number, privateStatus = false) => {
      const id = await addDiaryViaApi(server, owner.token, { content, iso: new Date(Date.now() - daysAgo * 86_400_000).toISOString() });
      await server.api(owner.token, 'update_item', {
        className: 'diary',
        objectId: id,
        data: { tag: [pointer('tag', kyoto)], ...(privateStatus ? { privateStatus: true } : {}) },
      });
      return id;
    };
    const temples = await inKyoto('Temples in the morning mist.', 1);
    await inKyoto('A note only for me.', 2, true);
    await share('tag', kyoto);

    // A visitor in a fresh browser, never signed in.
    const { context, page, errors } = await openContext(running.browser(), viewport);
    // Who reads it chose English before (the app's own default is Chinese); no session.
    await context.addInitScript(() =>
      localStorage.setItem('diary:preferences', JSON.stringify({ v: 1, data: { language: 'en', appearance: 'auto', mapType: 'standard' } })),
    );
    await page.goto(`${server.url}/shared/${lake}`);
    await page.getByText('Rain on the lake, and tea after.').waitFor();
    await page.getByText('Shared by Mei').waitFor();
    const photo = page.locator('.gallery img').first();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('diary:session'))).toBeNull();
    await pictured(page, `${viewport}-shared-diary`);

    await page.goto(`${server.url}/shared/tag/${kyoto}`);
    await page.getByRole('heading', { name: 'Kyoto' }).waitFor();
    expect(await page.locator('.shared-row').allTextContents()).toEqual([expect.stringContaining('Temples in the morning mist.'), 'Hidden content']);
    await page.getByText('A note only for me.').waitFor({ state: 'detached' });
    await pictured(page, `${viewport}-shared-list`);
    await page.getByRole('button', { name: 'Hidden content' }).click();
    await toast(page, 'Sharing mode cannot be operated yet').waitFor();
    await page.getByText('Temples in the morning mist.').click();
    await page.waitForURL((u) => u.pathname === `/shared/tag/${kyoto}/${temples}`);
    await page.locator('.shared-diary').getByText('Temples in the morning mist.').waitFor();

    // The owner turns the story's sharing off: the link says so, and shows nothing of it.
    await server.api(owner.token, 'update_item', { className: 'tag', objectId: kyoto, data: { sharedStatus: 0 } });
    await page.goto(`${server.url}/shared/tag/${kyoto}`);
    await page.getByText('This link is not shared any more').waitFor();
    expect(await page.getByText('Temples').count()).toBe(0);
    await page.getByRole('link', { name: 'Get started' }).waitFor();
    expect(page.url()).not.toContain(routePath('login'));

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a shared diary read in another time zone', () => {
  it('shows the day and time of the clock it was written by, not the reader’s', async () => {
    const server = running.server();
    const owner = await userViaApi(server, freshPhone());
    // 00:30 on 21 November in Shanghai, where it was written; 16:30 on the 20th in London, where it is read.
    const iso = '2026-11-20T16:30:00.000Z';
    const id = await addDiaryViaApi(server, owner.token, { content: 'Just after midnight.', iso, timeZone: 'Asia/Shanghai' });
    await server.api(owner.token, 'update_item', {
      className: 'diary',
      objectId: id,
      data: { sharedStatus: 2, sharedDatetime: { __type: 'Date', iso: new Date().toISOString() } },
    });

    const { context, page, errors } = await openContext(running.browser(), 'phone', { timezoneId: 'Europe/London' });
    await context.addInitScript(() =>
      localStorage.setItem('diary:preferences', JSON.stringify({ v: 1, data: { language: 'en', appearance: 'auto', mapType: 'standard' } })),
    );
    await page.goto(`${server.url}/shared/${id}`);
    const diary = page.locator('.shared-diary');
    await diary.getByText('Just after midnight.').waitFor();
    expect(await diary.textContent()).toContain('Nov 21, 2026 00:30');
    expect(errors).toEqual([]);
    await context.close();
  });
});
