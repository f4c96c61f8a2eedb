import { pointer, zh } from '@diary/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { backWhenSettled, h5ServerAndBrowser, picture, settled, signedInPage, signUpWithTrial } from '../support/h5-server';

const { server, browser } = h5ServerAndBrowser();
const phone = (n: number) => `137${String(process.pid % 10000).padStart(4, '0')}${String(n).padStart(4, '0')}`;
const open = (page: Page, path: string) => page.goto(`${server().url}/#${path}`);
const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`);

/** Last year in Shanghai: a whole year behind today, whatever day the test runs. */
const YEAR = new Date(Date.now() + 8 * 3600_000).getUTCFullYear() - 1;

async function add(token: string, className: string, data: Record<string, unknown>): Promise<string> {
  return String((await server().api(token, 'add_item', { className, data })).objectId);
}

/** Five happy days in a row with 小林 in March, three sad ones in July. */
async function seedYear(token: string): Promise<string> {
  const group = await add(token, 'group', { name: '感受' });
  const happy = pointer('status', await add(token, 'status', { name: '愉快', emoji: '😀', group: pointer('group', group), position: 0 }));
  const sad = pointer('status', await add(token, 'status', { name: '低落', emoji: '😢', group: pointer('group', group), position: 1 }));
  const lin = pointer('people', await add(token, 'people', { name: '小林' }));
  const diary = (day: string, fields: Record<string, unknown>) =>
    add(token, 'diary', { content: '一天', datetime: { __type: 'Date', iso: `${YEAR}-${day}T04:00:00.000Z` }, ...fields });
  const first = await diary('03-01', { status: happy, weather: 1, people: [lin] });
  for (const day of ['03-02', '03-03', '03-04', '03-05']) await diary(day, { status: happy, weather: 1, people: [lin] });
  for (const day of ['07-10', '07-11', '07-12']) await diary(day, { status: sad, weather: 3 });
  return first;
}

describe("the mini program's insights page (H5 build, real server)", () => {
  it("shows last year's figures, pixels, bars and what stands out, in light and dark; a day opens its diary; the poster is drawn", async () => {
    const session = await signUpWithTrial(server(), phone(61));
    const first = await seedYear(session.token);
    for (const scheme of ['light', 'dark'] as const) {
      const { context, page, errors } = await signedInPage(browser(), session, { colorScheme: scheme });
      const a11y: string[] = [];
      // From the More tab's menu.
      await open(page, '/pages/more/index');
      await visible(page, '.more-entry').getByText(zh.insights.title).click();
      await visible(page, '.insights-page .period-title')
        .getByText(String(YEAR + 1))
        .waitFor();
      await settled(page);
      await visible(page, '.step.earlier').click();
      await visible(page, '.period-title').getByText(String(YEAR)).waitFor();
      await expect.poll(() => visible(page, '.figure-value').allTextContents()).toEqual(['8', '16', '8', '0 天', '5 天']);

      const march1 = visible(page, `.pixel[data-day="${YEAR}-03-01"]`);
      expect(await march1.getAttribute('class')).toContain('mood-0');
      expect(await march1.getAttribute('aria-label')).toBe(`${YEAR}-03-01：😀 愉快`);
      // The bars drawn by the chart library, their figures readable as text.
      await visible(page, '#insights-months svg').waitFor();
      expect(await page.locator('.insights-figure .visually-hidden').first().textContent()).toContain('3月: 5');
      await visible(page, '.standout').getByText('和小林在一起时更常😀 愉快：5 篇中有 5 篇（平时 63%）').waitFor();
      await picture(page, `mini-h5-insights-${scheme}`, a11y);

      if (scheme === 'light') {
        await march1.click();
        await page.waitForURL(new RegExp(`detail/index\\?id=${first}`));
        await visible(page, '.detail-page').waitFor();
        await backWhenSettled(page);
        await visible(page, '.insights-make-poster').click();
        await page.waitForURL(/current=insights/);
        await visible(page, '.poster-image img, img.poster-image').first().waitFor();
        await picture(page, 'mini-h5-insights-poster', a11y);
      }
      expect(a11y).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
