import { listPath, pointer, routePath } from '@diary/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inLayout, openContext, screenshotsLightAndDark, VIEWPORTS, type ViewportName } from '../support/browser';
import { freshPhone, userViaApi, useSession } from '../support/journey';
import { serverAndBrowserForFile } from '../support/web-server';

const running = serverAndBrowserForFile();

const tab = (page: Page) => page.locator('.stories-tab');
const search = (page: Page) => tab(page).getByRole('searchbox', { name: 'Search stories' });
const topicTab = (page: Page, name: string) => tab(page).getByRole('tablist', { name: 'Topic' }).getByRole('tab', { name, exact: true });
/** The story names a card list shows, without the favorite star. */
const storyNames = async (page: Page, within = '.stories-page') => (await tab(page).locator(`${within} .story-name`).allTextContents()).map((n) => n.trim());

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the Stories tab at the %s viewport', (viewport) => {
  it('pages stories by topic with favorites first, lists all topics as chips, searches and opens a story', async () => {
    const session = await userViaApi(running.server(), freshPhone());
    await running.server().api(session.token, 'startFreeTrial', {});
    const addTopic = async (name: string, position: number) =>
      (await running.server().api(session.token, 'add_item', { className: 'topic', data: { name, position } })) as { objectId: string };
    const travel = await addTopic('Travel', 0);
    const work = await addTopic('Work', 1);
    const addStory = async (name: string, topicId?: string, favoriteAt?: string) => {
      const data = {
        name,
        ...(topicId ? { topic: pointer('topic', topicId) } : {}),
        ...(favoriteAt ? { favorite: true, favoriteAt: { __type: 'Date', iso: favoriteAt } } : {}),
      };
      return (await running.server().api(session.token, 'add_item', { className: 'tag', data })) as { objectId: string };
    };
    const kyoto = await addStory('Kyoto', travel.objectId);
    const lisbon = await addStory('Lisbon', travel.objectId, '2026-01-01T00:00:00.000Z');
    await addStory('Oslo', travel.objectId, '2026-06-01T00:00:00.000Z');
    await addStory('Launch', work.objectId);
    await addStory('Loose ends');

    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, running.server(), session);
    await page.goto(`${running.server().url}${routePath('dashboard', { tab: 'tag' })}`);
    await search(page).waitFor();

    // The navigator: Recently, Favorites, the topics by position, Others; Recently is open first.
    await topicTab(page, 'Recently').waitFor();
    expect(await tab(page).getByRole('tab').allTextContents()).toEqual(['Recently', 'Favorites', 'Travel', 'Work', 'Others']);
    expect(await topicTab(page, 'Recently').getAttribute('aria-selected')).toBe('true');
    expect((await storyNames(page)).sort()).toEqual(['Kyoto', 'Launch', 'Lisbon', 'Loose ends', 'Oslo']);

    // A topic shows its favorites first, newest favoriteAt first, then the rest.
    await topicTab(page, 'Travel').click();
    await expect.poll(() => storyNames(page)).toEqual(['Oslo', 'Lisbon', 'Kyoto']);
    expect(await tab(page).locator('.stories-page .story-count').first().textContent()).toMatch(/0/);
    await screenshotsLightAndDark(page, `${viewport}-stories`);
    await topicTab(page, 'Favorites').click();
    await expect.poll(() => storyNames(page)).toEqual(['Oslo', 'Lisbon']);
    await topicTab(page, 'Others').click();
    await expect.poll(() => storyNames(page)).toEqual(['Loose ends']);

    // "All topics (n)" opens the chips; a chip chooses its page.
    await tab(page).getByRole('button', { name: 'All topics (5)' }).click();
    const chips = tab(page).getByRole('region', { name: 'All topics (5)' });
    expect(await chips.locator('.chip').allTextContents()).toEqual(['Recently', 'Favorites', 'Travel', 'Work', 'Others']);
    await screenshotsLightAndDark(page, `${viewport}-stories-all-topics`);
    await chips.getByRole('button', { name: 'Work' }).click();
    await expect.poll(() => storyNames(page)).toEqual(['Launch']);
    expect(await topicTab(page, 'Work').getAttribute('aria-selected')).toBe('true');
    expect(await chips.count()).toBe(0);

    // Tapping the Stories tab again starts over on Recently.
    await page.getByRole('navigation', { name: 'tabs' }).getByRole('button', { name: 'Stories' }).click();
    await expect.poll(() => topicTab(page, 'Recently').getAttribute('aria-selected')).toBe('true');

    // Search: names containing the text, ignoring case, under "Search Results"; otherwise "No search results".
    await search(page).fill('lIS');
    const results = tab(page).getByRole('region', { name: 'Search Results' });
    await results.waitFor();
    expect(await results.locator('.story-name').allTextContents()).toEqual(['Lisbon']);
    // A favorite is starred with the app's icon set, not a text glyph.
    expect(await results.locator('.story-name .favorite-mark').count()).toBe(1);
    expect(await tab(page).getByRole('tablist').count()).toBe(0);
    await screenshotsLightAndDark(page, `${viewport}-stories-search`);
    await search(page).fill('zzz');
    await tab(page).getByText('No search results').waitFor();
    expect(await results.count()).toBe(0);

    // A tap on a story opens its diary list.
    await search(page).fill('');
    await topicTab(page, 'Travel').click();
    await tab(page).locator('.stories-page').getByRole('button', { name: /Kyoto/ }).click();
    await page.waitForURL((u) => u.pathname === inLayout(viewport, listPath({ listType: 'tag', id: kyoto.objectId }), 'tag'));
    await page.locator('.list-header').getByRole('heading', { name: /Kyoto/ }).waitFor();
    if (viewport === 'desktop') await screenshotsLightAndDark(page, 'desktop-stories-with-panel');

    // A story opened from a search remembers the search; the box, focused and empty, offers it again.
    await page.goto(`${running.server().url}${routePath('dashboard', { tab: 'tag' })}`);
    await search(page).fill('lis');
    await tab(page)
      .getByRole('region', { name: 'Search Results' })
      .getByRole('button', { name: /Lisbon/ })
      .click();
    await page.waitForURL((u) => u.pathname.includes(listPath({ listType: 'tag', id: lisbon.objectId })));
    if (viewport === 'phone') await page.goto(`${running.server().url}${routePath('dashboard', { tab: 'tag' })}`);
    await search(page).fill('');
    await search(page).focus();
    const history = tab(page).getByRole('region', { name: 'Recent searches' });
    await history.getByRole('button', { name: 'lis' }).click();
    await expect.poll(() => search(page).inputValue()).toBe('lis');
    await tab(page).getByRole('region', { name: 'Search Results' }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
