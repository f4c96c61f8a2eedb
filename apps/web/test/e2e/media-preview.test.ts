import { routePath } from '@diary/core';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pictured } from '../support/a11y';
import { inLayout, openContext, VIEWPORTS, type ViewportName } from '../support/browser';
import { freshPhone, openNewEditor, photo, pickFiles, toast, userViaApi, useSession, video } from '../support/journey';
import { serverAndBrowserForFile } from '../support/web-server';

const running = serverAndBrowserForFile();

const preview = (page: Page) => page.getByRole('dialog', { name: 'Preview' });
const counter = (page: Page) => preview(page).locator('.yarl__counter');
/** The current slide's zoom wrapper (the only one the Zoom plugin gives a transform) and its scale. */
const scale = (page: Page) =>
  page.locator('.yarl__slide_wrapper[style*="scale("]').evaluate((el: HTMLElement) => Number(/scale\(([\d.]+)\)/.exec(el.style.transform)?.[1] ?? NaN));
const loaded = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

/** A mouse press at the middle of the screen, moved straight down by `dy`, released. */
async function pullDown(page: Page, dy: number) {
  const { width, height } = page.viewportSize()!;
  await page.mouse.move(width / 2, height / 2);
  await page.mouse.down();
  await page.mouse.move(width / 2, height / 2 + dy, { steps: 8 });
  await page.mouse.up();
}

/** Swipes the detail's gallery one item on, as a finger or mouse drags it left. */
async function swipeGallery(page: Page) {
  const box = (await page.locator('.gallery').boundingBox())!;
  const y = box.y + Math.min(box.height / 2, 120);
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.1, y, { steps: 10 });
  await page.mouse.up();
}

/**
 * Swipes the gallery on to the slide whose counter is `to`. A swipe made while the page is still settling (the
 * machine busy with other tests) can be lost, as a person's would be, who swipes again: up to three times, each
 * again only while the counter still shows `from`.
 */
