import { PRESET_MOODS, zh } from '@diary/core';
import type { Page } from 'playwright-core';
import { drawnLeftToRight } from '@diary/tooling/drawn-order';
import { describe, expect, it } from 'vitest';
import { seedBrowseData } from '../support/browse-data';
import { h5ServerAndBrowser, inArabic, picture, shot, signedInContext, signedInPage, signUpWithTrial } from '../support/h5-server';

const { server, browser } = h5ServerAndBrowser();
const phone = (n: number) => `137${String(process.pid % 10000).padStart(4, '0')}${String(n).padStart(4, '0')}`;
const open = (page: Page, path: string) => page.goto(`${server().url}/#${path}`);
const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`);

/** Every image in the scope has loaded with real pixels (not a broken or grey box). */
async function imagesLoaded(page: Page, selector: string, count: number) {
  await expect
    .poll(
      () =>
        page
          .locator(`${selector} img`)
          .evaluateAll((images) => images.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0).length),
      { timeout: 15_000 },
    )
    .toBe(count);
}

describe("the mini program's browse tabs and management (H5 build, real server)", () => {
  it("shows places, people A–Z, stories by topic, statuses by group and the widgets with the user's data, in light and dark", async () => {
    const session = await signUpWithTrial(server(), phone(11));
    const data = await seedBrowseData(server(), session.token);

    for (const scheme of ['light', 'dark'] as const) {
      const { context, page, errors } = await signedInPage(browser(), session, { colorScheme: scheme });
      const a11y: string[] = [];

      // Places: Taro's map needs Baidu's script from the internet, so the browser shows the list and says where the map is.
      await open(page, '/pages/location/index');
      await visible(page, '.places-row').first().waitFor();
      await visible(page, '.places-map-off').getByText(zh.places.mapInWechat).waitFor();
      expect(await visible(page, '.places-name').allTextContents()).toEqual(expect.arrayContaining(['西湖', '灵隐寺', '家']));
      // A place leads with its newest diary's photo (no cover of its own was set); one without a photo, with a pin.
      await imagesLoaded(page, '.places-row:visible:has-text("西湖")', 1);
      expect(await visible(page, '.places-row').filter({ hasText: '灵隐寺' }).locator('.places-pin').count()).toBe(1);
      await picture(page, `mini-h5-places-${scheme}`, a11y);

      // People: each under their initial, the Chinese name under its pinyin's.
      await open(page, '/people/index');
      await visible(page, '.people-card').first().waitFor();
      const groups = await visible(page, '.people-group').evaluateAll((list) =>
        list.map((g) => [g.querySelector('.people-heading')?.textContent, [...g.querySelectorAll('.people-name')].map((n) => n.textContent)]),
      );
      expect(groups).toEqual([
        ['A', ['Alice']],
        ['W', ['王小明']],
      ]);
      await picture(page, `mini-h5-people-${scheme}`, a11y);

      // Stories: the topic's tab shows the story in it.
      await open(page, '/pages/tag/index');
      await visible(page, '.stories-tab').first().waitFor();
      expect(await visible(page, '.stories-tab').allTextContents()).toEqual([zh.stories.recently, zh.stories.favorites, '旅行', zh.stories.others]);
      await visible(page, '.stories-tab').getByText('旅行').click();
      await expect.poll(() => visible(page, '.stories-tab.selected').textContent()).toBe('旅行');
      // The story's card shows its diary's photo, not "#" (the story is on two pages of the swiper: Recently and 旅行).
      await imagesLoaded(page, '.story-card:visible:has-text("西湖游记")', 2);
      await picture(page, `mini-h5-stories-${scheme}`, a11y);

      // Statuses under their group.
      await open(page, '/pages/status/index');
      await visible(page, '.status-group-name').getByText('心情').waitFor();
      expect(await visible(page, '.status-name').allTextContents()).toContain('平静');
      await picture(page, `mini-h5-status-${scheme}`, a11y);

      // The more tab's widgets, each with data; the photos are real pictures.
      await open(page, '/pages/more/index');
      await visible(page, '.widget-history .widget-diary').getByText('一年前的今天：山上下雪了').waitFor();
      await visible(page, '.widget-favorites .widget-diary').getByText('湖边的银杏叶黄了').waitFor();
      await imagesLoaded(page, '.more-page:visible .widget-photos', 1);
      await imagesLoaded(page, '.more-page:visible .widget-favorites', 1);
      await expect.poll(() => visible(page, '.weather-bar-fill.has-count').count()).toBe(2);
      await picture(page, `mini-h5-more-widgets-${scheme}`, a11y);

      // The archive's three years of months: this month has the favorite's photo as its cover.
      await open(page, '/pages/archive/index');
      await visible(page, '.diary-row').first().waitFor();
      await visible(page, '.three-years-toggle').click();
      await imagesLoaded(page, '.archive-page:visible .month-card.has-cover', 1);
      expect(await visible(page, '.archive-year-title').allTextContents()).toHaveLength(3);
      await picture(page, `mini-h5-three-years-${scheme}`, a11y);

      // The topics, in order, each with its count of stories.
      await open(page, '/manage/organizers/index?kind=topic');
      await visible(page, '.organize-row').filter({ hasText: '旅行' }).waitFor();
      await picture(page, `mini-h5-topics-${scheme}`, a11y);

      // The favorite's page reads as a page of a diary: its date as the headline, then one line of its place, weather
      // and person, the photo and the text; the mood and the favorite beside the date.
      await open(page, `/diary/detail/index?id=${data.favorite}`);
      const detail = visible(page, '.detail-page');
      await detail.locator('.detail-date').waitFor();
      expect(await detail.locator('.detail-facts').textContent()).toBe(`西湖☀️ ${zh.weather.sunny}王小明`);
      expect(await detail.locator('.detail-mood').textContent()).toBe('😌 平静');
      await detail.locator('.detail-favorite').waitFor();
      await imagesLoaded(page, '.detail-page:visible .gallery', 1);
      await picture(page, `mini-h5-detail-${scheme}`, a11y);

      // No serious accessibility violation (contrast included) on any of them.
      expect(a11y).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }

    // A tap on a place opens its diaries.
    const context = await signedInContext(browser(), session);
    const page = await context.newPage();

    // The editor's place sheet searches the user's places, and says how to allow location when it is not allowed.
    await open(page, '/diary/editor/index?id=new');
    await visible(page, '.place-row').click();
    await page.locator('.place-search input').fill('西');
    await expect.poll(() => page.locator('.sheet .chip').allTextContents(), { timeout: 10_000 }).toEqual(['西湖']);
    // Places nearby need the location, which this browser does not allow: the sheet says how to turn it on.
    await page.locator('.place-nearby').click();
    await page.locator('.place-permission').getByText(zh.editor.place.turnOn).waitFor();
    await shot(page, 'mini-h5-place-sheet');

    // The editor's people picker as a page: the People list in select mode; a tap checks a person for the diary.
    await open(page, '/people/select');
    await visible(page, '.check-row').filter({ hasText: '王小明' }).click();
    await expect.poll(() => visible(page, '.check-row.checked').allTextContents()).toEqual([expect.stringContaining('王小明')]);
    await shot(page, 'mini-h5-people-select');
    await open(page, '/manage/story-select/index');
    await visible(page, '.check-row').filter({ hasText: '读书' }).first().click();
    // The story is checked wherever it shows (Recently and Others), and nothing else is.
    await expect.poll(() => visible(page, '.check-row.checked').filter({ hasText: '读书' }).count()).toBeGreaterThan(0);
    expect(await visible(page, '.check-row.checked').filter({ hasNotText: '读书' }).count()).toBe(0);
    await shot(page, 'mini-h5-story-select');

    await open(page, '/pages/location/index');
    await visible(page, '.places-row').filter({ hasText: '西湖' }).click();
    await page.waitForURL(new RegExp(`diary/list/index\\?type=location&id=${data.places.lake}`));
    await visible(page, '.diary-row').getByText('湖边的银杏叶黄了').waitFor();
    await context.close();
  });

  it("lists a diary's related days under it, a private one hidden, and a row opens its diary, in light and dark", async () => {
    const session = await signUpWithTrial(server(), phone(15));
    const { people, favorite } = await seedBrowseData(server(), session.token);
    const wang = { __type: 'Pointer', className: 'people', objectId: people.wang };
    const day = (iso: string) => ({ __type: 'Date', iso });
    const add = async (data: Record<string, unknown>) => String((await server().api(session.token, 'add_item', { className: 'diary', data })).objectId);
    const walk = await add({ title: '散步', content: '湖边的银杏又黄了一些', datetime: day('2025-10-03T04:00:00.000Z'), people: [wang] });
    await add({ content: '只给自己看的', privateStatus: true, datetime: day('2025-09-03T04:00:00.000Z'), people: [wang] });

    for (const scheme of ['light', 'dark'] as const) {
      const { context, page, errors } = await signedInPage(browser(), session, { colorScheme: scheme });
      const a11y: string[] = [];
      await open(page, `/diary/detail/index?id=${favorite}`);
      const rows = visible(page, '.related-day');
      // Related days load after the diary: on a busy machine that has taken over a second.
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
      expect(await visible(page, '.detail-related-title').textContent()).toBe(zh.detail.related);
      expect(await rows.nth(0).textContent()).toContain('散步湖边的银杏又黄了一些');
      expect(await rows.nth(1).textContent()).toContain(zh.list.hiddenContent);
      await picture(page, `mini-h5-detail-related-${scheme}`, a11y);
      await rows.nth(0).click();
      await page.waitForURL((url) => url.hash.includes(walk));
      await visible(page, '.detail-content').getByText('湖边的银杏又黄了一些').waitFor();
      expect(a11y).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('in Arabic what a person wrote in English reads as written, its last mark last, in the diary and in its row', async () => {
    const session = await signUpWithTrial(server(), phone(16));
    const diary = { title: 'Lake walk!', content: 'Ginkgo by the lake.', datetime: { __type: 'Date', iso: '2025-10-03T04:00:00.000Z' } };
    const walk = String((await server().api(session.token, 'add_item', { className: 'diary', data: diary })).objectId);
    const context = await signedInContext(browser(), session);
    await inArabic(context);
    const page = await context.newPage();
    await open(page, `/diary/detail/index?id=${walk}`);
    await visible(page, '.detail-content').getByText('Ginkgo by the lake.').waitFor();
    expect(await visible(page, '.detail-page').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    // Bare, the right-to-left line put the marks first ("!Lake walk", ".Ginkgo by the lake").
    expect(await drawnLeftToRight(visible(page, '.detail-title'), '[L!]')).toBe('L!');
    expect(await drawnLeftToRight(visible(page, '.detail-content'), '[G.]')).toBe('G.');
    await shot(page, 'mini-h5-detail-english-in-arabic');
    await open(page, '/diary/list/index?type=all');
    await visible(page, '.diary-row').getByText('Ginkgo by the lake.').waitFor();
    expect(await drawnLeftToRight(visible(page, '.diary-row .row-text'), '[G.]')).toBe('G.');
    expect(await drawnLeftToRight(visible(page, '.diary-row .row-title'), '[L!]')).toBe('L!');
    await context.close();
  });

  it("adds a story from the Stories tab, renames it from its list's options, and deletes it", async () => {
    const session = await signUpWithTrial(server(), phone(12));
    for (const scheme of ['light', 'dark'] as const) {
      const { context, page, errors } = await signedInPage(browser(), session, { colorScheme: scheme });
      const name = scheme === 'light' ? '登山' : '读书';
      const a11y: string[] = [];

      await open(page, '/pages/tag/index');
      await visible(page, '.stories-page').getByText(zh.stories.empty).waitFor();
      await visible(page, '.add-fab').click();
      await page.waitForURL(/manage\/target\/index\?kind=tag/);
      await visible(page, '.page-title').getByText(zh.target.addTag).waitFor();
      await visible(page, '.target-name input').fill(name);
      await visible(page, '.target-summary textarea').fill('周末的山');
      await picture(page, `mini-h5-target-add-${scheme}`, a11y);
      await visible(page, '.target-save').click();
      await page.waitForURL(/pages\/tag\/index/);
      await visible(page, '.story-name').getByText(name).first().waitFor();

      // The story's list: its options edit it.
      await visible(page, '.story-card').filter({ hasText: name }).first().click();
      await page.waitForURL(/diary\/list\/index\?type=tag/);
      await visible(page, '.list-title').getByText(name).waitFor();
      await visible(page, '.list-options').click();
      await page.getByText(zh.listOptions.edit, { exact: true }).click();
      await page.waitForURL(/manage\/target\/index\?kind=tag&id=/);
      await visible(page, '.page-title').getByText(zh.target.editTag).waitFor();
      await expect.poll(() => visible(page, '.target-summary textarea').inputValue()).toBe('周末的山');
      await visible(page, '.target-name input').fill(`${name}日记`);
      await picture(page, `mini-h5-target-edit-${scheme}`, a11y);
      await visible(page, '.target-save').click();
      await visible(page, '.list-title').getByText(`${name}日记`).waitFor();

      // Delete from the form asks first; then the Stories tab has no such story.
      await visible(page, '.list-options').click();
      await page.getByText(zh.listOptions.edit, { exact: true }).click();
      await visible(page, '.target-delete').click();
      await page.locator('.taro-modal__foot').getByText(zh.common.confirm, { exact: true }).click();
      await page.waitForURL(/pages\/tag\/index/);
      await visible(page, '.stories-page').getByText(zh.stories.empty).waitFor();
      expect(a11y).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("a status's emoji is tapped, not typed (the preset moods', then those used lately); a story search is offered again", async () => {
    const session = await signUpWithTrial(server(), phone(14));
    await server().api(session.token, 'add_item', { className: 'tag', data: { name: '读书' } });
    const { context, page, errors } = await signedInPage(browser(), session);
    const a11y: string[] = [];

    // A new status: its emoji chosen with a tap from the row under the field.
    await open(page, '/pages/status/index');
    await visible(page, '.status-add').click();
    await page.waitForURL(/manage\/target\/index\?kind=status/);
    const choices = visible(page, '.emoji-choices .emoji-choice');
    await choices.first().waitFor();
    expect(await choices.allTextContents()).toEqual(PRESET_MOODS.map((mood) => mood.emoji));
    await choices.filter({ hasText: '🤩' }).click();
    await expect.poll(() => visible(page, '.target-emoji input').inputValue()).toBe('🤩');
    await visible(page, '.target-name input').fill('惊喜');
    await picture(page, 'mini-h5-target-emoji', a11y);
    await visible(page, '.target-save').click();
    await visible(page, '.status-name').getByText('惊喜').waitFor();
    // The next status offers it first: it was used lately.
    await visible(page, '.status-add').click();
    await expect.poll(() => visible(page, '.emoji-choices .emoji-choice').first().textContent()).toBe('🤩');

    // Stories: a search confirmed is remembered; the box, focused and empty, offers it again.
    await open(page, '/pages/tag/index');
    const box = visible(page, '.stories-search input');
    await box.fill('读');
    await box.press('Enter');
    await visible(page, '.stories-results').getByText('读书').waitFor();
    await box.fill('');
    await box.focus();
    await visible(page, '.search-history .chip').getByText('读', { exact: true }).click();
    await expect.poll(() => box.inputValue()).toBe('读');
    await visible(page, '.stories-results').getByText('读书').waitFor();
    expect(a11y).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shares a story from its list's options, and the shared page opens for someone not signed in, in light and dark", async () => {
    const session = await signUpWithTrial(server(), phone(13));
    const data = await seedBrowseData(server(), session.token);
    const owner = await (await signedInContext(browser(), session)).newPage();
    await open(owner, `/diary/list/index?type=tag&id=${data.stories.lake}`);
    await visible(owner, '.diary-row').getByText('湖边的银杏叶黄了').waitFor();
    await visible(owner, '.list-options').click();
    await owner.getByText(zh.listOptions.share, { exact: true }).click();
    await owner.locator('.share-switch .nut-switch').click();
    await owner.locator('.share-valid').waitFor();
    // The "Setting success" toast comes and goes (half see-through over the sheet, it is no screen of ours to judge).
    // It is waited for by its words: Taro's wrapper around it has no box of its own, so it always counts as hidden.
    const toast = owner.getByText(zh.toast.settingSuccess, { exact: true });
    await toast.waitFor({ state: 'visible' });
    await toast.waitFor({ state: 'hidden' });
    const a11y: string[] = [];
    await picture(owner, 'mini-h5-share-sheet', a11y);

    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser().newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Shanghai', locale: 'zh-CN', colorScheme: scheme });
      const page = await context.newPage();
      await open(page, `/shared/index?type=tag&list=${data.stories.lake}`);
      await visible(page, '.shared-row').getByText('湖边的银杏叶黄了').waitFor();
      expect(await visible(page, '.shared-title').textContent()).toBe('西湖游记');
      await picture(page, `mini-h5-shared-list-${scheme}`, a11y);
      await visible(page, '.shared-row').first().click();
      await page.waitForURL(/shared\/index\?diary=/);
      await visible(page, '.shared-content').getByText('湖边的银杏叶黄了').waitFor();
      await imagesLoaded(page, '.shared-page:visible', 1);
      await picture(page, `mini-h5-shared-diary-${scheme}`, a11y);
      expect(page.url()).not.toContain('login');
      await context.close();
    }
    expect(a11y).toEqual([]);
  });
});
