import { listPath, routePath } from '@diary/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inLayout, openContext, screenshotsLightAndDark, VIEWPORTS, type ViewportName } from '../support/browser';
import { freshPhone, userViaApi, useSession } from '../support/journey';
import { serverAndBrowserForFile } from '../support/web-server';

const running = serverAndBrowserForFile();

const tab = (page: Page) => page.locator('.tab-content[data-tab="status"]');
const group = (page: Page, name: string) => tab(page).getByRole('region', { name, exact: true });
/** A group's rows as "emoji name count". */
const rows = (page: Page, name: string) =>
  group(page, name)
    .locator('.status-row')
    .evaluateAll((buttons) =>
      buttons.map((b) =>
        [b.querySelector('.status-emoji'), b.querySelector('.status-name'), b.querySelector('.status-count')].map((s) => s!.textContent).join(' '),
      ),
    );

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the Status tab at the %s viewport', (viewport) => {
  it('shows statuses under their groups in order, with emoji, name and count, ungrouped under "More", and opens a status’s list', async () => {
    const session = await userViaApi(running.server(), freshPhone());
    await running.server().api(session.token, 'startFreeTrial', {});
    const add = async (className: 'group' | 'status', data: Record<string, unknown>) =>
      (await running.server().api(session.token, 'add_item', { className, data })) as { objectId: string };
    const pointer = (className: string, objectId: string) => ({ __type: 'Pointer', className, objectId });
    // Made out of order, so the tab has to sort by position.
    const calm = await add('group', { name: 'Calm', position: 2 });
    const happy = await add('group', { name: 'Happy', position: 1 });
    await add('group', { name: 'Empty', position: 3 });
    const relaxed = await add('status', { name: 'Relaxed', emoji: '😌', position: 1, group: pointer('group', calm.objectId) });
    const joyful = await add('status', { name: 'Joyful', emoji: '😄', position: 2, group: pointer('group', happy.objectId) });
    const excited = await add('status', { name: 'Excited', emoji: '🤩', position: 1, group: pointer('group', happy.objectId) });
    await add('status', { name: 'Sleepy', emoji: '😴', position: 1 });
    // The server counts a status's diaries.
    const write = (status: { objectId: string }, day: number) =>
      running.server().api(session.token, 'add_item', {
        className: 'diary',
        data: {
          content: `Day ${day}`,
          datetime: { __type: 'Date', iso: new Date(2026, 10, day, 12).toISOString() },
          status: pointer('status', status.objectId),
        },
      });
    await write(joyful, 1);
    await write(joyful, 2);
    await write(excited, 3);
    await write(relaxed, 4);
    await write(relaxed, 5);
    await write(relaxed, 6);

    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, running.server(), session);
    await page.goto(`${running.server().url}${routePath('dashboard', { tab: 'status' })}`);
    await group(page, 'Happy')
      .getByRole('button', { name: /Joyful/ })
      .waitFor();

    // Groups by position, an empty group left out, the ungrouped last under "More".
    expect(await tab(page).locator('.status-group-name').allTextContents()).toEqual(['Happy', 'Calm', 'More']);
    expect(await rows(page, 'Happy')).toEqual(['🤩 Excited 1 diary', '😄 Joyful 2 diaries']);
    expect(await rows(page, 'Calm')).toEqual(['😌 Relaxed 3 diaries']);
    expect(await rows(page, 'More')).toEqual(['😴 Sleepy 0 diaries']);
    await tab(page)
      .getByRole('button', { name: /New status/ })
      .waitFor();
    await screenshotsLightAndDark(page, `${viewport}-status`);

    // A tap opens the status's diary list.
    await group(page, 'Happy')
      .getByRole('button', { name: /Joyful/ })
      .click();
    await page.waitForURL((u) => u.pathname === inLayout(viewport, listPath({ listType: 'status', id: joyful.objectId }), 'status'));
    await page
      .locator('.list-header')
      .getByRole('heading', { name: /Joyful/ })
      .waitFor();
    if (viewport === 'desktop') await screenshotsLightAndDark(page, 'desktop-status-with-panel');

    // Its list header edits it; the edit page shows the danger colour (Delete) in both appearances.
    await page.locator('.list-header').getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL((u) => u.pathname === inLayout(viewport, routePath('targetEdit', { listType: 'status', listId: joyful.objectId }), 'status'));
    await page.locator('.target-form').getByRole('button', { name: 'Delete' }).waitFor();
    await screenshotsLightAndDark(page, `${viewport}-status-edit`);

    expect(errors).toEqual([]);
    await context.close();
  });
});
