import { listPath, routePath, type DashboardTab } from '@diary/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/a11y';
import { imagesAndFontsShown, inLayout, openContext, screenshotsLightAndDark, VIEWPORTS, type ViewportName } from '../support/browser';
import { addDiaryViaApi, freshPhone, uploadPhotosViaApi, userViaApi, useSession } from '../support/journey';
import { serverAndBrowserForFile } from '../support/web-server';

const running = serverAndBrowserForFile();

/** A Pro user with a diary with photos, a place, a person, a story and a status, so every screen has something to show. */
async function userWithDiaries() {
  const server = running.server();
  const session = await userViaApi(server, freshPhone());
  await server.api(session.token, 'startFreeTrial', {});
  const add = async (className: string, data: Record<string, unknown>) => String((await server.api(session.token, 'add_item', { className, data })).objectId);
  const place = await add('location', { name: 'West Lake', address: 'Hangzhou' });
  const person = await add('people', { name: 'Li Lei' });
  const story = await add('tag', { name: 'Travel' });
  const status = await add('status', { name: 'Happy', emoji: '😄' });
  const photos = await uploadPhotosViaApi(server, session.token, ['gps_DSCN0010.jpg', 'orientation_landscape_1.jpg']);
  const diary = await addDiaryViaApi(server, session.token, { content: 'A walk around the lake with Li Lei.', iso: new Date().toISOString(), photos });
  const ref = (className: string, objectId: string) => ({ __type: 'Pointer', className, objectId });
  await server.api(session.token, 'update_item', {
    className: 'diary',
    objectId: diary,
    data: { location: [ref('location', place)], people: [ref('people', person)], tag: [ref('tag', story)], status: ref('status', status) },
  });
  return { session, diary, place };
}

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the layout at the %s viewport', (viewport) => {
  it(
    viewport === 'desktop'
      ? 'navigates from a sidebar, opens pages beside the tab, keeps month cards small and shows sheets as centred dialogs'
      : 'keeps the top bar and the bottom tabs, and sheets rise from the bottom',
    async () => {
      const { session, diary } = await userWithDiaries();
      const { context, page, errors } = await openContext(running.browser(), viewport);
      await useSession(page, running.server(), session);
      await page.goto(`${running.server().url}${routePath('dashboard', { tab: 'archive' })}`);
      await page.locator('.month-card.selected').waitFor();
      const size = VIEWPORTS[viewport];

      if (viewport === 'desktop') {
        // The sidebar holds the greeting, Write, search, the labelled tabs, PRO and settings; no top bar, no bottom tabs.
        const sidebar = page.getByRole('complementary', { name: 'Navigation' });
        await sidebar.getByRole('button', { name: 'Write', exact: true }).waitFor();
        await sidebar.getByRole('button', { name: 'Search' }).waitFor();
        expect(await sidebar.locator('.tab-label').allTextContents()).toEqual(['Time', 'Places', 'People', 'Stories', 'Status', 'More']);
        expect(await page.locator('.top-bar').count()).toBe(0);
        expect(await page.locator('.tab-bar:not(.vertical)').count()).toBe(0);
        // A year is one row of twelve months: cards stay small instead of 200 px of empty white.
        const card = await box(page, '.month-card');
        expect(card.width).toBeLessThan(130);
        const sidebarBox = await box(page, '.sidebar');
        expect(sidebarBox.height).toBe(size.height);
      } else {
        await page.locator('.top-bar').getByRole('button', { name: 'Write', exact: true }).waitFor();
        const tabs = await box(page, '.tab-bar');
        expect(tabs.y + tabs.height).toBe(size.height);
        expect(await page.locator('.sidebar').count()).toBe(0);
      }
      // The month shows its newest diary's photo (its archive has no cover of its own), loaded, not a grey box.
      const monthPhoto = page.locator('.month-card.selected.has-cover img');
      await expect.poll(() => monthPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await screenshotsLightAndDark(page, `${viewport}-layout-archive`);

      // A month opens its list (beside the tab on desktop, over it on a phone), and a diary its detail.
      await page.locator('.month-card.selected').click();
      await page.locator('.list-page').getByText('A walk around the lake').first().click();
      await page.waitForURL((u) => u.pathname === inLayout(viewport, routePath('detail', { diaryId: diary }), 'archive'));
      await page.locator('.detail-page').waitFor();
      if (viewport === 'desktop') {
        const [tab, panel] = [await box(page, '.dashboard-main'), await box(page, '.panel')];
        expect(panel.x).toBeGreaterThanOrEqual(tab.x + tab.width - 1);
        expect(panel.width).toBeGreaterThan(tab.width);
      }

      // The diary's options: a bottom sheet on a phone, a centred dialog of a readable width on desktop.
      await page.locator('.detail-page').getByRole('button', { name: 'More' }).click();
      const sheet = page.locator('.options-sheet.nut-popup');
      await sheet.getByText('Edit', { exact: true }).waitFor();
      await page.waitForTimeout(400); // the open animation
      await screenshotsLightAndDark(page, `${viewport}-layout-sheet`);
      const sheetBox = (await sheet.boundingBox())!;
      if (viewport === 'desktop') {
        expect(sheetBox.width).toBeLessThanOrEqual(520);
        expect(Math.abs(sheetBox.x + sheetBox.width / 2 - size.width / 2)).toBeLessThan(2);
        expect(Math.abs(sheetBox.y + sheetBox.height / 2 - size.height / 2)).toBeLessThan(2);
      } else {
        expect(sheetBox.width).toBe(size.width);
        expect(Math.round(sheetBox.y + sheetBox.height)).toBe(size.height);
      }

      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('the search page, in Chinese: 取消 stays on one line beside the field, and the recent searches sit inside the page margins', async () => {
    const session = await userViaApi(running.server(), freshPhone());
    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, running.server(), session);
    await page.evaluate(() =>
      localStorage.setItem('diary:preferences', JSON.stringify({ v: 1, data: { language: 'zh', appearance: 'auto', mapType: 'standard' } })),
    );
    await page.goto(`${running.server().url}${inLayout(viewport, routePath('search'), 'archive')}`);
    const cancel = page.locator('.search-bar').getByRole('button', { name: '取消' });
    await cancel.waitFor();
    // One line: the text's rectangles all share one top (a wrapped 取 / 消 has two).
    const lineTops = await cancel.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lineTops).toBe(1);
    const page_ = await box(page, '.search-page');
    const card = await box(page, '.search-page .search-history');
    expect(card.x - page_.x).toBeGreaterThanOrEqual(8);
    expect(page_.x + page_.width - (card.x + card.width)).toBeGreaterThanOrEqual(8);
    expect(errors).toEqual([]);
    await context.close();
  });

  /** Each screen named, shown in turn and checked by axe in light and dark: what is found, as `screen (scheme) violation`. */
  async function violationsOn(names: readonly string[]) {
    const { session, diary, place } = await userWithDiaries();
    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, running.server(), session);
    const open = (phonePath: string, tab: DashboardTab) => page.goto(`${running.server().url}${inLayout(viewport, phonePath, tab)}`);
    const screens: Array<{ name: string; show: () => Promise<unknown> }> = [
      {
        name: 'archive',
        show: async () => (await open(routePath('dashboard', { tab: 'archive' }), 'archive'), page.locator('.month-card.selected').waitFor()),
      },
      {
        name: 'places',
        show: async () => (await open(routePath('dashboard', { tab: 'location' }), 'location'), page.getByText('West Lake').first().waitFor()),
      },
      { name: 'people', show: async () => (await open(routePath('dashboard', { tab: 'people' }), 'people'), page.getByText('Li Lei').first().waitFor()) },
      { name: 'stories', show: async () => (await open(routePath('dashboard', { tab: 'tag' }), 'tag'), page.getByText('Travel').first().waitFor()) },
      { name: 'status', show: async () => (await open(routePath('dashboard', { tab: 'status' }), 'status'), page.getByText('Happy').first().waitFor()) },
      { name: 'more', show: async () => (await open(routePath('dashboard', { tab: 'more' }), 'more'), page.locator('.widget-card').first().waitFor()) },
      {
        name: 'list',
        show: async () => (
          await open(listPath({ listType: 'location', id: place }), 'location'),
          page.locator('.list-page').getByText('A walk around the lake').first().waitFor()
        ),
      },
      {
        name: 'detail',
        show: async () => (
          await open(routePath('detail', { diaryId: diary }), 'archive'),
          page.locator('.detail-page').getByText('A walk around the lake').waitFor()
        ),
      },
      { name: 'editor', show: async () => (await open(routePath('editor', { diaryId: diary }), 'archive'), page.locator('.editor-page textarea').waitFor()) },
      { name: 'settings', show: async () => (await open(routePath('settings'), 'archive'), page.locator('.settings-page').waitFor()) },
      { name: 'search', show: async () => (await open(routePath('search'), 'archive'), page.locator('.search-page').waitFor()) },
    ];
    const found: string[] = [];
    for (const screen of screens.filter((s) => names.includes(s.name))) {
      await screen.show();
      await imagesAndFontsShown(page);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(scheme === 'dark');
        found.push(...(await seriousViolations(page)).map((violation) => `${screen.name} (${scheme}) ${violation}`));
      }
      await page.emulateMedia({ colorScheme: 'light' });
    }
    await context.close();
    return { found, errors };
  }

  // Two halves, each well inside the test timeout on a busy two-core machine (eleven screens in one took 97–120 s).
  it('has no serious or critical accessibility violation on the dashboard tabs, light or dark', async () => {
    const { found, errors } = await violationsOn(['archive', 'places', 'people', 'stories', 'status', 'more']);
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('has no serious or critical accessibility violation on a list, a diary, the editor, settings and search, light or dark', async () => {
    const { found, errors } = await violationsOn(['list', 'detail', 'editor', 'settings', 'search']);
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  });
});
