import fs from 'node:fs';
import { listPath, pointer, routePath } from '@diary/core';
import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pictured } from '../support/a11y';
import { inLayout, openContext, VIEWPORTS, type ViewportName } from '../support/browser';
import { addDiaryViaApi, freshPhone, toast, turnSharingOn, uploadPhotosViaApi, userViaApi, useSession } from '../support/journey';
import { serverAndBrowserForFile } from '../support/web-server';

const running = serverAndBrowserForFile();

/** Downloads the poster with its Download link and reads the QR code in the PNG file back, as a phone's camera would. */
async function downloadAndScan(page: Page): Promise<{ name: string; link: string | undefined; width: number; height: number }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download' }).click()]);
  const file = fs.readFileSync((await download.path())!);
  expect([...file.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
  return { name: download.suggestedFilename(), link: code?.data, width: info.width, height: info.height };
}

/**
 * How many different colours the poster's picture area holds (a photo has thousands; the plain
 * band drawn without one has one or two). Reading it at all proves the canvas is not tainted.
 */
const pictureColours = (page: Page) =>
  page.locator('canvas.poster-canvas').evaluate((canvas: HTMLCanvasElement) => {
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, 500).data;
    const colours = new Set<number>();
    for (let i = 0; i < pixels.length; i += 4 * 97) colours.add((pixels[i]! << 16) | (pixels[i + 1]! << 8) | pixels[i + 2]!);
    return colours.size;
  });

/**
 * How many pixels of the poster's line under the date (its time and mood) are in colour: the words are grey and black,
 * a mood's emoji drawn in colour is yellow, one drawn in a text font's outline grey. The line starts under the picture
 * (560 px), the padding (48) and the date's line (54 + 10).
 */
const colouredMoodPixels = (page: Page) =>
  page.locator('canvas.poster-canvas').evaluate((canvas: HTMLCanvasElement) => {
    const pixels = canvas.getContext('2d')!.getImageData(0, 672, canvas.width, 42).data;
    let coloured = 0;
    for (let i = 0; i < pixels.length; i += 4)
      if (Math.max(pixels[i]!, pixels[i + 1]!, pixels[i + 2]!) - Math.min(pixels[i]!, pixels[i + 1]!, pixels[i + 2]!) > 80) coloured++;
    return coloured;
  });

/** Waits until the poster is drawn: its Download link appears once the PNG is made. */
async function posterDrawn(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Download' }).waitFor();
  await page.getByRole('img', { name: 'Share poster' }).waitFor();
}

/** The Share button shows exactly where the browser can share the PNG file. */
async function shareButtonMatchesBrowser(page: Page): Promise<void> {
  const canShareFiles = await page.evaluate(() => Boolean(navigator.canShare?.({ files: [new File([new Uint8Array(8)], 'p.png', { type: 'image/png' })] })));
  expect(await page.locator('.poster-actions').getByRole('button', { name: 'Share' }).count()).toBe(canShareFiles ? 1 : 0);
}

