import { listPath, routePath, type DashboardTab } from '@diary/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inLayout, openContext, screenshot, VIEWPORTS, type ViewportName } from '../support/browser';
import { pictured } from '../support/a11y';
import { dialog, freshPhone, toast, userViaApi, useSession } from '../support/journey';
import { serverAndBrowserForFile } from '../support/web-server';

const running = serverAndBrowserForFile();

type Named = { objectId: string; name: string; position?: number; topic?: { objectId: string } | null; group?: { objectId: string } | null };

const page_ = (page: Page) => page.locator('.organize-page');
const rowNames = (page: Page) => page_(page).locator('.organize-list .organize-name').allTextContents();

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('topics, groups and the target options sheet at the %s viewport', (viewport) => {
  it('adds, renames, reorders and deletes topics and groups, files a story and a status under them, and deletes a person from its options', async () => {
    const session = await userViaApi(running.server(), freshPhone());
    await running.server().api(session.token, 'startFreeTrial', {});
    const api = (type: string, payload: Record<string, unknown>) => running.server().api(session.token, type, payload);
    const add = async (className: string, data: Record<string, unknown>) => (await api('add_item', { className, data })) as { objectId: string };
    const listOf = async (className: string) =>
      (
        (await api('get_item_list', { className, limit: 100, ...(className === 'topic' || className === 'group' ? { order: 'position' } : {}) })) as Record<
          string,
          Named[]
        >
      )[`${className}List`] ?? [];
    const kyoto = await add('tag', { name: 'Kyoto' });
    const calm = await add('status', { name: 'Calm', emoji: '😌' });
    await add('people', { name: 'Mei' });
    const lin = await add('people', { name: 'Lin' });

    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, running.server(), session);
    const url = running.server().url;
    const at = (phonePath: string, tab: DashboardTab) => (u: URL) => u.pathname === inLayout(viewport, phonePath, tab);
    const addNamed = async (tab: DashboardTab, addPath: string, addLabel: string, name: string) => {
      await page_(page).getByRole('button', { name: addLabel, exact: true }).click();
      await page.waitForURL(at(addPath, tab));
      await page_(page).getByRole('heading', { name: addLabel }).waitFor();
      await page_(page).getByRole('textbox', { name: 'Name' }).fill(name);
      await page_(page).getByRole('button', { name: 'Save', exact: true }).click();
      await toast(page, 'Setting success').waitFor();
      await page.waitForURL(at(listPathOf(tab), tab));
      await page_(page).locator('.organize-name', { hasText: name }).waitFor();
    };
    const listPathOf = (tab: DashboardTab) => routePath(tab === 'tag' ? 'topics' : 'groups');
    /** Moves a row up with the keyboard: Space on its handle picks it up, the arrow moves it, Space drops it. */
    const moveUp = async (name: string, steps: number) => {
      await page_(page)
        .getByRole('button', { name: `Move ${name}` })
        .focus();
      await page.keyboard.press('Space');
      for (let i = 0; i < steps; i++) {
        await page.waitForTimeout(150);
        await page.keyboard.press('ArrowUp');
      }
      await page.waitForTimeout(150);
      await page.keyboard.press('Space');
    };

    // Topic settings from the Stories tab's navigator: none yet.
    await page.goto(`${url}${routePath('dashboard', { tab: 'tag' })}`);
    await page.locator('.stories-tab').getByRole('button', { name: 'Topic settings' }).click();
    await page.waitForURL(at(routePath('topics'), 'tag'));
    await page_(page).getByRole('heading', { name: 'Topic settings' }).waitFor();
    await page_(page).getByText('No topics yet').waitFor();

    // Add three; an empty name is refused on the spot.
    await page_(page).getByRole('button', { name: 'Add topic', exact: true }).click();
    await page_(page).getByRole('textbox', { name: 'Name' }).fill('  ');
    await page_(page).getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'The name cannot be empty').waitFor();
    await page_(page).getByRole('textbox', { name: 'Name' }).fill('Travel');
    await toast(page, 'The name cannot be empty').waitFor({ state: 'hidden' });
    await pictured(page, `${viewport}-topic-add`);
    await page_(page).getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Setting success').waitFor();
    await page.waitForURL(at(routePath('topics'), 'tag'));
    await addNamed('tag', routePath('topicAdd'), 'Add topic', 'Work');
    await addNamed('tag', routePath('topicAdd'), 'Add topic', 'Life');
    expect(await rowNames(page)).toEqual(['Travel', 'Work', 'Life']);

    // Rename Work to Office.
    const topics = await listOf('topic');
    const work = topics.find((t) => t.name === 'Work')!;
    await page_(page).getByRole('button', { name: /^Work/ }).click();
    await page.waitForURL(at(routePath('topicEdit', { id: work.objectId }), 'tag'));
    await page_(page).getByRole('heading', { name: 'Edit topic' }).waitFor();
    expect(await page_(page).getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Work');
    await page_(page).getByRole('textbox', { name: 'Name' }).fill('Office');
    await pictured(page, `${viewport}-topic-edit`);
    await page_(page).getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Setting success').waitFor();
    await page.waitForURL(at(routePath('topics'), 'tag'));
    await expect.poll(() => rowNames(page)).toEqual(['Travel', 'Office', 'Life']);

    // Reorder: Life to the top, saved on the server as positions.
    await moveUp('Life', 2);
    await expect.poll(() => rowNames(page)).toEqual(['Life', 'Travel', 'Office']);
    expect(await page.locator('[id^="DndLiveRegion"]').textContent()).toBe('Life dropped at position 1 of 3.');
    await expect.poll(async () => (await listOf('topic')).map((t) => t.name)).toEqual(['Life', 'Travel', 'Office']);
    await toast(page, 'Setting success').waitFor({ state: 'hidden' });
    await pictured(page, `${viewport}-topics`);

    // Delete Office: asked first (refusing keeps it), then gone.
    const office = (await listOf('topic')).find((t) => t.name === 'Office')!;
    await page_(page)
      .getByRole('button', { name: /^Office/ })
      .click();
    await page.waitForURL(at(routePath('topicEdit', { id: office.objectId }), 'tag'));
    const remove = page_(page).getByRole('button', { name: 'Delete', exact: true });
    await remove.click();
    await dialog(page).getByText('Delete "Office"?').waitFor();
    await dialog(page).getByText('Its stories are kept, under Others.').waitFor();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    await remove.click();
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Deleted').waitFor();
    await page.waitForURL(at(routePath('topics'), 'tag'));
    await expect.poll(() => rowNames(page)).toEqual(['Life', 'Travel']);
    expect((await listOf('topic')).map((t) => t.name)).toEqual(['Life', 'Travel']);

    // A story's topic, chosen from its edit screen through /topic/select/{tagId}.
    const travel = (await listOf('topic')).find((t) => t.name === 'Travel')!;
    await page.goto(`${url}${inLayout(viewport, routePath('targetEdit', { listType: 'tag', listId: kyoto.objectId }), 'tag')}`);
    // A summary typed and not saved yet survives the trip to the topic picker.
    const summary = page.locator('.target-form').getByRole('textbox', { name: 'Summary' });
    await summary.fill('Temples in the rain');
    await page
      .locator('.target-form')
      .getByRole('button', { name: /Topic.*No topic/ })
      .click();
    await page.waitForURL(at(routePath('topicSelect', { tagId: kyoto.objectId }), 'tag'));
    await page_(page).getByRole('heading', { name: 'Choose a topic' }).waitFor();
    expect(await page_(page).getByRole('radio', { name: 'No topic (under Others)' }).getAttribute('aria-checked')).toBe('true');
    await pictured(page, `${viewport}-topic-select`);
    await page_(page).getByRole('radio', { name: 'Travel' }).click();
    await toast(page, 'Setting success').waitFor();
    await page.waitForURL(at(routePath('targetEdit', { listType: 'tag', listId: kyoto.objectId }), 'tag'));
    await page
      .locator('.target-form')
      .getByRole('button', { name: /Topic.*Travel/ })
      .waitFor();
    expect(await summary.inputValue()).toBe('Temples in the rain');
    await toast(page, 'Setting success').waitFor({ state: 'hidden' });
    await screenshot(page, `${viewport}-target-edit-topic`);
    expect((await listOf('tag')).find((t) => t.name === 'Kyoto')!.topic?.objectId).toBe(travel.objectId);

    // The Stories tab shows the topics in the new order, and Kyoto on Travel's page.
    await page.goto(`${url}${routePath('dashboard', { tab: 'tag' })}`);
    const tablist = page.locator('.stories-tab').getByRole('tablist', { name: 'Topic' });
    await tablist.getByRole('tab', { name: 'Travel', exact: true }).click();
    expect(await tablist.getByRole('tab').allTextContents()).toEqual(['Recently', 'Favorites', 'Life', 'Travel']);
    await expect.poll(() => page.locator('.stories-page .story-name').allTextContents()).toEqual(['Kyoto']);

    // A story card's "…" opens its options; View opens the story's diary list.
    await page.locator('.stories-page .card-with-options').filter({ hasText: 'Kyoto' }).getByRole('button', { name: 'Options' }).click();
    await page.getByRole('dialog', { name: 'Kyoto' }).getByRole('button', { name: 'View' }).click();
    await page.waitForURL(at(listPath({ listType: 'tag', id: kyoto.objectId }), 'tag'));

    // Groups, from the Status tab: add, rename, reorder, delete.
    await page.goto(`${url}${routePath('dashboard', { tab: 'status' })}`);
    await page.getByRole('button', { name: /Group settings/ }).click();
    await page.waitForURL(at(routePath('groups'), 'status'));
    await page_(page).getByText('No groups yet').waitFor();
    await addNamed('status', routePath('groupAdd'), 'Add group', 'Moods');
    await addNamed('status', routePath('groupAdd'), 'Add group', 'Energy');
    await addNamed('status', routePath('groupAdd'), 'Add group', 'Spare');
    const energy = (await listOf('group')).find((g) => g.name === 'Energy')!;
    await page_(page)
      .getByRole('button', { name: /^Energy/ })
      .click();
    await page.waitForURL(at(routePath('groupEdit', { id: energy.objectId }), 'status'));
    await page_(page).getByRole('heading', { name: 'Edit group' }).waitFor();
    await page_(page).getByRole('textbox', { name: 'Name' }).fill('Body');
    await page_(page).getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Setting success').waitFor();
    await page.waitForURL(at(routePath('groups'), 'status'));
    await expect.poll(() => rowNames(page)).toEqual(['Moods', 'Body', 'Spare']);
    await moveUp('Body', 1);
    await expect.poll(() => rowNames(page)).toEqual(['Body', 'Moods', 'Spare']);
    await expect.poll(async () => (await listOf('group')).map((g) => g.name)).toEqual(['Body', 'Moods', 'Spare']);
    await toast(page, 'Setting success').waitFor({ state: 'hidden' });
    await pictured(page, `${viewport}-groups`);
    await page_(page)
      .getByRole('button', { name: /^Spare/ })
      .click();
    await page_(page).getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog(page).getByText('Its statuses are kept, under More.').waitFor();
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Deleted').waitFor();
    await expect.poll(() => rowNames(page)).toEqual(['Body', 'Moods']);

    // A status's group, through /group/select/{statusId}; the Status tab then shows it under Moods.
    await page.goto(`${url}${inLayout(viewport, routePath('targetEdit', { listType: 'status', listId: calm.objectId }), 'status')}`);
    await page
      .locator('.target-form')
      .getByRole('button', { name: /Group.*No group/ })
      .click();
    await page.waitForURL(at(routePath('groupSelect', { tagId: calm.objectId }), 'status'));
    await page_(page).getByRole('heading', { name: 'Choose a group' }).waitFor();
    await page_(page).getByRole('radio', { name: 'Moods' }).click();
    await toast(page, 'Setting success').waitFor();
    await page
      .locator('.target-form')
      .getByRole('button', { name: /Group.*Moods/ })
      .waitFor();
    await page.goto(`${url}${routePath('dashboard', { tab: 'status' })}`);
    const moods = page.locator('.status-group').filter({ has: page.getByRole('heading', { name: 'Moods' }) });
    await moods.getByRole('button', { name: /Calm/ }).waitFor();
    expect(await page.locator('.status-group-name').allTextContents()).toEqual(['Moods']);

    // The People tab's options sheet: a long press opens it; View opens the person's list.
    await page.goto(`${url}${routePath('dashboard', { tab: 'people' })}`);
    const linCard = page.locator('.people-card').filter({ hasText: 'Lin' });
    await linCard.waitFor();
    const box = (await linCard.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(700);
    await page.mouse.up();
    const sheet = (name: string) => page.getByRole('dialog', { name });
    await sheet('Lin').getByRole('button', { name: 'View' }).click();
    await page.waitForURL(at(listPath({ listType: 'people', id: lin.objectId }), 'people'));

    // "…" on Mei: the sheet; Delete asks, then the card goes and Lin stays.
    await page.goto(`${url}${routePath('dashboard', { tab: 'people' })}`);
    await page.locator('.card-with-options').filter({ hasText: 'Mei' }).getByRole('button', { name: 'Options' }).click();
    await sheet('Mei').getByRole('button', { name: 'Delete' }).waitFor();
    // The sheet slides up (seed 2: shown, then animated for 400 ms) before it is pictured.
    await page.waitForTimeout(500);
    await pictured(page, `${viewport}-target-options`);
    await sheet('Mei').getByRole('button', { name: 'Delete' }).click();
    await dialog(page).getByText('Delete "Mei"?').waitFor();
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Deleted').waitFor();
    await page.locator('.people-card').filter({ hasText: 'Mei' }).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(routePath('dashboard', { tab: 'people' }));
    expect((await listOf('people')).map((p) => p.name)).toEqual(['Lin']);

    expect(errors).toEqual([]);
    await context.close();
  });
});
