import { listPath, pointer, routePath, type Crop } from '@diary/core';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pictured } from '../support/a11y';
import { inLayout, openContext, screenshotsLightAndDark, VIEWPORTS, type ViewportName } from '../support/browser';
import { addDiaryViaApi, freshPhone, thisMonth, toast, uploadPhotosViaApi, userViaApi, useSession } from '../support/journey';
import { serverAndBrowserForFile } from '../support/web-server';

const running = serverAndBrowserForFile();

/** An image's natural size once it has loaded with real pixels. */
const loadedSize = (image: Locator) =>
  image.evaluate((img: HTMLImageElement): [number, number] | null => (img.complete && img.naturalWidth > 0 ? [img.naturalWidth, img.naturalHeight] : null));

/** Drags the picture under the crop box, as a person moves it to choose the part they want. */
async function dragPicture(page: Page, dx: number, dy: number) {
  const area = (await page.locator('.crop-area').boundingBox())!;
  const [x, y] = [area.x + area.width / 2, area.y + area.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

/** A picture made and sent by the server may take seconds on a busy machine (CI's two cores run every suite). */
const PICTURE_WAIT = { timeout: 15_000 };

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('covers and avatars at the %s viewport', (viewport) => {
  it("a month's cover is picked from its diaries' photos and cropped in the month's 3:4 box, then shown on the archive tab; the avatar likewise", async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    await server.api(session.token, 'startFreeTrial', {});
    const photos = await uploadPhotosViaApi(server, session.token, ['orientation_landscape_1.jpg', 'gps_DSCN0010.jpg']);
    await addDiaryViaApi(server, session.token, { content: 'Two photos by the lake.', iso: new Date().toISOString(), photos });
    const [year, month] = thisMonth().split('-').map(Number) as [number, number];
    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, server, session);

    // The month's list → More → Change cover → the photos of its diaries.
    await page.goto(`${server.url}${inLayout(viewport, listPath({ listType: 'archive', year, month }), 'archive')}`);
    await page.locator('.diary-row').first().waitFor();
    await page.locator('.floating-buttons').getByRole('button', { name: 'More', exact: true }).click();
    await page.locator('.options-sheet').getByText('Change cover', { exact: true }).click();
    await page.waitForURL(
      (u) => u.pathname === inLayout(viewport, routePath('itemPhotos', { listType: 'archive', listId: thisMonth(), listAction: 'crop' }), 'archive'),
    );
    const choices = page.getByRole('list', { name: 'Choose a cover photo' }).getByRole('button');
    await expect.poll(() => choices.count()).toBe(2);
    await expect.poll(() => loadedSize(choices.nth(1).locator('img')), PICTURE_WAIT).not.toBeNull();
    await pictured(page, `${viewport}-cover-photos`);

    // The second photo, moved and zoomed under the month's box, saved.
    await choices.nth(1).click();
    await page.waitForURL((u) => u.pathname === inLayout(viewport, routePath('crop'), 'archive'));
    await expect.poll(() => loadedSize(page.locator('.crop-area img')), PICTURE_WAIT).not.toBeNull();
    await page.getByRole('slider', { name: 'Zoom' }).fill('2');
    await dragPicture(page, -40, 20);
    await pictured(page, `${viewport}-cover-crop`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Updated').waitFor();
    // Saving returns to the list the picker was opened from.
    await page.waitForURL((u) => u.pathname === inLayout(viewport, listPath({ listType: 'archive', year, month }), 'archive'));

    const archive = (
      (await server.api(session.token, 'get_item_list', { className: 'archive', limit: 100 })) as {
        archiveList: Array<{ year: number; month: number; cover?: string; crop: Crop }>;
      }
    ).archiveList.find((a) => a.year === year && a.month === month)!;
    expect(archive.cover).toBe(photos[1]!.key);
    expect(archive.crop.cropitDimensions).toEqual([291, 388]);
    // Zoomed in twice: the region is at most half the picture's width, and it was moved off the centre.
    expect(archive.crop.cropitZoom).toBeGreaterThan(291 / (archive.crop.dimensions[0] / 2) - 0.01);
    expect(archive.crop.offsetX).toBeLessThan(0);

    // The archive tab shows the month cut to its crop: a 3:4 picture, not the centre square.
    await page.goto(`${server.url}${routePath('dashboard', { tab: 'archive' })}`);
    const monthPhoto = page.locator(`.month-card[data-month="${thisMonth()}"] img`);
    expect(await monthPhoto.getAttribute('src')).toContain('&crop=');
    await expect.poll(() => loadedSize(monthPhoto), PICTURE_WAIT).not.toBeNull();
    const [width, height] = (await loadedSize(monthPhoto))!;
    expect(width / height).toBeCloseTo(291 / 388, 1);
    await screenshotsLightAndDark(page, `${viewport}-cover-on-archive`);

    // The avatar, from the account page: picked from every diary, cut round, shown in the dashboard's avatar.
    await page.goto(`${server.url}${inLayout(viewport, routePath('account'), 'archive')}`);
    await page.getByRole('button', { name: 'Change avatar' }).click();
    await page.waitForURL((u) => u.pathname === inLayout(viewport, routePath('photos', { listType: 'avatar', listAction: 'crop' }), 'archive'));
    const avatarChoices = page.getByRole('list', { name: 'Choose a photo for your avatar' }).getByRole('button');
    await expect.poll(() => avatarChoices.count()).toBe(2);
    await avatarChoices.first().click();
    await page.locator('.reactEasyCrop_CropAreaRound').waitFor();
    await expect.poll(() => loadedSize(page.locator('.crop-area img')), PICTURE_WAIT).not.toBeNull();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Updated').waitFor();
    const me = (await server.api(session.token, 'get_item_by_id', { className: 'user', objectId: session.userId })) as {
      item: { avatar?: string; avatarCrop: Crop };
    };
    expect(me.item.avatar).toBe(photos[0]!.key);
    expect(me.item.avatarCrop.cropitDimensions).toEqual([256, 256]);
    await page.goto(`${server.url}${routePath('dashboard', { tab: 'archive' })}`);
    const avatar = page.locator('.avatar img').first();
    expect(await avatar.getAttribute('src')).toContain('scale=0.5');
    await expect.poll(() => loadedSize(avatar), PICTURE_WAIT).not.toBeNull();

    expect(errors).toEqual([]);
    await context.close();
  });

  it("a place and a story without a cover of their own show their newest diary's photo, not a mark", async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    await server.api(session.token, 'startFreeTrial', {});
    const lake = String((await server.api(session.token, 'add_item', { className: 'location', data: { name: 'Lake' } })).objectId);
    const hills = String((await server.api(session.token, 'add_item', { className: 'location', data: { name: 'Hills' } })).objectId);
    const walks = String((await server.api(session.token, 'add_item', { className: 'tag', data: { name: 'Walks' } })).objectId);
    const photos = await uploadPhotosViaApi(server, session.token, ['gps_DSCN0010.jpg']);
    await addDiaryViaApi(server, session.token, {
      content: 'Around the lake.',
      iso: new Date().toISOString(),
      photos,
      location: [pointer('location', lake)],
      tag: [pointer('tag', walks)],
    });
    await addDiaryViaApi(server, session.token, { content: 'No photo up here.', iso: new Date().toISOString(), location: [pointer('location', hills)] });
    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, server, session);

    // The places tab: the lake's row leads with its diary's photo; the hills, with no photo, with a pin.
    await page.goto(`${server.url}${routePath('dashboard', { tab: 'location' })}`);
    const lakeRow = page.locator('.places-row').filter({ hasText: 'Lake' });
    await expect.poll(() => loadedSize(lakeRow.locator('img.places-picture')), PICTURE_WAIT).not.toBeNull();
    expect(await page.locator('.places-row').filter({ hasText: 'Hills' }).locator('.places-pin').count()).toBe(1);
    // The stories tab: the story's card shows the photo, not "#".
    await page.goto(`${server.url}${routePath('dashboard', { tab: 'tag' })}`);
    const card = page.locator('.story-card').filter({ hasText: 'Walks' }).first();
    await expect.poll(() => loadedSize(card.locator('img.story-cover')), PICTURE_WAIT).not.toBeNull();
    await screenshotsLightAndDark(page, `${viewport}-story-newest-photo`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the photos overview, from the More tab: every photo newest first, and a tap opens the preview', async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    await server.api(session.token, 'startFreeTrial', {});
    const older = await uploadPhotosViaApi(server, session.token, ['Canon_40D.jpg']);
    await addDiaryViaApi(server, session.token, { content: 'An older day.', iso: new Date(Date.now() - 86_400_000).toISOString(), photos: older });
    const newer = await uploadPhotosViaApi(server, session.token, ['orientation_landscape_1.jpg', 'gps_DSCN0010.jpg']);
    await addDiaryViaApi(server, session.token, { content: 'Today.', iso: new Date().toISOString(), photos: newer });
    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, server, session);

    await page.goto(`${server.url}${routePath('dashboard', { tab: 'more' })}`);
    await page.getByRole('list', { name: 'More' }).getByRole('button', { name: 'Photos/Videos' }).click();
    await page.waitForURL((u) => u.pathname === inLayout(viewport, routePath('photos', { listType: 'all', listAction: 'view' }), 'more'));
    const tiles = page.getByRole('list', { name: 'Photos/Videos' }).getByRole('button');
    await expect.poll(() => tiles.count()).toBe(3);
    await page.locator('.photos-page').getByText('3 files').waitFor();
    for (let i = 0; i < 3; i += 1) await expect.poll(() => loadedSize(tiles.nth(i).locator('img')), PICTURE_WAIT).not.toBeNull();
    // Newest first: the older day's photo is last.
    expect(await tiles.nth(2).locator('img').getAttribute('src')).toContain(older[0]!.key.replace('file/', ''));
    await pictured(page, `${viewport}-photos-overview`);

    // The second photo opens the preview on itself: "2 / 3", its own picture.
    const tileFile = (await tiles.nth(1).locator('img').getAttribute('src'))!.split('?')[0]!;
    await tiles.nth(1).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    await expect.poll(() => preview.locator('.yarl__counter').textContent()).toBe('2 / 3');
    expect(await preview.locator('.yarl__slide_wrapper[style*="scale("] img').getAttribute('src')).toContain(tileFile);
    expect(errors).toEqual([]);
    await context.close();
  });
});
