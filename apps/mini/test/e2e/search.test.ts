import { zh } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { backWhenSettled, h5ServerAndBrowser, shot, signedInPage, signUpWithTrial } from '../support/h5-server';

const { server, browser } = h5ServerAndBrowser();
const text = zh;

describe("the mini program's search and page-not-found (H5 build, real server)", () => {
  it('searches from the top bar, lists what matches, keeps the keyword among recent searches, and says plainly when a page is not here', async () => {
    const session = await signUpWithTrial(server(), `137${String(process.pid % 10000).padStart(4, '0')}0003`);
    const now = new Date();
    for (const content of ['湖边的银杏叶黄了', '银杏树下喝咖啡', '下雨天在家看书']) {
      await server().api(session.token, 'add_item', { className: 'diary', data: { content, datetime: { __type: 'Date', iso: now.toISOString() } } });
    }

    for (const scheme of ['light', 'dark'] as const) {
      const { context, page, errors } = await signedInPage(browser(), session, { colorScheme: scheme });

      // The archive's top bar greets the user and offers search.
      await page.goto(`${server().url}/#/pages/archive/index`);
      await page.locator('.greeting').waitFor();
      await page.locator('.diary-row').first().waitFor();
      await shot(page, `mini-h5-archive-top-bar-${scheme}`);
      await page.locator('.top-search').click();
      await page.waitForURL(/browse\/search\/index/);
      const history = page.locator('.search-page:visible .chip');
      await page.locator('.search-page:visible').getByText(text.search.historyEmpty).waitFor();

      // A keyword: its results list, with only the diaries that contain it.
      const field = page.locator('.search-page:visible .search-field input');
      await field.fill('银杏');
      await field.press('Enter');
      await page.waitForURL(/diary\/list\/index\?type=search/);
      const rows = page.locator('.list-page:visible .diary-row');
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
      expect(await rows.allTextContents()).toEqual(
        expect.arrayContaining([expect.stringContaining('湖边的银杏叶黄了'), expect.stringContaining('银杏树下喝咖啡')]),
      );
      await shot(page, `mini-h5-search-results-${scheme}`);

      // Back on search, the keyword is a recent search; a second keyword goes before it.
      await backWhenSettled(page);
      await page.waitForURL(/browse\/search\/index/);
      await expect.poll(() => history.allTextContents(), { timeout: 10_000 }).toEqual(['银杏']);
      await field.fill('咖啡');
      await field.press('Enter');
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
      await backWhenSettled(page);
      await page.waitForURL(/browse\/search\/index/);
      await expect.poll(() => history.allTextContents(), { timeout: 10_000 }).toEqual(['咖啡', '银杏']);
      await shot(page, `mini-h5-search-${scheme}`);

      if (scheme === 'light') {
        // A tap on a recent search searches it again. (Not followed by the browser's back: Taro's H5 router shows a blank
        // page going back from a page whose address was opened, closed and opened again. WeChat's own pages do not.)
        await history.last().click();
        await page.waitForURL(/diary\/list\/index\?type=search/);
        await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
      } else {
        // Clear empties the recent searches.
        await page.locator('.search-page:visible .search-clear').click();
        await page.locator('.search-page:visible').getByText(text.search.historyEmpty).waitFor();
      }

      // A route the mini program has no page for says so, with the way home (opened afresh, as from a shared link).
      await page.goto('about:blank');
      await page.goto(`${server().url}/#/browse/not-found/index?path=%2Ffaqs`);
      await page.getByText(text.notFound.title).waitFor();
      expect(await page.locator('.not-found-path').textContent()).toBe('/faqs');
      await shot(page, `mini-h5-not-found-${scheme}`);
      await page.locator('.not-found-home').click();
      await page.waitForURL(/pages\/archive\/index/);

      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
