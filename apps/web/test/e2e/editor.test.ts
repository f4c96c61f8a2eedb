import fs from 'node:fs';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openContext } from '../support/browser';
import { freshPhone, openNewEditor, photo, thisMonth, toast, userViaApi, useSession } from '../support/journey';
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
    await page.waitForURL(/\/dashboard\/archive$/);
    await page.locator(`.month-card[data-month="${thisMonth()}"]`).click();
    await expect.poll(() => drawn(page.locator('.diary-row .row-cover img').first()), { timeout: 30_000 }).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