/** Opens a share link in a fresh browser that never signed in. */
async function openSignedOut(browser: Browser, viewport: ViewportName, link: string, shows: (page: Page) => Promise<void>): Promise<void> {
  const { context, page, errors } = await openContext(browser, viewport);
  await context.addInitScript(() =>
    localStorage.setItem('diary:preferences', JSON.stringify({ v: 1, data: { language: 'en', appearance: 'auto', mapType: 'standard' } })),
  );
  await page.goto(link);
  await shows(page);
  expect(await page.evaluate(() => localStorage.getItem('diary:session'))).toBeNull();
  expect(errors).toEqual([]);
  await context.close();
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the share poster at the %s viewport', (viewport) => {
  it("a diary shared from its options: the switch turns it on, the link is copied, and the poster's code opens it signed out", async () => {
    const server = running.server();
    const owner = await userViaApi(server, freshPhone());
    await server.api(owner.token, 'startFreeTrial', {});
    const add = async (className: string, data: Record<string, unknown>) => String((await server.api(owner.token, 'add_item', { className, data })).objectId);
    const photos = await uploadPhotosViaApi(server, owner.token, ['orientation_landscape_1.jpg']);
    const content =
      'Rain on the lake, and tea after. The boats came in one by one while the hills went grey, and we stayed until the lamps were lit along the causeway.';
    const lake = await addDiaryViaApi(server, owner.token, { content, iso: new Date().toISOString(), photos });
    // 😀 is one a text font (DejaVu Sans on Linux) also has, as a grey outline.
    const calm = await add('status', { name: 'Calm', emoji: '😀', position: 1 });
    const westLake = await add('location', { name: 'West Lake' });
    await server.api(owner.token, 'update_item', {
      className: 'diary',
      objectId: lake,
      data: { status: pointer('status', calm), location: [pointer('location', westLake)] },
    });

    const { context, page, errors } = await openContext(running.browser(), viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await useSession(page, server, owner);
    await page.goto(`${server.url}${inLayout(viewport, routePath('detail', { diaryId: lake }), 'archive')}`);
    await page.getByText('Rain on the lake', { exact: false }).first().waitFor();

    // The diary's options offer Share, which opens the same share sheet as a list's.
    await page.locator('.detail-actions').getByRole('button', { name: 'More', exact: true }).click();
    const options = page.locator('.options-sheet');
    await options.locator('.sheet-option').first().waitFor();
    expect(await options.locator('.sheet-option').allTextContents()).toEqual(['Edit', 'Favorite', 'Encrypt', 'Share', 'Delete']);
    await options.getByText('Share', { exact: true }).click();
    const sheet = await turnSharingOn(page);
    const stored = (await server.api(owner.token, 'get_item_by_id', { className: 'diary', objectId: lake })) as { item: { sharedStatus?: number } };
    expect(stored.item.sharedStatus).toBe(2);
    await sheet.getByRole('button', { name: 'Copy link' }).click();
    await toast(page, 'Copied').waitFor();
    const link = `${server.url}/shared/${lake}`;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // The poster: /canvas with the diary's id and what it is.
    await sheet.getByRole('button', { name: 'Share poster' }).click();
    await page.waitForURL(
      (u) =>
        u.pathname === inLayout(viewport, routePath('canvas'), 'archive') && u.searchParams.get('id') === lake && u.searchParams.get('current') === 'diary',
    );
    await posterDrawn(page);
    expect(await pictureColours(page)).toBeGreaterThan(100);
    // The mood's 😀 among the words is drawn in colour, not as a grey outline.
    expect(await colouredMoodPixels(page)).toBeGreaterThan(50);
    await shareButtonMatchesBrowser(page);
    await toast(page, 'Copied').waitFor({ state: 'hidden' });
    await pictured(page, `${viewport}-poster-diary`);

    const scanned = await downloadAndScan(page);
    expect(scanned).toMatchObject({ name: 'diary-poster.png', link, width: 750 });
    expect(scanned.height).toBeGreaterThan(1000);
    expect(errors).toEqual([]);
    await context.close();

    await openSignedOut(running.browser(), viewport, scanned.link!, async (visitor) => {
      await visitor.locator('.shared-diary').getByText('Rain on the lake', { exact: false }).waitFor();
    });
  });

  it("a story's poster from its list's share sheet turns the share on, shows its cover, and its code opens the story signed out", async () => {
    const server = running.server();
    const owner = await userViaApi(server, freshPhone());
    await server.api(owner.token, 'startFreeTrial', {});
    const photos = await uploadPhotosViaApi(server, owner.token, ['gps_DSCN0010.jpg']);
    const kyoto = String(
      (
        await server.api(owner.token, 'add_item', {
          className: 'tag',
          data: { name: 'Kyoto', cover: photos[0]!.key, summary: 'Two autumns of temples, moss and rain.' },
        })
      ).objectId,
    );
    for (const [content, daysAgo] of [
      ['Temples in the morning mist.', 1],
      ['Moss gardens after rain.', 2],
    ] as const) {
      const id = await addDiaryViaApi(server, owner.token, {
        content,
        iso: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
        ...(daysAgo === 1 ? { photos } : {}),
      });
      await server.api(owner.token, 'update_item', { className: 'diary', objectId: id, data: { tag: [pointer('tag', kyoto)] } });
    }

    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, server, owner);
    await page.goto(`${server.url}${inLayout(viewport, listPath({ listType: 'tag', id: kyoto }), 'tag')}`);
    await page.locator('.diary-row').first().waitFor();
    await page.locator('.floating-buttons').getByRole('button', { name: 'More', exact: true }).click();
    await page.locator('.options-sheet').getByText('Share', { exact: true }).click();
    const sheet = page.locator('.share-sheet');
    expect(await sheet.getByRole('switch', { name: 'Public sharing' }).getAttribute('aria-checked')).toBe('false');

    // Not shared yet: the poster turns the share on, since its code must open something.
    await sheet.getByRole('button', { name: 'Share poster' }).click();
    await page.waitForURL((u) => u.searchParams.get('id') === kyoto && u.searchParams.get('current') === 'tag');
    await posterDrawn(page);
    const tags = (await server.api(owner.token, 'get_item_list', { className: 'tag', limit: 100 })) as {
      tagList: Array<{ objectId: string; sharedStatus?: number }>;
    };
    expect(tags.tagList.find((t) => t.objectId === kyoto)?.sharedStatus).toBe(2);
    expect(await pictureColours(page)).toBeGreaterThan(100);
    await shareButtonMatchesBrowser(page);
    await toast(page, 'Setting success').waitFor({ state: 'hidden' });
    await pictured(page, `${viewport}-poster-story`);

    const scanned = await downloadAndScan(page);
    const link = `${server.url}/shared/tag/${kyoto}`;
    expect(scanned.link).toBe(link);
    expect(errors).toEqual([]);
    await context.close();

    await openSignedOut(running.browser(), viewport, link, async (visitor) => {
      await visitor.getByRole('heading', { name: 'Kyoto' }).waitFor();
      await visitor.getByText('Moss gardens after rain.').waitFor();
    });
  });
});
