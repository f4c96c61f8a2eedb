import { listPath, routePath } from '@diary/core';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inLayout, openContext, screenshot, screenshotsLightAndDark, VIEWPORTS, type ViewportName } from '../support/browser';
import { addDiaryViaApi, freshPhone, uploadPhotosViaApi, userViaApi, useSession, type DiaryViaApi } from '../support/journey';
import { serverAndBrowserForFile } from '../support/web-server';

const running = serverAndBrowserForFile();
const MORE = routePath('dashboard', { tab: 'more' });

/** Noon in Shanghai (the browser's zone), `yearsAgo` years and `daysAgo` days before today there. */
function shanghaiNoon(yearsAgo: number, daysAgo = 0): string {
  const today = new Date(Date.now() + 8 * 3600_000);
  const day = new Date(Date.UTC(today.getUTCFullYear() - yearsAgo, today.getUTCMonth(), today.getUTCDate() - daysAgo, 4));
  return day.toISOString();
}

const uploadPhotos = (token: string, names: string[]) => uploadPhotosViaApi(running.server(), token, names);
const addDiary = (token: string, data: DiaryViaApi) => addDiaryViaApi(running.server(), token, data);

/** Every image inside has loaded with real pixels (not a broken or grey box). */
async function expectImagesLoaded(scope: Locator, count: number) {
  await expect
    .poll(() =>
      scope
        .locator('img')
        .evaluateAll((images) => images.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0).length),
    )
    .toBe(count);
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function openMore(page: Page) {
  await page.goto(`${running.server().url}${MORE}`);
  await card(page, 'On this day').locator('.widget-diary').first().waitFor();
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the home widgets at the %s viewport', (viewport) => {
  it("show a Pro user's earlier years of this day, newest photos, favorites and weather, and each tap goes where it should", async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    await server.api(session.token, 'startFreeTrial', {});
    const { token } = session;

    // This day one, two and three years ago; a diary of 2 photos today and one of 2 photos yesterday.
    const oneYear = await addDiary(token, { content: 'A year ago: snow on the hills.', iso: shanghaiNoon(1), weather: 8, favorite: true });
    const twoYears = await addDiary(token, { content: 'Two years ago: first day at the new job.', iso: shanghaiNoon(2), weather: 1 });
    await addDiary(token, { content: 'Three years ago: moved house.', iso: shanghaiNoon(3), weather: 1 });
    const lakePhotos = await uploadPhotos(token, ['gps_DSCN0010.jpg', 'orientation_landscape_1.jpg']);
    const lake = await addDiary(token, { content: 'Photos by the lake.', iso: shanghaiNoon(0), favorite: true, weather: 1, photos: lakePhotos });
    const cameraPhotos = await uploadPhotos(token, ['Canon_40D.jpg', 'orientation_portrait_6.jpg']);
    const camera = await addDiary(token, { content: 'The old camera still works.', iso: shanghaiNoon(0, 1), favorite: true, weather: 5, photos: cameraPhotos });

    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, server, session);
    await openMore(page);

    // Today: the date (the server has no weather service here, so no weather is shown).
    const today = card(page, 'Today');
    await today
      .getByText(new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'Asia/Shanghai' }).format(new Date()))
      .waitFor();
    expect(await today.locator('.today-weather').count()).toBe(0);

    // On this day: 2 of 3, newest first, with their age; "1 more" shows the third, "Show less" folds it.
    const history = card(page, 'On this day');
    expect(await history.locator('.widget-diary').count()).toBe(2);
    await history.locator('.widget-diary').nth(0).getByText('1 year ago').waitFor();
    await history.locator('.widget-diary').nth(0).getByText('A year ago: snow on the hills.').waitFor();
    await history.locator('.widget-diary').nth(1).getByText('2 years ago').waitFor();
    await history.getByRole('button', { name: '1 more' }).click();
    await history.getByText('Three years ago: moved house.').waitFor();
    expect(await history.locator('.widget-diary').count()).toBe(3);
    await history.getByRole('button', { name: 'Show less' }).click();
    await expect.poll(() => history.locator('.widget-diary').count()).toBe(2);

    // Photos: the 4 newest files in the 4-tile layout, every one a real picture, with the total.
    const photos = card(page, 'Photos/Videos');
    await photos.locator('.photo-tiles.layout-four').waitFor();
    expect(await photos.locator('.photo-tile').count()).toBe(4);
    await photos.getByText('4 files').waitFor();
    await expectImagesLoaded(photos, 4);

    // Favorites: 2 of the 3, and the way to all of them.
    const favorites = card(page, 'Favorite diaries');
    expect(await favorites.locator('.widget-diary').count()).toBe(2);
    await favorites.getByText('Photos by the lake.').waitFor();
    await expectImagesLoaded(favorites, 2);

    // Weather: sunny 3, rain 1, snow 1; the sunny bar is the tallest (12 + 44 px), an unused one 12 px.
    const weather = card(page, 'Weather');
    const bar = (name: string) => weather.getByRole('button', { name });
    await bar('Sunny: 3').waitFor();
    await bar('Rain: 1').waitFor();
    await bar('Snow: 1').waitFor();
    expect(
      await bar('Sunny: 3')
        .locator('.weather-bar-fill')
        .evaluate((el) => el.getBoundingClientRect().height),
    ).toBe(56);
    expect(
      await bar('Foggy: 0')
        .locator('.weather-bar-fill')
        .evaluate((el) => el.getBoundingClientRect().height),
    ).toBe(12);

    // Nothing runs past the screen's edge.
    const overflow = await page.evaluate(() => {
      const tab = document.querySelector('.tab-content')!;
      return [...tab.querySelectorAll('.widget-card *')].filter(
        (el) => el.getBoundingClientRect().right > tab.getBoundingClientRect().right + 1 && !el.closest('.weather-chart'),
      ).length;
    });
    expect(overflow).toBe(0);
    await screenshotsLightAndDark(page, `${viewport}-widgets`);
    await page.locator('.tab-content').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await screenshotsLightAndDark(page, `${viewport}-widgets-end`);

    const expectPath = (phonePath: string) => page.waitForURL((u) => u.pathname === inLayout(viewport, phonePath, 'more'));
    const back = async () => {
      await openMore(page);
    };

    // Each tap goes where it should.
    await history.locator(`.widget-diary[data-diary-id="${oneYear}"]`).click();
    await expectPath(routePath('detail', { diaryId: oneYear }));
    await page.locator('.detail-page').getByText('A year ago: snow on the hills.').waitFor();
    // On desktop the widgets stay in the column beside the diary.
    if (viewport === 'desktop') {
      await card(page, 'Photos/Videos').locator('.photo-tile img').first().waitFor();
      await expectImagesLoaded(card(page, 'Photos/Videos'), 4);
      await screenshotsLightAndDark(page, `${viewport}-widgets-beside-detail`);
    }
    await back();
    await history.locator(`.widget-diary[data-diary-id="${twoYears}"]`).click();
    await expectPath(routePath('detail', { diaryId: twoYears }));

    await back();
    const lakeTile = photos.locator(`.photo-tile[data-file-id="${lakePhotos[0]!.objectId}"]`);
    await lakeTile.click();
    await expectPath(routePath('detail', { diaryId: lake }));
    await page.locator('.detail-page').getByText('Photos by the lake.').waitFor();
    await back();
    await photos.locator(`.photo-tile[data-file-id="${cameraPhotos[1]!.objectId}"]`).click();
    await expectPath(routePath('detail', { diaryId: camera }));

    await back();
    await favorites.locator(`.widget-diary[data-diary-id="${camera}"]`).click();
    await expectPath(routePath('detail', { diaryId: camera }));
    await back();
    await favorites.getByRole('button', { name: 'All favorites (3)' }).click();
    await expectPath(listPath({ listType: 'favorite' }));
    await page.locator('.list-count').getByText('3 diaries').waitFor();

    await back();
    await bar('Sunny: 3').click();
    await expectPath(listPath({ listType: 'weather', code: 1 }));
    await page.locator('.list-count').getByText('3 diaries').waitFor();

    await back();
    await page.getByRole('list', { name: 'More' }).getByRole('button', { name: 'All diaries' }).click();
    await expectPath(listPath({ listType: 'all' }));
    await page.locator('.list-count').getByText('5 diaries').waitFor();
    await back();
    await page.getByRole('list', { name: 'More' }).getByRole('button', { name: 'Favorites' }).click();
    await expectPath(listPath({ listType: 'favorite' }));
    await back();
    await page.getByRole('list', { name: 'More' }).getByRole('button', { name: 'Settings' }).click();
    await page.waitForURL((u) => u.pathname === (viewport === 'phone' ? routePath('settings') : `${MORE}/settings`));

    expect(errors).toEqual([]);
    await context.close();
  });

  it('a new user sees each widget empty, with its meaningful text; then 1 and 3 photos take their layouts', async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    await server.api(session.token, 'startFreeTrial', {});
    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, server, session);
    await page.goto(`${server.url}${MORE}`);
    await card(page, 'On this day').getByText('No diaries from this day in earlier years').waitFor();
    await card(page, 'Photos/Videos').getByText('No photos or videos yet').waitFor();
    await card(page, 'Favorite diaries').getByText('No favorite diaries yet').waitFor();
    await card(page, 'Weather').getByText('No diaries with weather yet').waitFor();
    expect(await page.locator('.home-widgets img').count()).toBe(0);
    await screenshot(page, `${viewport}-widgets-empty`);

    // One photo fills the card; three show one large and two beside it.
    const photos = card(page, 'Photos/Videos');
    const first = await uploadPhotos(session.token, ['orientation_landscape_6.jpg']);
    const single = await addDiary(session.token, { content: 'One photo.', iso: shanghaiNoon(0), photos: first });
    await page.reload();
    await photos.locator('.photo-tiles.layout-one').waitFor();
    await expectImagesLoaded(photos, 1);
    await screenshot(page, `${viewport}-widgets-one-photo`);
    await addDiary(session.token, {
      content: 'Two more.',
      iso: shanghaiNoon(0, 2),
      photos: await uploadPhotos(session.token, ['Canon_40D.jpg', 'orientation_portrait_8.jpg']),
    });
    await page.reload();
    await photos.locator('.photo-tiles.layout-three').waitFor();
    await expectImagesLoaded(photos, 3);
    await screenshot(page, `${viewport}-widgets-three-photos`);
    await photos.locator(`.photo-tile[data-file-id="${first[0]!.objectId}"]`).click();
    await page.waitForURL((u) => u.pathname === inLayout(viewport, routePath('detail', { diaryId: single }), 'more'));
    expect(errors).toEqual([]);
    await context.close();
  });
});
