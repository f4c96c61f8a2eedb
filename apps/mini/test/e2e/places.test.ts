import fs from 'node:fs';
import { zh } from '@diary/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { h5ServerAndBrowser, photo, picture, settled, signedInPage, signUpWithTrial } from '../support/h5-server';

const { server, browser } = h5ServerAndBrowser();
const phone = (n: number) => `133${String(process.pid % 10000).padStart(4, '0')}${String(n).padStart(4, '0')}`;
const open = (page: Page, path: string) => page.goto(`${server().url}/#${path}`);
const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`);

describe("the mini program's places in the editor (H5 build, real server)", () => {
  it('opens every place from the place sheet as a page of check circles, and the choice comes back to the diary', async () => {
    const session = await signUpWithTrial(server(), phone(1));
    for (const name of ['西湖', '家']) await server().api(session.token, 'add_item', { className: 'location', data: { name } });
    for (const scheme of ['light', 'dark'] as const) {
      const { context, page, errors } = await signedInPage(browser(), session, { colorScheme: scheme });
      const a11y: string[] = [];
      await open(page, '/diary/editor/index');
      await visible(page, '.place-row').click();
      await visible(page, '.place-all').getByText(zh.places.allPlaces).click();
      await page.waitForURL(/manage\/place-select\/index/);
      await expect.poll(() => visible(page, '.place-choice .check-row-name').allTextContents()).toEqual(expect.arrayContaining(['西湖', '家']));
      // This server has no maps service: the page says so rather than offering a search that finds nothing.
      await visible(page, '.places-maps-off').getByText(zh.places.mapsOff).waitFor();
      await settled(page);
      await visible(page, '.place-choice').filter({ hasText: '西湖' }).click();
      await expect.poll(() => visible(page, '.place-choice.checked').allTextContents()).toEqual(['西湖']);
      await picture(page, `mini-h5-place-select-${scheme}`, a11y);
      await visible(page, '.picker-done').click();
      await page.waitForURL(/diary\/editor\/index/);
      await visible(page, '.place-row').getByText('西湖').waitFor();
      expect(a11y).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('takes an iPhone HEIC the browser gives no type, shows it decoded, offers a place where it was taken, and saves it', async () => {
    const session = await signUpWithTrial(server(), phone(3));
    const { context, page, errors } = await signedInPage(browser(), session);
    await open(page, '/diary/editor/index');
    await settled(page);
    // Chrome on Linux and Windows, and Firefox, know no HEIC type: the file comes with none.
    const chooser = page.waitForEvent('filechooser');
    await visible(page, '.add-photo').click();
    await (await chooser).setFiles({ name: 'IMG_0001.HEIC', mimeType: '', buffer: fs.readFileSync(photo('portrait_gps.heic')) });
    // It joins the strip once decoded (the decoder loads on first use: slow on a busy machine).
    await expect.poll(() => visible(page, '.strip-photo').count(), { timeout: 30_000 }).toBe(1);
    // Chromium cannot draw HEIC: the preview is the photo decoded in the page, never a broken image.
    const drawn = () =>
      visible(page, '.strip-photo img')
        .first()
        .evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0);
    await expect.poll(drawn, { timeout: 30_000 }).toBe(true);
    // Its GPS is read from the HEIC too: the place sheet offers a new place there.
    await visible(page, '.place-row').click();
    await visible(page, '.photo-place-new').waitFor();
    await visible(page, '.sheet .nut-popup-title-right').first().click();
    await expect.poll(() => visible(page, '.photo-place-new').count()).toBe(0);
    await visible(page, '.content-field textarea').fill('从手机来的照片');
    await visible(page, '.publish').click();
    await page.waitForURL(/pages\/archive\/index/, { timeout: 30_000 });
    const diaries = (await server().api(session.token, 'get_item_list', { className: 'diary' })) as {
      diaryList: Array<{ content?: string; gallery?: unknown[] }>;
    };
    expect(diaries.diaryList).toHaveLength(1);
    expect(diaries.diaryList[0]?.gallery).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("offers a new place where the diary's photo was taken, saved with the photo's coordinates", async () => {
    const session = await signUpWithTrial(server(), phone(2));
    const { context, page, errors } = await signedInPage(browser(), session);
    await open(page, '/diary/editor/index');
    await settled(page);
    const chooser = page.waitForEvent('filechooser');
    await visible(page, '.add-photo').click();
    await (await chooser).setFiles(photo('gps_DSCN0010.jpg'));
    await expect.poll(() => visible(page, '.strip-photo').count()).toBe(1);
    await visible(page, '.place-row').click();
    const here = visible(page, '.photo-place-new');
    await here.locator('input').fill('山坡上');
    await here.getByText(zh.editor.place.newHere).click();
    await visible(page, '.place-row').getByText('山坡上').waitFor();
    const places = (await server().api(session.token, 'get_item_list', { className: 'location' })) as {
      locationList: Array<{ name: string; coordinates?: { latitude: number } }>;
    };
    // The fixture was taken near Arezzo, Italy (43.47° N).
    expect(places.locationList.find((place) => place.name === '山坡上')?.coordinates?.latitude).toBeCloseTo(43.47, 1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
