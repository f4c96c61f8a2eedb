import { listPath, pointer, routePath, type DiaryListSelector } from '@diary/core';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/a11y';
import { inLayout, openContext, screenshotsLightAndDark, settled, VIEWPORTS, type ViewportName } from '../support/browser';
import { dialog, freshPhone, toast, turnSharingOn, uploadPhotosViaApi, userViaApi, useSession } from '../support/journey';
import { serverAndBrowserForFile } from '../support/web-server';

const running = serverAndBrowserForFile();

/** A summary of four lines (under the 200 characters a summary may have): more than the two it shows clamped, at any width. */
const LONG_SUMMARY = ['Tea by the water.', 'A slow walk round the lake.', 'Lunch under the willows.', 'Home before the crowds.'].join('\n');

/** Noon in Shanghai (the browser's zone), `daysAgo` days before today there. */
function shanghaiNoon(daysAgo: number): string {
  const today = new Date(Date.now() + 8 * 3600_000);
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - daysAgo, 4)).toISOString();
}

type ServerRecord = Record<string, unknown> & { objectId: string };

async function recordsOf(token: string, className: 'location' | 'diary'): Promise<ServerRecord[]> {
  const answer = (await running.server().api(token, 'get_item_list', { className, limit: 100 })) as Record<string, unknown>;
  return (answer[`${className}List`] ?? []) as ServerRecord[];
}

async function me(token: string, userId: string): Promise<ServerRecord> {
  const answer = (await running.server().api(token, 'get_item_by_id', { className: 'user', objectId: userId })) as { item: ServerRecord };
  return answer.item;
}

/** A Pro user with a photo for covers and `diaries` diaries, one a day going back from today; `data` adds fields to each. */
async function userWithDiaries(diaries: number, data: (i: number) => Record<string, unknown> = () => ({})) {
  const server = running.server();
  const session = await userViaApi(server, freshPhone());
  await server.api(session.token, 'startFreeTrial', {});
  const [photo] = await uploadPhotosViaApi(server, session.token, ['orientation_landscape_1.jpg']);
  const ids: string[] = [];
  for (let i = 0; i < diaries; i += 1) {
    const created = await server.api(session.token, 'add_item', {
      className: 'diary',
      data: { content: `Diary ${i + 1}: a day by the lake.`, datetime: { __type: 'Date', iso: shanghaiNoon(i) }, ...data(i) },
    });
    ids.push(String(created.objectId));
  }
  return { session, cover: photo!.key, diaryIds: ids };
}

const header = (page: Page) => page.locator('.list-header');
const floating = (page: Page) => page.locator('.floating-buttons');
/** The options sheet's rows as shown. */
const optionNames = (page: Page) => page.locator('.options-sheet .sheet-option').allTextContents();

async function openList(page: Page, viewport: ViewportName, selector: DiaryListSelector, tab: 'location' | 'archive') {
  await page.goto(`${running.server().url}${inLayout(viewport, listPath(selector), tab)}`);
  await page.locator('.diary-row').first().waitFor();
}

async function openOptions(page: Page) {
  await floating(page).getByRole('button', { name: 'More', exact: true }).click();
  await page.locator('.options-sheet').waitFor();
}

async function chooseOption(page: Page, name: string) {
  await page
    .locator('.options-sheet .sheet-option')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();
}

