import { pointer, routePath } from '@diary/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pictured } from '../support/a11y';
import { inLayout, openContext, screenshot, screenshotsLightAndDark, VIEWPORTS, type ViewportName } from '../support/browser';
import { dialog, freshPhone, monthCount, thisMonth, toast, userViaApi, useSession } from '../support/journey';
import { serverAndBrowserForFile } from '../support/web-server';

const running = serverAndBrowserForFile();

type Kind = 'location' | 'people' | 'tag' | 'status';
type Named = { objectId: string; name?: string; summary?: string; address?: string; emoji?: string; favorite?: boolean; favoriteAt?: { iso: string } | null };

/** The user's records of a kind, as the server has them. */
async function recordsOf(token: string, kind: Kind): Promise<Named[]> {
  const answer = (await running.server().api(token, 'get_item_list', { className: kind, limit: 100 })) as Record<string, unknown>;
  return (answer[`${kind}List`] ?? []) as Named[];
}

/** The form's text box by its label. */
const field = (page: Page, label: string) => page.locator('.target-form').getByRole('textbox', { name: label });

/** Opens a tab, taps its add button (a labelled button or a round ＋ named by its label) and waits for the add screen of the kind. */
async function openAdd(page: Page, viewport: ViewportName, kind: Kind, label: string) {
  await page.goto(`${running.server().url}${routePath('dashboard', { tab: kind })}`);
  await page.getByRole('button', { name: new RegExp(`^(＋ )?${label}$`) }).click();
  await page.waitForURL((url) => url.pathname === inLayout(viewport, routePath('targetAdd', { listType: kind }), kind));
  await page.locator('.target-form').waitFor();
}

