import { pointer, routePath } from '@diary/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pictured } from '../support/a11y';
import { openContext, VIEWPORTS, type ViewportName } from '../support/browser';
import { addDiaryViaApi, freshPhone, userViaApi, useSession } from '../support/journey';
import { serverAndBrowserForFile } from '../support/web-server';

const running = serverAndBrowserForFile();

/** Last year in Shanghai (the browser's zone): a whole year behind today, whatever day the test runs. */
const YEAR = new Date(Date.now() + 8 * 3600_000).getUTCFullYear() - 1;
const noon = (monthDay: string) => `${YEAR}-${monthDay}T04:00:00.000Z`;

async function add(token: string, className: string, data: Record<string, unknown>): Promise<string> {
  return String((await running.server().api(token, 'add_item', { className, data })).objectId);
}

/** Last year's diaries: five happy, sunny days with 小林 by the lake in a row, three sad rainy ones, one with two diaries. */
async function seedYear(token: string): Promise<{ march1: string }> {
  const group = await add(token, 'group', { name: 'Feelings' });
  const happy = pointer('status', await add(token, 'status', { name: 'Joyful', emoji: '😀', group: pointer('group', group), position: 0 }));
  const sad = pointer('status', await add(token, 'status', { name: 'Gloomy', emoji: '😢', group: pointer('group', group), position: 1 }));
  const lin = pointer('people', await add(token, 'people', { name: '小林' }));
  const lake = pointer('location', await add(token, 'location', { name: 'West Lake' }));
  const walks = pointer('tag', await add(token, 'tag', { name: 'Walks' }));
  const diary = (iso: string, fields: Record<string, unknown>) => addDiaryViaApi(running.server(), token, { content: 'A day.', iso, ...fields });
  const march1 = await diary(noon('03-01'), { status: happy, weather: 1, people: [lin], location: [lake], tag: [walks] });
  for (const day of ['03-02', '03-03', '03-04', '03-05']) await diary(noon(day), { status: happy, weather: 1, people: [lin], location: [lake], tag: [walks] });
  await diary(noon('07-10'), { status: sad, weather: 3 });
  await diary(noon('07-11'), { status: sad, weather: 3 });
  await diary(noon('07-12'), { status: sad, weather: 3 });
  await diary(`${YEAR}-07-11T12:00:00.000Z`, { content: 'Later that day.' });
  return { march1 };
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('insights at the %s viewport', (viewport) => {
  it("show a year's figures, pixels, charts and what stands out, open a day's diary, and make the year's poster", async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    // Insights are not Pro's (docs/decisions.md); opening a diary from them is, as from anywhere.
    await server.api(session.token, 'startFreeTrial', {});
    const { march1 } = await seedYear(session.token);
    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, server, session);

    // From the More tab's menu.
    await page.goto(`${server.url}${routePath('dashboard', { tab: 'more' })}`);
    await page.getByRole('button', { name: 'Insights' }).click();
    await page.getByRole('heading', { name: String(YEAR + 1) }).waitFor();
    await page.getByRole('button', { name: 'Earlier' }).click();
    await page.getByRole('heading', { name: String(YEAR) }).waitFor();

    const figures = page.locator('.insights-figures');
    await expect.poll(() => figures.locator('dd').allTextContents()).toEqual(['9', '19', '8', '0 days', '5 days']);

    // The year in pixels: a happy day carries its mood, a day without a diary says so; arrows move between days.
    const pixels = page.getByRole('group', { name: 'Year in pixels' });
    const firstOfMarch = pixels.locator(`[data-day="${YEAR}-03-01"]`);
    expect(await firstOfMarch.getAttribute('aria-label')).toBe(`${YEAR}-03-01: 😀 Joyful`);
    expect(await firstOfMarch.getAttribute('class')).toContain('mood-0');
    expect(await pixels.locator(`[data-day="${YEAR}-03-06"]`).getAttribute('aria-label')).toBe(`${YEAR}-03-06: no entry`);
    expect(await pixels.locator('[tabindex="0"]').getAttribute('data-day')).toBe(`${YEAR}-03-01`);
    await firstOfMarch.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-day'))).toBe(`${YEAR}-04-02`);

    // Charts drawn by the library, their figures a table for screen readers.
    const months = section(page, 'Entries by month');
    await months.locator('.insights-chart svg').waitFor();
    expect(await months.locator('table tbody tr').count()).toBe(12);
    expect(await months.locator('table tbody tr').nth(2).locator('td').textContent()).toBe('5');

    // What stands out, with its rule; moods against people as a table.
    await section(page, 'What stands out').getByText('😀 Joyful more often with 小林: 5 of 5 (63% overall)').waitFor();
    const people = section(page, 'Moods and people');
    expect(await people.getByRole('row', { name: /小林/ }).locator('td.count').textContent()).toBe('5');

    await pictured(page, `insights-year-${viewport}`);

    // A year without diaries says so; offline, a period never loaded says it shows once the network is back, and does.
    await page.getByRole('button', { name: 'Earlier' }).click();
    await page.getByText('No diaries in this period yet').waitFor();
    await pictured(page, `insights-empty-${viewport}`);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Later' }).click();
    await page.getByRole('heading', { name: String(YEAR) }).waitFor();
    await expect.poll(() => figures.locator('dd').first().textContent()).toBe('9');
    await page.getByRole('button', { name: 'All time' }).click();
    await page.getByText('Offline: insights show once the network is back').waitFor();
    await pictured(page, `insights-offline-${viewport}`);
    await context.setOffline(false);
    await expect.poll(() => figures.locator('dd').first().textContent()).toBe('9');
    await page.getByRole('button', { name: 'Year', exact: true }).click();
    await page.getByRole('heading', { name: String(YEAR + 1) }).waitFor();
    await page.getByRole('button', { name: 'Earlier' }).click();
    await page.getByRole('heading', { name: String(YEAR) }).waitFor();

    // A month: its weeks from Monday, each day with its number.
    await page.getByRole('button', { name: 'Month' }).click();
    await page
      .getByRole('heading', { name: `Dec ${YEAR}` })
      .or(page.getByRole('heading', { name: `December ${YEAR}` }))
      .waitFor();
    for (let step = 0; step < 9; step += 1) await page.getByRole('button', { name: 'Earlier' }).click();
    await page.getByRole('group', { name: 'Month in pixels' }).locator(`[data-day="${YEAR}-03-01"]`).waitFor();
    await expect.poll(() => figures.locator('dd').first().textContent()).toBe('5');
    await pictured(page, `insights-month-${viewport}`);

    // A day with one diary opens it.
    await page.locator(`[data-day="${YEAR}-03-01"]`).click();
    await page.waitForURL(new RegExp(`/detail/${march1}$`));
    await page.goBack();

    // The poster leaves people out unless switched on.
    await page.getByRole('button', { name: 'Year', exact: true }).click();
    await page.getByRole('heading', { name: String(YEAR) }).waitFor();
    await page.getByRole('switch', { name: 'Show people on the poster' }).click();
    await page.getByRole('button', { name: 'Make a poster' }).click();
    await page.waitForURL(new RegExp(`current=insights&people=1`));
    await page.locator('canvas.poster-canvas:not(.drawing)').waitFor();
    await page.getByRole('link', { name: 'Download' }).waitFor();
    await pictured(page, `insights-poster-${viewport}`);

    expect(errors).toEqual([]);
    await context.close();
  });
});