/** Every image inside has loaded with real pixels. */
async function picturesLoaded(scope: Locator): Promise<number> {
  return scope
    .locator('img')
    .evaluateAll((images) => images.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0).length);
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('diary lists at the %s viewport', (viewport) => {
  it("a place's list: the cover header with its summary clamp, and the options sheet (edit summary, remove cover, share, delete the place)", async () => {
    const server = running.server();
    const { session, cover } = await userWithDiaries(0);
    const place = (await server.api(session.token, 'add_item', {
      className: 'location',
      data: { name: 'West Lake', summary: LONG_SUMMARY, cover },
    })) as ServerRecord;
    for (let i = 0; i < 3; i += 1) {
      await server.api(session.token, 'add_item', {
        className: 'diary',
        data: { content: `By the lake, day ${i + 1}.`, datetime: { __type: 'Date', iso: shanghaiNoon(i) }, location: [pointer('location', place.objectId)] },
      });
    }
    const { context, page, errors } = await openContext(running.browser(), viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await useSession(page, server, session);
    await openList(page, viewport, { listType: 'location', id: place.objectId }, 'location');

    // The header: the cover picture, the place's icon and name, the count.
    await header(page)
      .getByRole('heading', { name: /West Lake/ })
      .waitFor();
    // The places' icon of the app's one icon set (lucide's map pin), not an emoji.
    expect(await header(page).locator('svg.list-icon.lucide-map-pin').count()).toBe(1);
    await expect.poll(() => picturesLoaded(header(page))).toBe(1);
    await header(page).getByText('3 diaries').waitFor();

    // The summary shows two lines; a tap shows it all, another clamps it again.
    const summary = header(page).locator('.list-summary');
    const lines = () => summary.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
    expect(await summary.getAttribute('aria-expanded')).toBe('false');
    expect(await lines()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotsLightAndDark(page, `${viewport}-list-header`);
    await summary.click();
    expect(await summary.getAttribute('aria-expanded')).toBe('true');
    expect(await lines()).toBe(4);
    expect(await summary.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    await summary.click();
    expect(await lines()).toBe(2);

    // The options a place offers, in order.
    await openOptions(page);
    expect(await optionNames(page)).toEqual(['Change cover', 'Remove cover', 'Edit summary', 'Edit', 'Delete', 'Share']);
    await settled(page);
    await screenshotsLightAndDark(page, `${viewport}-list-options`);

    // Edit summary: the sheet starts with the summary, counts to 200, and saving shows the new one.
    await chooseOption(page, 'Edit summary');
    const box = page.getByRole('textbox', { name: 'Summary' });
    expect(await box.inputValue()).toBe(LONG_SUMMARY);
    expect(await box.getAttribute('maxlength')).toBe('200');
    await box.fill('  Quiet mornings by the water.  ');
    await page.getByText('32 / 200').waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('.summary-sheet').getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Setting success').waitFor();
    await page.locator('.summary-sheet').waitFor({ state: 'detached' });
    await header(page)
      .locator('.list-summary')
      .filter({ hasText: /^Quiet mornings by the water\.$/ })
      .waitFor();
    expect((await recordsOf(session.token, 'location'))[0]).toMatchObject({ summary: 'Quiet mornings by the water.' });

    // Remove cover asks; the picture goes, cover and crop are null, and the option is no longer offered.
    await openOptions(page);
    await chooseOption(page, 'Remove cover');
    await dialog(page).getByText('Remove the cover?').waitFor();
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Removed').waitFor();
    await header(page).locator('img').waitFor({ state: 'detached' });
    const [uncovered] = await recordsOf(session.token, 'location');
    expect(uncovered!.cover ?? null).toBeNull();
    expect(uncovered!.crop ?? null).toBeNull();
    await openOptions(page);
    expect(await optionNames(page)).toEqual(['Change cover', 'Edit summary', 'Edit', 'Delete', 'Share']);

    // Share: the public switch starts a share of one day, the link is copied.
    await chooseOption(page, 'Share');
    const sheet = await turnSharingOn(page);
    expect((await recordsOf(session.token, 'location'))[0]).toMatchObject({ sharedStatus: 2 });
    await sheet.getByRole('button', { name: 'Copy link' }).click();
    await toast(page, 'Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.url}/shared/location/${place.objectId}`);
    await toast(page, 'Copied').waitFor({ state: 'hidden' });
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotsLightAndDark(page, `${viewport}-list-share`);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await sheet.waitFor({ state: 'detached' });

    // Delete: refusing stays on the list; confirming deletes the place and shows the places tab; the diaries stay.
    const here = page.url();
    await openOptions(page);
    await chooseOption(page, 'Delete');
    await dialog(page).getByText('Delete "West Lake"?').waitFor();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    expect(page.url()).toBe(here);
    await openOptions(page);
    await chooseOption(page, 'Delete');
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Deleted').waitFor();
    await page.waitForURL((u) => u.pathname === routePath('dashboard', { tab: 'location' }));
    expect(await recordsOf(session.token, 'location')).toEqual([]);
    expect((await recordsOf(session.token, 'diary')).map((d) => d.content).sort()).toEqual([
      'By the lake, day 1.',
      'By the lake, day 2.',
      'By the lake, day 3.',
    ]);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('the favorite and all lists offer only what applies: removing the cover the user gave them, or picking a new one', async () => {
    const server = running.server();
    const { session, cover } = await userWithDiaries(2, () => ({ favorite: true }));
    await server.api(session.token, 'update_item', { className: 'user', objectId: session.userId, data: { favoriteDiariesCover: cover } });
    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, server, session);

    await openList(page, viewport, { listType: 'favorite' }, 'archive');
    await header(page)
      .getByRole('heading', { name: /Favorite diaries/ })
      .waitFor();
    await expect.poll(() => picturesLoaded(header(page))).toBe(1);
    await openOptions(page);
    expect(await optionNames(page)).toEqual(['Change cover', 'Remove cover']);
    await chooseOption(page, 'Remove cover');
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Removed').waitFor();
    await header(page).locator('img').waitFor({ state: 'detached' });
    expect((await me(session.token, session.userId)).favoriteDiariesCover ?? null).toBeNull();
    // Without a cover only a new one is offered.
    await openOptions(page);
    expect(await optionNames(page)).toEqual(['Change cover']);

    await openList(page, viewport, { listType: 'all' }, 'archive');
    await header(page)
      .getByRole('heading', { name: /All diaries/ })
      .waitFor();
    // The all list's cover is the user's too: a new one can be picked.
    expect(await floating(page).getByRole('button').allTextContents()).toEqual(['More', 'Write']);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('a diary deleted behind the page’s back reloads the list when tapped, and the last row ends above the floating Write button', async () => {
    const server = running.server();
    const { session, diaryIds } = await userWithDiaries(12);
    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, server, session);
    await openList(page, viewport, { listType: 'all' }, 'archive');
    await header(page).getByText('12 diaries').waitFor();

    // Deleted over the API while the list shows it: the tap stays on the list, which reloads without it.
    const gone = page.locator(`.diary-row[data-diary-id="${diaryIds[0]}"]`);
    await gone.waitFor();
    await server.api(session.token, 'delete_item', { className: 'diary', objectId: diaryIds[0] });
    const here = page.url();
    await gone.click();
    await gone.waitFor({ state: 'detached' });
    await header(page).getByText('11 diaries').waitFor();
    expect(page.url()).toBe(here);
    // Another diary still opens.
    await page.locator(`.diary-row[data-diary-id="${diaryIds[1]}"]`).click();
    await page.waitForURL((u) => u.pathname === inLayout(viewport, routePath('detail', { diaryId: diaryIds[1]! }), 'archive'));
    await page.goBack();

    // Scrolled to the end, the last row and the end marker are whole above the Write button.
    const scroller = page.locator('.list-scroll');
    const end = page.locator('.list-end');
    await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await end.waitFor();
    await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    const last = page.locator(`.diary-row[data-diary-id="${diaryIds.at(-1)}"]`);
    await last.waitFor();
    await expect.poll(() => scroller.evaluate((el) => Math.ceil(el.scrollTop + el.clientHeight) >= el.scrollHeight)).toBe(true);
    const write = (await floating(page).getByRole('button', { name: 'Write', exact: true }).boundingBox())!;
    const row = (await last.boundingBox())!;
    const marker = (await end.boundingBox())!;
    const view = (await scroller.boundingBox())!;
    expect(row.y + row.height).toBeLessThanOrEqual(write.y);
    expect(marker.y + marker.height).toBeLessThanOrEqual(write.y);
    expect(row.y + row.height).toBeLessThanOrEqual(view.y + view.height);

    expect(errors).toEqual([]);
    await context.close();
  });
});
