import { listPath, routePath } from '@diary/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inLayout, openContext, screenshotsLightAndDark, VIEWPORTS, type ViewportName } from '../support/browser';
import { freshPhone, userViaApi, useSession } from '../support/journey';
import { serverAndBrowserForFile } from '../support/web-server';

const running = serverAndBrowserForFile();

const tab = (page: Page) => page.locator('.people-tab');
const group = (page: Page, name: string) => tab(page).getByRole('region', { name, exact: true });
const indexButton = (page: Page, name: string) => tab(page).getByRole('navigation', { name: 'Jump to a group' }).getByRole('button', { name, exact: true });
const search = (page: Page) => tab(page).getByRole('searchbox', { name: 'Search people' });

/**
 * Whether a group's heading was scrolled to: at the top of the list, or, for the last groups, in view with the
 * list scrolled to its end.
 */
async function jumpedTo(page: Page, name: string): Promise<boolean> {
  return page.evaluate((text) => {
    const scroller = document.querySelector('.people-scroll')!;
    const heading = [...scroller.querySelectorAll('.people-heading')].find((h) => h.textContent === text)!;
    const offset = Math.round(heading.getBoundingClientRect().top - scroller.getBoundingClientRect().top);
    const atEnd = Math.ceil(scroller.scrollTop + scroller.clientHeight) >= scroller.scrollHeight - 1;
    return scroller.scrollTop > 0 && (offset === 0 || (atEnd && offset > 0 && offset < scroller.clientHeight - heading.clientHeight));
  }, name);
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the People tab at the %s viewport', (viewport) => {
  it('groups people by pinyin initial, jumps from the index bar, searches, suggests "Add {name}" and opens a person', async () => {
    const session = await userViaApi(running.server(), freshPhone());
    await running.server().api(session.token, 'startFreeTrial', {});
    const add = async (name: string, favorite = false) => {
      const data = favorite ? { name, favorite, favoriteAt: { __type: 'Date', iso: new Date().toISOString() } } : { name };
      return (await running.server().api(session.token, 'add_item', { className: 'people', data })) as { objectId: string };
    };
    // Enough people for a second page of 20, so a jump to the last letters needs more than the first page.
    for (let i = 1; i <= 24; i++) await add(`Bella ${String(i).padStart(2, '0')}`);
    const zhang = await add('张伟');
    await add('李娜');
    await add('阿明');
    await add('Tom');
    await add('Lily', true);
    await add('7 Days');

    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, running.server(), session);
    await page.goto(`${running.server().url}${routePath('dashboard', { tab: 'people' })}`);
    await search(page).waitFor();

    // Starred on top, then recent, then the letters; a Chinese name under its pinyin initial.
    await group(page, 'Starred').getByRole('button', { name: /Lily/ }).waitFor();
    const headings = await tab(page).locator('.people-heading').allTextContents();
    expect(headings.slice(0, 4)).toEqual(['Starred', 'Recent', 'A', 'B']);
    await group(page, 'A').getByRole('button', { name: '阿明' }).waitFor();
    expect(await group(page, 'A').locator('.people-name').allTextContents()).toEqual(['阿明']);
    expect(await indexButton(page, 'C').isDisabled()).toBe(true);
    await screenshotsLightAndDark(page, `${viewport}-people`);

    // The index bar jumps to a group, drawing the page it is on: its heading is at the top of the list.
    await indexButton(page, 'Z').click();
    await group(page, 'Z').getByRole('button', { name: '张伟' }).waitFor();
    await expect.poll(() => jumpedTo(page, 'Z')).toBe(true);
    await indexButton(page, '#').click();
    await group(page, '#').getByRole('button', { name: '7 Days' }).waitFor();
    await expect.poll(() => jumpedTo(page, '#')).toBe(true);
    await indexButton(page, 'B').click();
    await expect.poll(() => jumpedTo(page, 'B')).toBe(true);
    await indexButton(page, 'L').click();
    await expect.poll(() => jumpedTo(page, 'L')).toBe(true);
    expect(await group(page, 'L').locator('.people-name').allTextContents()).toEqual(['李娜']);
    await screenshotsLightAndDark(page, `${viewport}-people-jumped`);

    // Search filters; "Add {name}" comes under Suggestions only without an exact match.
    await indexButton(page, 'Search people').click();
    await search(page).fill('tom');
    await expect.poll(() => group(page, 'Search Results').locator('.people-name').allTextContents()).toEqual(['Tom']);
    expect(await tab(page).getByText('Suggestions').count()).toBe(0);
    await search(page).fill('王芳');
    await tab(page).getByText('Suggestions').waitFor();
    expect(await tab(page).getByRole('region', { name: 'Search Results' }).count()).toBe(0);
    await screenshotsLightAndDark(page, `${viewport}-people-suggestion`);
    await tab(page).getByRole('button', { name: 'Add "王芳"' }).click();
    await page.waitForURL((u) => u.pathname === inLayout(viewport, routePath('targetAdd', { listType: 'people' }), 'people'));
    expect(await page.locator('.target-form').getByRole('textbox', { name: 'Name' }).inputValue()).toBe('王芳');

    // A tap on a person found by search opens their list, and the search is remembered.
    await page.goto(`${running.server().url}${routePath('dashboard', { tab: 'people' })}`);
    await search(page).fill('张');
    await group(page, 'Search Results').getByRole('button', { name: '张伟' }).click();
    await page.waitForURL((u) => u.pathname === inLayout(viewport, listPath({ listType: 'people', id: zhang.objectId }), 'people'));
    await page.locator('.list-header').getByRole('heading', { name: /张伟/ }).waitFor();
    if (viewport === 'desktop') await screenshotsLightAndDark(page, 'desktop-people-with-panel');
    else await page.goto(`${running.server().url}${routePath('dashboard', { tab: 'people' })}`);
    await search(page).fill('');
    await search(page).focus();
    await tab(page).locator('.search-history').getByRole('button', { name: '王芳' }).waitFor();
    expect(await tab(page).locator('.search-history .chip').allTextContents()).toEqual(['张', '王芳']);

    expect(errors).toEqual([]);
    await context.close();
  });
});