async function swipeGalleryTo(page: Page, from: string, to: string) {
  const gallery = page.locator('.gallery');
  for (let attempt = 1; ; attempt++) {
    await swipeGallery(page);
    try {
      await gallery.getByText(to).waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3 || !(await gallery.getByText(from).isVisible())) throw error;
    }
  }
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the media preview at the %s viewport', (viewport) => {
  it('swipes through the photos and the video of a diary, zooms, plays, closes on a 48 px pull back to the thumbnail; the photos overview opens a video in it', async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    await server.api(session.token, 'startFreeTrial', {});
    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, server, session);

    // A diary written in the editor with two real photos and a real 4 s video.
    await openNewEditor(page, server);
    await pickFiles(page, '＋ Photo', [photo('orientation_landscape_1.jpg'), photo('gps_DSCN0010.jpg')]);
    await pickFiles(page, '＋ Video', [video(4)]);
    await page.locator('.strip-photo .video-duration').getByText('00:04').waitFor();
    // The strip's "Preview" option shows its photos in the same preview (the video leads the strip); Escape
    // closes it and the strip photo it was opened from has the focus again, though the options sheet stood between.
    const stripPhoto = page.locator('.strip-photo').nth(2);
    await stripPhoto.click();
    await page.locator('.options-sheet').getByText('Preview', { exact: true }).click();
    await expect.poll(() => counter(page).textContent()).toBe('2 / 2');
    await page.keyboard.press('Escape');
    await preview(page).waitFor({ state: 'detached' });
    await expect.poll(() => stripPhoto.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByRole('textbox', { name: 'What happened today?' }).fill('Two photos and a clip of the lake.');
    await page.locator('.editor-bar').getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'Saved').waitFor({ timeout: 30_000 });
    const { diaryList = [] } = (await server.api(session.token, 'get_item_list', { className: 'diary', limit: 10 })) as {
      diaryList?: Array<{ objectId: string }>;
    };
    expect(diaryList).toHaveLength(1);

    // The detail's gallery: the video first (seed), then the photos. Swiped to the first photo, a tap opens the preview on it.
    await page.goto(`${server.url}${inLayout(viewport, routePath('detail', { diaryId: diaryList[0]!.objectId }), 'archive')}`);
    const gallery = page.locator('.gallery');
    await gallery.getByText('1 / 3').waitFor();
    await swipeGalleryTo(page, '1 / 3', '2 / 3');
    const thumbnail = gallery.getByRole('button', { name: 'Preview 2 of 3' });
    await expect.poll(() => loaded(thumbnail.locator('img'))).toBe(true);
    await thumbnail.click();
    await expect.poll(() => counter(page).textContent()).toBe('2 / 3');
    // (Under the open preview the page is hidden from the accessibility tree: found by its class there.)
    const tapped = (await gallery.locator('.gallery-open[aria-label="Preview 2 of 3"]').boundingBox())!;
    // It grows from the thumbnail: the stage scales about the thumbnail's centre.
    const [originX, originY] = (await preview(page).evaluate((el) => getComputedStyle(el).transformOrigin)).split(' ').map(parseFloat) as [number, number];
    expect(originX).toBeCloseTo(tapped.x + tapped.width / 2, 0);
    expect(originY).toBeCloseTo(tapped.y + tapped.height / 2, 0);
    const current = preview(page).locator('.yarl__slide_wrapper[style*="scale("] img');
    await expect.poll(() => loaded(current)).toBe(true);
    // The library's fade (500 ms, the seed's) has ended: fully shown.
    await expect.poll(() => preview(page).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await pictured(page, `${viewport}-media-preview-photo`);

    // The wheel zooms the picture.
    expect(await scale(page)).toBe(1);
    const { width, height } = page.viewportSize()!;
    await page.mouse.move(width / 2, height / 2);
    await page.mouse.wheel(0, -400);
    await expect.poll(() => scale(page)).toBeGreaterThan(1.2);

    // Next: the last photo, and no further (the preview does not wrap around).
    await preview(page).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => counter(page).textContent()).toBe('3 / 3');
    expect(await preview(page).getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

    // Back to the start: the video, which plays and pauses.
    await preview(page).getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => counter(page).textContent()).toBe('2 / 3');
    await preview(page).getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => counter(page).textContent()).toBe('1 / 3');
    const player = preview(page).locator('video');
    await player.waitFor();
    expect(await player.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await player.evaluate((v: HTMLVideoElement) => v.play());
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3);
    expect(await player.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await player.evaluate((v: HTMLVideoElement) => v.pause());
    const stoppedAt = await player.evaluate((v: HTMLVideoElement) => v.currentTime);
    await page.waitForTimeout(400);
    expect(await player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBe(stoppedAt);
    await pictured(page, `${viewport}-media-preview-video`);

    // On a photo: a 40 px pull does not close it; a 50 px one does, and the focus is back on the thumbnail it was opened from.
    await preview(page).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => counter(page).textContent()).toBe('2 / 3');
    await pullDown(page, 40);
    await page.waitForTimeout(700);
    expect(await preview(page).count()).toBe(1);
    await pullDown(page, 50);
    await preview(page).waitFor({ state: 'detached' });
    await expect.poll(() => thumbnail.evaluate((el) => el === document.activeElement)).toBe(true);

    // The photos overview: the video's tile opens the same preview, on the video, among all three files.
    await page.goto(`${server.url}${inLayout(viewport, routePath('photos', { listType: 'all', listAction: 'view' }), 'more')}`);
    const tiles = page.getByRole('list', { name: 'Photos/Videos' }).getByRole('button');
    // The overview asks the server for its files first: on a loaded machine that takes more than the poll's default second.
    await expect.poll(() => tiles.count(), { timeout: 10_000 }).toBe(3);
    const videoTile = page.getByRole('list', { name: 'Photos/Videos' }).getByRole('button', { name: /^Video / });
    const [, position] = /^Video (\d) of 3$/.exec((await videoTile.getAttribute('aria-label'))!)!;
    await videoTile.click();
    await preview(page).locator('video').waitFor();
    expect(await counter(page).textContent()).toBe(`${position} / 3`);
    await preview(page).getByRole('button', { name: 'Close' }).click();
    await preview(page).waitFor({ state: 'detached' });
    await expect.poll(() => videoTile.evaluate((el) => el === document.activeElement)).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });
});
