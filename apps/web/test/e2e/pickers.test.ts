import { pointer, routePath } from '@diary/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pictured } from '../support/a11y';
import { inLayout, openContext, VIEWPORTS, type ViewportName } from '../support/browser';
import { freshPhone, openNewEditor, toast, userViaApi, useSession } from '../support/journey';
import { serverAndBrowserForFile } from '../support/web-server';

const running = serverAndBrowserForFile();

type Named = { objectId: string; name: string };
async function recordsOf(token: string, kind: 'people' | 'tag'): Promise<Named[]> {
  const answer = (await running.server().api(token, 'get_item_list', { className: kind, limit: 100 })) as Record<string, unknown>;
  return (answer[`${kind}List`] ?? []) as Named[];
}

const screen = (page: Page) => page.locator('.ref-select-page');
const editorRow = (page: Page, name: RegExp) => page.locator('.editor-rows').getByRole('button', { name });
const checkedNames = async (page: Page) =>
  (await screen(page).locator('[role="checkbox"][aria-checked="true"] .check-row-name').allTextContents()).map((n) => n.trim());

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the people and story pickers as screens at the %s viewport', (viewport) => {
  it('checks two people (one found, one added from "Add {name}") and a story from a topic page, and the published diary has them', async () => {
    const session = await userViaApi(running.server(), freshPhone());
    await running.server().api(session.token, 'startFreeTrial', {});
    const add = (className: string, data: Record<string, unknown>) =>
      running.server().api(session.token, 'add_item', { className, data }) as Promise<{ objectId: string }>;
    await add('people', { name: 'Lily', favorite: true, favoriteAt: { __type: 'Date', iso: new Date().toISOString() } });
    const tom = await add('people', { name: 'Tom' });
    await add('people', { name: 'Bella' });
    await add('people', { name: '张伟' });
    const travel = await add('topic', { name: 'Travel', position: 0 });
    const kyoto = await add('tag', { name: 'Kyoto', topic: pointer('topic', travel.objectId) });
    await add('tag', { name: 'Lisbon', topic: pointer('topic', travel.objectId) });
    await add('tag', { name: 'Loose ends' });

    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, running.server(), session);
    await openNewEditor(page, running.server());
    await page.getByRole('textbox', { name: 'What happened today?' }).fill('Dinner with friends.');

    // The "@" picker's sheet opens the People list in select mode, as the place sheet opens the places screen.
    await editorRow(page, /People/).click();
    await page.getByRole('dialog', { name: 'People' }).getByRole('button', { name: 'All people' }).click();
    await page.waitForURL((u) => u.pathname === inLayout(viewport, routePath('pickerSelect', { listType: 'people' }), 'archive'));
    await screen(page).getByRole('heading', { name: 'Choose people' }).waitFor();

    // Rows with check circles, starred first, the index bar as in view mode; no add button, no options.
    const row = (name: string | RegExp) => screen(page).getByRole('checkbox', { name });
    await row(/Lily/).waitFor();
    expect((await screen(page).locator('.people-heading').allTextContents()).slice(0, 2)).toEqual(['Starred', 'B']);
    expect(await screen(page).getByRole('navigation', { name: 'Jump to a group' }).getByRole('button', { name: 'Z', exact: true }).isEnabled()).toBe(true);
    expect(await screen(page).getByRole('button', { name: 'Add person' }).count()).toBe(0);
    expect(
      await screen(page)
        .getByRole('button', { name: /^Options/ })
        .count(),
    ).toBe(0);
    expect(await checkedNames(page)).toEqual([]);
    await pictured(page, `${viewport}-people-select`);

    // One found by search: a tap checks them.
    const search = screen(page).getByRole('searchbox', { name: 'Search people' });
    await search.fill('to');
    await screen(page).getByRole('region', { name: 'Search Results' }).waitFor();
    await row('Tom').click();
    await expect.poll(() => row('Tom').getAttribute('aria-checked')).toBe('true');

    // One added from "Add {name}": added and checked at once, and the suggestion goes as someone has that name.
    await search.fill('Ann');
    await screen(page).getByRole('button', { name: 'Add "Ann"' }).click();
    await expect.poll(() => row('Ann').getAttribute('aria-checked')).toBe('true');
    expect(await screen(page).getByRole('button', { name: 'Add "Ann"' }).count()).toBe(0);
    await pictured(page, `${viewport}-people-select-added`);

    // An emptied search box shows the search history; a tap on a row still reaches it (the panel goes after the press).
    await search.fill('');
    await screen(page).getByRole('heading', { name: 'Recent searches' }).waitFor();
    await expect.poll(() => checkedNames(page)).toEqual(['Ann', 'Tom']);
    await row('Bella').click();
    await expect.poll(() => row('Bella').getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => screen(page).getByRole('heading', { name: 'Recent searches' }).count()).toBe(0);
    // Both are checked in their letters' groups; a second tap unchecks.
    await row('Bella').click();
    await expect.poll(() => checkedNames(page)).toEqual(['Ann', 'Tom']);

    await screen(page).getByRole('button', { name: 'Done' }).click();
    await page.waitForURL((u) => u.pathname === inLayout(viewport, routePath('editor', { diaryId: 'new' }), 'archive'));
    await editorRow(page, /People/)
      .getByText('@Tom @Ann')
      .waitFor();

    // The "#" picker's sheet opens the Stories list in select mode: topic pages, rows with thumbnails; no topic settings, no add button.
    await editorRow(page, /Story/).click();
    await page.getByRole('dialog', { name: 'Story' }).getByRole('button', { name: 'All stories' }).click();
    await page.waitForURL((u) => u.pathname === inLayout(viewport, routePath('pickerSelect', { listType: 'tag' }), 'archive'));
    await screen(page).getByRole('heading', { name: 'Choose stories' }).waitFor();
    await screen(page).getByRole('tab', { name: 'Travel', exact: true }).click();
    const story = (name: string) =>
      screen(page)
        .locator('.stories-page')
        .getByRole('checkbox', { name: new RegExp(`^${name}`) });
    await story('Kyoto').waitFor();
    expect((await screen(page).locator('.stories-page .check-row-name').allTextContents()).sort()).toEqual(['Kyoto', 'Lisbon']);
    expect(await screen(page).getByRole('button', { name: 'Topic settings' }).count()).toBe(0);
    expect(await screen(page).getByRole('button', { name: 'Add story' }).count()).toBe(0);
    expect(await screen(page).locator('.stories-page .check-row-thumb').count()).toBe(2);
    await story('Kyoto').click();
    await expect.poll(() => story('Kyoto').getAttribute('aria-checked')).toBe('true');
    expect(await story('Lisbon').getAttribute('aria-checked')).toBe('false');
    await pictured(page, `${viewport}-stories-select`);

    // Search works as in view mode, and shows the check.
    await screen(page).getByRole('searchbox', { name: 'Search stories' }).fill('kyo');
    await screen(page)
      .getByRole('region', { name: 'Search Results' })
      .getByRole('checkbox', { name: /^Kyoto/, checked: true })
      .waitFor();

    // Back to the editor (the page bar's back): the draft has them all, and its text.
    await screen(page).getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((u) => u.pathname === inLayout(viewport, routePath('editor', { diaryId: 'new' }), 'archive'));
    await editorRow(page, /Story/).getByText('#Kyoto').waitFor();
    await editorRow(page, /People/)
      .getByText('@Tom @Ann')
      .waitFor();
    expect(await page.getByRole('textbox', { name: 'What happened today?' }).inputValue()).toBe('Dinner with friends.');

    // Published: the server's diary has those people and that story.
    await page.locator('.editor-bar').getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'Saved').waitFor({ timeout: 30_000 });
    const ann = (await recordsOf(session.token, 'people')).find((p) => p.name === 'Ann');
    expect(ann).toBeDefined();
    const diaries = (await running.server().api(session.token, 'get_item_list', { className: 'diary', limit: 10 })) as {
      diaryList?: Array<{ content?: string; people?: Array<{ objectId: string }>; tag?: Array<{ objectId: string }> }>;
    };
    expect(diaries.diaryList?.map((d) => d.content)).toEqual(['Dinner with friends.']);
    const [diary] = diaries.diaryList!;
    expect(diary!.people?.map((p) => p.objectId)).toEqual([tom.objectId, ann!.objectId]);
    expect(diary!.tag?.map((t) => t.objectId)).toEqual([kyoto.objectId]);

    expect(errors).toEqual([]);
    await context.close();
  });
});