async function save(page: Page) {
  await page.locator('.target-form').getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, 'Setting success').waitFor();
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('places, people, stories and statuses at the %s viewport', (viewport) => {
  it('a Pro user adds one of each, edits, favorites and deletes one; the diary that mentions it stays', async () => {
    const session = await userViaApi(running.server(), freshPhone());
    await running.server().api(session.token, 'startFreeTrial', {});
    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, running.server(), session);
    const url = running.server().url;

    // A place, from the places tab: name, address, summary.
    await openAdd(page, viewport, 'location', 'New place');
    await page.locator('.page-bar').getByRole('heading', { name: 'New place' }).waitFor();
    await field(page, 'Name').fill('  West Lake ');
    await field(page, 'Address').fill('Hangzhou');
    await field(page, 'Summary').fill('By the water');
    await screenshotsLightAndDark(page, `${viewport}-target-add`);
    await save(page);
    await page.waitForURL((u) => u.pathname === routePath('dashboard', { tab: 'location' }));
    await page.locator('.places-row').filter({ hasText: 'West Lake' }).waitFor();

    // A person, with the name from the link.
    await page.goto(`${url}${inLayout(viewport, `${routePath('targetAdd', { listType: 'people' })}?name=${encodeURIComponent('Lin Mei')}`, 'people')}`);
    expect(await field(page, 'Name').inputValue()).toBe('Lin Mei');
    await page.locator('.target-form').getByRole('switch', { name: 'Favorite' }).click();
    await save(page);

    // A story and a status from their tabs.
    await openAdd(page, viewport, 'tag', 'New story');
    await field(page, 'Name').fill('Autumn trip');
    await save(page);
    await page.locator('.story-card').filter({ hasText: 'Autumn trip' }).waitFor();
    await openAdd(page, viewport, 'status', 'New status');
    // The emoji is chosen from the palette, found by its name (nobody types an emoji into a box).
    const form = page.locator('.target-form');
    await form.getByRole('button', { name: 'Emoji' }).click();
    await form.getByRole('searchbox', { name: 'Search emoji' }).fill('relieved');
    await form.locator('[frimousse-emoji]').filter({ hasText: '😌' }).first().waitFor();
    await pictured(page, `${viewport}-emoji-palette`);
    await form.locator('[frimousse-emoji]').filter({ hasText: '😌' }).first().click();
    await form.getByRole('button', { name: 'Emoji: 😌' }).waitFor();
    await field(page, 'Name').fill('Calm');
    expect(await page.locator('.target-form').getByRole('textbox', { name: 'Summary' }).count()).toBe(0);
    await save(page);
    await page.locator('.status-row').filter({ hasText: 'Calm' }).waitFor();

    // An empty name is refused here; a name already used is refused by the server, and the screen stays.
    await openAdd(page, viewport, 'tag', 'New story');
    await field(page, 'Name').fill('   ');
    await page.locator('.target-form').getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'The name cannot be empty').waitFor();
    await field(page, 'Name').fill('Autumn trip');
    await page.locator('.target-form').getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'This name is already used').waitFor();
    expect(new URL(page.url()).pathname).toBe(inLayout(viewport, routePath('targetAdd', { listType: 'tag' }), 'tag'));

    // The server has each, trimmed, with the fields of its kind.
    const [place] = await recordsOf(session.token, 'location');
    const [person] = await recordsOf(session.token, 'people');
    const stories = await recordsOf(session.token, 'tag');
    const [status] = await recordsOf(session.token, 'status');
    expect(place).toMatchObject({ name: 'West Lake', address: 'Hangzhou', summary: 'By the water' });
    expect(person).toMatchObject({ name: 'Lin Mei', favorite: true });
    expect(person!.favoriteAt?.iso).toBeTruthy();
    expect(stories.map((s) => s.name)).toEqual(['Autumn trip']);
    expect(status).toMatchObject({ name: 'Calm', emoji: '😌' });
    const story = stories[0]!;

    // A diary that mentions all four.
    await running.server().api(session.token, 'add_item', {
      className: 'diary',
      data: {
        content: 'Tea by the lake.',
        datetime: { __type: 'Date', iso: new Date().toISOString() },
        location: [pointer('location', place!.objectId)],
        people: [pointer('people', person!.objectId)],
        tag: [pointer('tag', story.objectId)],
        status: pointer('status', status!.objectId),
      },
    });

    // Edit the story from its list's header: name and summary; favorite it.
    await page.goto(`${url}${routePath('dashboard', { tab: 'tag' })}`);
    await page.locator('.story-card').filter({ hasText: 'Autumn trip' }).click();
    await page.locator('.list-header').getByRole('button', { name: 'Edit' }).waitFor();
    await screenshot(page, `${viewport}-target-list-header`);
    await page.locator('.list-header').getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL((u) => u.pathname === inLayout(viewport, routePath('targetEdit', { listType: 'tag', listId: story.objectId }), 'tag'));
    await page.locator('.page-bar').getByRole('heading', { name: 'Edit story' }).waitFor();
    expect(await field(page, 'Name').inputValue()).toBe('Autumn trip');
    await field(page, 'Name').fill('Autumn in Hangzhou');
    await field(page, 'Summary').fill('Three days by the lake');
    await page.locator('.target-form').getByRole('switch', { name: 'Favorite' }).click();
    await toast(page, 'Favorited').waitFor();
    await toast(page, 'Favorited').waitFor({ state: 'hidden' });
    await screenshotsLightAndDark(page, `${viewport}-target-edit`);
    await save(page);
    await page.waitForURL((u) => u.pathname === inLayout(viewport, routePath('list', { listType: 'tag', listId: story.objectId }), 'tag'));
    await page
      .locator('.list-header')
      .getByRole('heading', { name: /Autumn in Hangzhou/ })
      .waitFor();
    await page.locator('.list-header').getByText('Three days by the lake').waitFor();
    const [edited] = await recordsOf(session.token, 'tag');
    expect(edited).toMatchObject({ name: 'Autumn in Hangzhou', summary: 'Three days by the lake', favorite: true });
    expect(edited!.favoriteAt?.iso).toBeTruthy();

    // Delete the place: refusing keeps the screen; confirming deletes it and shows the places tab.
    await page.goto(`${url}${inLayout(viewport, routePath('targetEdit', { listType: 'location', listId: place!.objectId }), 'location')}`);
    expect(await field(page, 'Name').inputValue()).toBe('West Lake');
    const remove = page.locator('.target-form').getByRole('button', { name: 'Delete', exact: true });
    await remove.click();
    await dialog(page).getByText('Delete "West Lake"?').waitFor();
    await dialog(page).getByText('The diaries that mention it are kept.').waitFor();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    expect(await field(page, 'Name').inputValue()).toBe('West Lake');
    await remove.click();
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Deleted').waitFor();
    await page.waitForURL((u) => u.pathname === routePath('dashboard', { tab: 'location' }));
    await page.locator('.tab-content').getByText('No places yet').waitFor();
    expect(await recordsOf(session.token, 'location')).toEqual([]);

    // The diary stays, on the server and in the month.
    const diaries = (await running.server().api(session.token, 'get_item_list', { className: 'diary', limit: 10 })) as {
      diaryList?: Array<{ content?: string }>;
    };
    expect(diaries.diaryList?.map((d) => d.content)).toEqual(['Tea by the lake.']);
    await page.goto(`${url}${routePath('dashboard', { tab: 'archive' })}`);
    await expect.poll(() => monthCount(page, thisMonth())).toBe(1);
    await page.locator(`.month-card[data-month="${thisMonth()}"]`).click();
    await page.locator('.diary-row').filter({ hasText: 'Tea by the lake.' }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
