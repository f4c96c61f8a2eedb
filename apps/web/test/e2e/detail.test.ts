import { listPath, pointer, routePath } from '@diary/core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { drawnLeftToRight } from '@diary/tooling/drawn-order';
import { describe, expect, it } from 'vitest';
import { pictured } from '../support/a11y';
import { inLayout, openContext, screenshot, settled, VIEWPORTS, type ViewportName } from '../support/browser';
import { addDiaryViaApi, freshPhone, uploadPhotosViaApi, userViaApi, useSession } from '../support/journey';
import { serverAndBrowserForFile } from '../support/web-server';

const running = serverAndBrowserForFile();

/** Four everyday paragraphs: longer than the seed's 48 characters and 3 lines, far shorter than a long read. */
const ENTRY = [
  'Walked around the lake before breakfast; the mist sat on the water until nine.',
  'Lunch with Mei at the noodle place by the bridge, which has a new owner.',
  'Finished the chapter about the river towns.',
  'Early night.',
].join('\n');

/** The frame's shape (width over height) and what the pictures inside it are. */
const frame = (page: Page) =>
  page.locator('.gallery-frame').evaluate((el) => {
    const box = el.getBoundingClientRect();
    return { width: box.width, height: box.height, pictures: el.querySelectorAll('img').length };
  });
/** A diary with one 2400 × 1800 photo, as a phone's camera makes them (smaller than 12 MP to keep the test quick). */
async function diaryWithCameraPhoto(server: ReturnType<typeof running.server>, token: string): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'diary-camera-')), 'camera.jpg');
  await sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 90, g: 130, b: 170 } } })
    .jpeg()
    .toFile(file);
  const photos = [await server.uploadPhoto(token, file)];
  fs.rmSync(path.dirname(file), { recursive: true });
  return addDiaryViaApi(server, token, { content: 'The harbour from the ferry.', iso: '2026-11-18T09:00:00.000Z', photos });
}

/** The frame's height for a shape: the width over the shape, no more than 75 % of the window's height. */
const heightFor = async (page: Page, shape: number) => Math.min((await frame(page)).width / shape, 0.75 * page.viewportSize()!.height);

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the diary detail at the %s viewport', (viewport) => {
  it('heads the page with its date, sizes the gallery to the photo on show over its average colour, shows a short entry whole and the weather saved', async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    // Landscape 100×68, portrait 450×600, landscape 640×480.
    const photos = await uploadPhotosViaApi(server, session.token, ['Canon_40D.jpg', 'orientation_portrait_6.jpg', 'gps_DSCN0010.jpg']);
    const diaryId = await addDiaryViaApi(server, session.token, { content: ENTRY, iso: '2026-11-14T01:00:00.000Z', weather: 1, photos });
    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, server, session);
    // The first gallery picture is held on its way: the second waits for it, so the first has the network to itself.
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let seenGalleryPicture = false;
    await page.route(
      (url) => url.searchParams.get('size') === '1280x1280',
      async (route) => {
        if (!seenGalleryPicture) {
          seenGalleryPicture = true;
          await firstHeld;
        }
        await route.continue();
      },
    );
    await page.goto(`${server.url}${inLayout(viewport, routePath('detail', { diaryId }), 'archive')}`);
    const gallery = page.locator('.gallery');
    await gallery.getByText('1 / 3').waitFor();
    await expect.poll(() => seenGalleryPicture).toBe(true);
    expect((await frame(page)).pictures).toBe(1);
    releaseFirst();

    // The frame has the landscape photo's own shape: no band under it.
    await expect.poll(async () => (await frame(page)).height - (await heightFor(page, 100 / 68))).toBeCloseTo(0, 0);
    // Until a picture loads, its slide shows the photo's average colour; once the first has come the second loads, and
    // the third waits until the reader comes near.
    const slides = gallery.locator('.gallery-slide');
    const colours = await slides.evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
    expect(colours.every((c) => /^rgb\(\d+, \d+, \d+\)$/.test(c))).toBe(true);
    expect(new Set(colours).size).toBe(3);
    await expect.poll(async () => (await frame(page)).pictures).toBe(2);
    const first = gallery.locator('img').first();
    expect(await first.getAttribute('width')).toBe('100');
    expect(await first.getAttribute('height')).toBe('68');

    await screenshot(page, `${viewport}-detail-landscape`);
    // The next photo is a portrait: the frame turns to 4:5 (the tallest it goes), and the third picture loads.
    // (A drag of the mouse swipes; it does not open the preview.)
    const box = (await gallery.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 3);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height / 3, { steps: 10 });
    await page.mouse.up();
    await gallery.getByText('2 / 3').waitFor();
    await expect.poll(async () => (await frame(page)).height - (await heightFor(page, 0.8))).toBeCloseTo(0, 0);
    await expect.poll(async () => (await frame(page)).pictures).toBe(3);
    expect(await page.getByRole('dialog', { name: 'Preview' }).count()).toBe(0);
    await screenshot(page, `${viewport}-detail-portrait`);
    // The keyboard moves along the photos too: Tab to the next photo shows it.
    await gallery.getByRole('button', { name: 'Preview 2 of 3' }).focus();
    await page.keyboard.press('Tab');
    await gallery.getByText('3 / 3').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Preview 3 of 3');

    // A four-line entry is shown whole, with no "More".
    const content = page.locator('.detail-content');
    await expect.poll(() => content.textContent()).toBe(ENTRY);
    expect(await content.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    expect(await page.locator('.detail-content + button').count()).toBe(0);
    // It reads as a page of a diary: the date is the page's headline, the weekday and time under it, and the weather
    // saved in the line under them.
    await page.getByRole('heading', { level: 1, name: 'Nov 14, 2026' }).waitFor();
    expect(await page.locator('.detail-when').textContent()).toBe('Saturday · 09:00');
    await page.locator('.detail-facts .detail-weather').getByText('Sunny').waitFor();

    await pictured(page, `${viewport}-detail`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a diary's title in bold above its lines in a list, and a word of the title finds it", async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    await addDiaryViaApi(server, session.token, { title: 'Harbour Sunday', content: 'Tea with Lin.', iso: '2026-11-15T01:00:00.000Z' });
    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, server, session);
    await page.goto(`${server.url}${inLayout(viewport, listPath({ listType: 'search', keyword: 'sunday' }), 'archive')}`);
    const row = page.locator('.diary-row').first();
    const title = row.locator('.row-title');
    await title.getByText('Harbour Sunday').waitFor();
    expect(await title.evaluate((el) => Number(getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(700);
    const [titleBox, textBox] = [(await title.boundingBox())!, (await row.locator('.row-text').boundingBox())!];
    expect(titleBox.y + titleBox.height).toBeLessThanOrEqual(textBox.y);
    expect(await row.locator('.row-text').textContent()).toBe('Tea with Lin.');
    await pictured(page, `${viewport}-search-title`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a camera-sized photo loads at the phone's 720 px where the gallery needs no more, not at 960 or the swiper's 1280", async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    const diaryId = await diaryWithCameraPhoto(server, session.token);
    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, server, session);
    await page.goto(`${server.url}${inLayout(viewport, routePath('detail', { diaryId }), 'archive')}`);
    const picture = page.locator('.gallery-open img').first();
    // The server makes a size the first time it is asked for (a 2400 px photo, re-encoded): on a busy machine, seconds.
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : '')), { timeout: 20_000 }).toMatch(/size=720w$/);
    // …which is enough: the gallery is drawn no wider than the picture chosen for it (at most 620 px, as its sizes say).
    const drawn = await picture.evaluate((img: HTMLImageElement) => ({ natural: img.naturalWidth, shown: img.getBoundingClientRect().width }));
    expect(drawn.shown).toBeLessThanOrEqual(drawn.natural);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a diary opened from a link asks for its first photo with its answer, and the gallery draws that very picture', async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    const diaryId = await diaryWithCameraPhoto(server, session.token);
    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, server, session);
    // The gallery's code is held until its picture has been asked for: only the page, as the diary answers, can ask.
    const fetched: string[] = [];
    let pictureAsked = () => {};
    const asked = new Promise<void>((resolve) => (pictureAsked = resolve));
    await page.route('**/media/**', async (route) => {
      const url = route.request().url();
      if (/size=(720w|960w|1280x1280)$/.test(url)) {
        fetched.push(url);
        pictureAsked();
      }
      await route.continue();
    });
    let galleryHeld = false;
    await page.route(/\/assets\/Gallery-[\w-]+\.js$/, async (route) => {
      galleryHeld = true;
      await asked;
      await route.continue();
    });
    await page.goto(`${server.url}${inLayout(viewport, routePath('detail', { diaryId }), 'archive')}`);
    const picture = page.locator('.gallery-open img').first();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : '')), { timeout: 20_000 }).toMatch(/size=/);
    expect(galleryHeld).toBe(true);
    // The page's ask names the gallery's own candidates and sizes…
    const preload = page.locator('link[rel=preload][as=image]');
    expect(await preload.getAttribute('imagesrcset')).toBe(await picture.getAttribute('srcset'));
    expect(await preload.getAttribute('imagesizes')).toBe(await picture.getAttribute('sizes'));
    // …so the gallery's picture is the one that came, fetched once, and no other size of it was.
    expect(fetched).toEqual([await picture.evaluate((img: HTMLImageElement) => img.currentSrc)]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a diary's options slide up the first time they open, and so does the share sheet chosen from them", async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    const diaryId = await addDiaryViaApi(server, session.token, { content: 'Tea by the window.', iso: '2026-11-19T09:00:00.000Z' });
    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, server, session);
    await page.goto(`${server.url}${inLayout(viewport, routePath('detail', { diaryId }), 'archive')}`);
    await page.getByText('Tea by the window.').waitFor();
    // Every popup that takes NutUI's entering transition is noted (its class while it slides in).
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { entered: string[] }).entered = []);
      new MutationObserver((changes) => {
        for (const change of changes) {
          const { className } = change.target as Element;
          if (typeof className === 'string' && className.includes('nut-popup-slide-bottom-enter-active')) seen.push(className);
        }
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'] });
    });
    const entered = (name: string) => page.evaluate((part) => (window as unknown as { entered: string[] }).entered.some((c) => c.includes(part)), name);
    await page.locator('.detail-actions').getByRole('button', { name: 'More', exact: true }).click();
    await page.locator('.options-sheet .sheet-option').first().waitFor();
    await expect.poll(() => entered('options-sheet')).toBe(true);
    await page.locator('.options-sheet').getByText('Share', { exact: true }).click();
    await page.locator('.share-sheet').waitFor();
    await expect.poll(() => entered('share-sheet')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in Arabic the gallery\'s and the preview\'s counters read "1 / 3" left to right, as Arabic writes numbers; an English entry reads as written, and back points right', async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    const photos = await uploadPhotosViaApi(server, session.token, ['Canon_40D.jpg', 'orientation_portrait_6.jpg', 'gps_DSCN0010.jpg']);
    const diaryId = await addDiaryViaApi(server, session.token, { content: 'Three photos.', iso: '2026-11-14T01:00:00.000Z', photos });
    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, server, session);
    await page.evaluate(() =>
      localStorage.setItem('diary:preferences', JSON.stringify({ v: 1, data: { language: 'ar', appearance: 'auto', mapType: 'standard' } })),
    );
    await page.goto(`${server.url}${inLayout(viewport, routePath('detail', { diaryId }), 'archive')}`);
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // Bare, the right-to-left line draws the first photo's count "3 / 1".
    await expect.poll(() => drawnLeftToRight(page.locator('.gallery-counter'), '\\d')).toBe('13');
    // What the person wrote in English reads left to right: bare, the line put its full stop first (".Three photos").
    expect(await drawnLeftToRight(page.locator('.detail-content'), '[T.]')).toBe('T.');
    await page.locator('.gallery').getByRole('button', { name: 'Preview 1 of 3' }).click();
    await page.getByRole('dialog', { name: 'Preview' }).waitFor();
    await expect.poll(() => drawnLeftToRight(page.locator('.media-preview .yarl__counter'), '\\d')).toBe('13');
    await settled(page);
    await screenshot(page, `${viewport}-detail-preview-ar`);
    // A list's back arrow, a picture, points right as the top bar's "‹" does: back is to the right in Arabic.
    await page.goto(`${server.url}${inLayout(viewport, routePath('list', { listType: 'all' }), 'archive')}`);
    const back = page.locator('.list-header .back svg');
    await expect.poll(() => back.evaluate((el) => getComputedStyle(el).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a photo opened from the photos overview leads to the diary it came from', async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    await server.api(session.token, 'startFreeTrial', {});
    const photos = await uploadPhotosViaApi(server, session.token, ['gps_DSCN0010.jpg']);
    const diaryId = await addDiaryViaApi(server, session.token, { content: 'The hill town at dusk.', iso: '2026-11-16T10:00:00.000Z', photos });
    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, server, session);
    await page.goto(`${server.url}${inLayout(viewport, routePath('photos', { listType: 'all', listAction: 'view' }), 'more')}`);
    await page.getByRole('list', { name: 'Photos/Videos' }).getByRole('button').first().click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    await preview.getByRole('button', { name: 'Open the diary' }).click();
    await page.locator('.detail-page').getByText('The hill town at dusk.').waitFor();
    expect(new URL(page.url()).pathname).toContain(`/detail/${diaryId}`);
    expect(await preview.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists the days sharing its people and places under it, the most alike first, a private one hidden; a row opens its diary', async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    const mei = pointer('people', String((await server.api(session.token, 'add_item', { className: 'people', data: { name: 'Mei' } })).objectId));
    const lake = pointer('location', String((await server.api(session.token, 'add_item', { className: 'location', data: { name: 'West Lake' } })).objectId));
    const diaryId = await addDiaryViaApi(server, session.token, {
      content: 'Herons on the lake with Mei, then noodles.',
      iso: '2026-11-20T02:00:00.000Z',
      people: [mei],
    });
    const alike = await addDiaryViaApi(server, session.token, {
      title: 'Herons',
      content: 'The herons were back on the lake.',
      iso: '2026-06-01T02:00:00.000Z',
      people: [mei],
    });
    await addDiaryViaApi(server, session.token, { content: 'Quarterly report.', iso: '2026-07-01T02:00:00.000Z', people: [mei], location: [lake] });
    await server.api(session.token, 'add_item', {
      className: 'diary',
      data: { content: 'Something only for me.', privateStatus: true, datetime: { __type: 'Date', iso: '2026-05-01T02:00:00.000Z' }, people: [mei] },
    });
    await addDiaryViaApi(server, session.token, { content: 'Herons on the lake, noodles.', iso: '2026-08-01T02:00:00.000Z' });
    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, server, session);
    await page.goto(`${server.url}${inLayout(viewport, routePath('detail', { diaryId }), 'archive')}`);
    const related = page.getByRole('region', { name: 'Related days' });
    const rows = related.getByRole('button');
    // Related days load after the diary: on a busy machine that has taken over a second.
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(3);
    expect(await rows.nth(0).textContent()).toBe('Jun 1, 2026HeronsThe herons were back on the lake.');
    expect(await rows.nth(1).textContent()).toContain('Quarterly report.');
    expect(await rows.nth(2).textContent()).toContain('Hidden content');
    expect(await related.textContent()).not.toContain('only for me');
    await pictured(page, `${viewport}-detail-related`);
    await rows.nth(0).click();
    await page.locator('.detail-page').getByText('The herons were back on the lake.').waitFor();
    expect(new URL(page.url()).pathname).toContain(`/detail/${alike}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
