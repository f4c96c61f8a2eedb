import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openContext, screenshot, VIEWPORTS, type ViewportName } from '../support/browser';
import { closeSheet, dialog, freshPhone, monthCount, photo, pickFiles, signInWithSms, thisMonth, toast, writeButton } from '../support/journey';
import { serverAndBrowserForFile } from '../support/web-server';

const running = serverAndBrowserForFile();

/** The archive tab of the current layout (the phone shows it alone, wider screens beside a panel). */
async function openArchive(page: Page) {
  await page.goto(`${running.server().url}/dashboard/archive`);
  await page.locator(`.month-card[data-month="${thisMonth()}"]`).waitFor();
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('a new user’s daily loop at the %s viewport', (viewport) => {
  it('signs in from /, starts the free trial, writes, finds, opens, edits, favorites and deletes a diary, the counts following', async () => {
    const { context, page, errors } = await openContext(running.browser(), viewport);
    const phone = freshPhone();
    const shot = (name: string) => screenshot(page, `${viewport}-${name}`);

    // The landing page, switched to English with its own language picker.
    await page.goto(`${running.server().url}/`);
    // On a phone the picker is in the nav's menu.
    if (viewport === 'phone') await page.locator('.landing-menu-button').click();
    await page.locator('.landing-nav select').first().selectOption('en');
    if (viewport === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('heading', { name: 'A diary only you can read' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await shot('landing');

    // Sign in through the login modal with the SMS code.
    await page.locator('.landing-cover').getByRole('button', { name: 'Get started' }).click();
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor();
    await shot('login-modal');
    await signInWithSms(page, running.server(), phone);
    await toast(page, 'Logined').waitFor();
    await page.waitForURL('**/dashboard/archive');
    await page.locator(`.month-card[data-month="${thisMonth()}"]`).waitFor();
    expect(await monthCount(page, thisMonth())).toBe(0);
    await shot('archive');

    // Write: a new user meets the Pro sheet first and starts the one-month trial.
    await writeButton(page).click();
    const proSheet = page.getByRole('dialog', { name: 'Upgrade to PRO' });
    await proSheet.getByText('New users can try all PRO features free for 1 month.').waitFor();
    await shot('pro-sheet');
    await proSheet.getByRole('button', { name: 'Start free trial' }).click();
    await toast(page, 'Your free month has started').waitFor();
    await page.waitForURL(/\/edit\/new$/);

    // The editor: a mood from the set a new account starts with, two real photos, text, weather, a new story, person
    // and place.
    await page.locator('.editor-bar').getByRole('button', { name: 'Status', exact: true }).click();
    const statusSheet = page.getByRole('dialog', { name: 'Status' });
    await statusSheet.getByText('Moods').waitFor();
    await statusSheet.getByRole('button', { name: '😀 Happy' }).click();
    await page.locator('.editor-bar').getByRole('button', { name: '😀 Happy' }).waitFor();

    await pickFiles(page, '＋ Photo', [photo('gps_DSCN0010.jpg'), photo('orientation_portrait_6.jpg')]);
    // The strip fills once the picked files are described (a photo's GPS is read from its bytes).
    await expect.poll(() => page.locator('.strip-photo').count()).toBe(2);
    await page.locator('.strip-photo').first().getByText('Cover').waitFor();

    await page.getByRole('textbox', { name: 'What happened today?' }).fill('A walk by the lake with Lin.\nThe water was still.');
    await page.getByText('48 / 2000').waitFor();

    await page
      .locator('.editor-rows')
      .getByRole('button', { name: /Weather/ })
      .click();
    await page.getByRole('dialog', { name: 'Weather' }).getByRole('button', { name: /Sunny/ }).click();
    await page.locator('.editor-rows').getByText('Sunny').waitFor();

    await page
      .locator('.editor-rows')
      .getByRole('button', { name: /# Story/ })
      .click();
    const storySheet = page.getByRole('dialog', { name: 'Story' });
    await storySheet.getByRole('textbox', { name: 'Add story' }).fill('Travel');
    await storySheet.getByRole('button', { name: 'Add story' }).click();
    await storySheet.getByRole('button', { name: '#Travel', pressed: true }).waitFor();
    await closeSheet(page);

    await page
      .locator('.editor-rows')
      .getByRole('button', { name: /@ People/ })
      .click();
    const peopleSheet = page.getByRole('dialog', { name: 'People' });
    await peopleSheet.getByRole('textbox', { name: 'Add person' }).fill('Lin');
    await peopleSheet.getByRole('button', { name: 'Add person' }).click();
    await peopleSheet.getByRole('button', { name: '@Lin', pressed: true }).waitFor();
    await closeSheet(page);

    await page.locator('.editor-rows').getByRole('button', { name: /Place/ }).click();
    const placeSheet = page.getByRole('dialog', { name: 'Place' });
    await placeSheet.getByRole('textbox', { name: 'Add new place' }).fill('West Lake');
    await placeSheet.getByRole('button', { name: 'Add new place' }).click();
    await closeSheet(page);
    await page.locator('.editor-rows').getByText('West Lake').waitFor();
    await page.locator('.editor-rows').getByText('#Travel').waitFor();
    await page.locator('.editor-rows').getByText('@Lin').waitFor();
    await shot('editor');

    await page.locator('.editor-bar').getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'Saved').waitFor({ timeout: 30_000 });
    if (viewport === 'phone') await page.waitForURL(/\/dashboard\/archive$/);
    else {
      // Beside the archive, the diary just written takes the editor's place.
      await page.waitForURL(/\/dashboard\/archive\/panel\/detail\/[\w-]+$/);
      await page.locator('.panel .detail-page').getByText('The water was still.').waitFor();
    }

    // The archive tab counts it; the month list shows it.
    await expect.poll(() => monthCount(page, thisMonth())).toBe(1);
    await page.locator(`.month-card[data-month="${thisMonth()}"]`).click();
    const row = page.locator('.diary-row').filter({ hasText: 'A walk by the lake with Lin.' });
    await row.waitFor();
    await row.getByText('😀 Happy').waitFor();
    expect(await page.locator('.list-count').textContent()).toBe('1 diary');
    expect(await row.locator('.row-cover img').count()).toBe(1);
    await page.getByText('THE END').waitFor();
    await shot('month-list');

    // The detail.
    await row.click();
    await page.waitForURL(/\/detail\/[\w-]+$/);
    const detail = page.locator('.detail-page');
    await detail.getByText('The water was still.').waitFor();
    await detail.getByText('1 / 2').waitFor();
    for (const text of ['#Travel', '😀 Happy']) await detail.getByText(text).waitFor();
    // The line under the date: the place, then the person, each opening its list.
    await detail.locator('.detail-facts').getByRole('button', { name: 'West Lake' }).waitFor();
    await detail.locator('.detail-facts').getByRole('button', { name: 'Lin' }).waitFor();
    await shot('detail');
    await detail.getByRole('button', { name: 'Watermark' }).click();
    await toast(page, 'Coming soon...').waitFor();

    // Edit it from the options sheet.
    await detail.locator('.detail-actions').getByRole('button', { name: 'More' }).click();
    await page.locator('.options-sheet').getByText('Edit', { exact: true }).click();
    await page.waitForURL(/\/edit\/[\w-]+$/);
    const content = page.getByRole('textbox', { name: 'What happened today?' });
    expect(await content.inputValue()).toBe('A walk by the lake with Lin.\nThe water was still.');
    await content.fill('A walk by the lake with Lin. Edited.');
    await page.locator('.editor-bar').getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Saved').waitFor({ timeout: 30_000 });
    await page.waitForURL(/\/detail\/[\w-]+$/);
    await detail.getByText('A walk by the lake with Lin. Edited.').waitFor();

    // Favorite it.
    await detail.locator('.detail-actions').getByRole('button', { name: 'More' }).click();
    await page.locator('.options-sheet').getByText('Favorite', { exact: true }).click();
    await toast(page, 'Favorited').waitFor();
    // The header's star is the lists' star: filled, in the favorites' gold.
    await detail.getByLabel('Favorite').waitFor();
    expect(await detail.getByLabel('Favorite').getAttribute('fill')).toBe('currentColor');

    // Still one diary this month.
    await openArchive(page);
    expect(await monthCount(page, thisMonth())).toBe(1);

    // Delete it: confirm, and the count goes back to 0.
    await page.locator(`.month-card[data-month="${thisMonth()}"]`).click();
    await page.locator('.diary-row').filter({ hasText: 'Edited.' }).click();
    await detail.locator('.detail-actions').getByRole('button', { name: 'More' }).click();
    await page.locator('.options-sheet').getByText('Delete', { exact: true }).click();
    await dialog(page).getByText('Delete this diary?').waitFor();
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Delete success').waitFor({ timeout: 20_000 });
    await openArchive(page);
    await expect.poll(() => monthCount(page, thisMonth())).toBe(0);
    await page.locator(`.month-card[data-month="${thisMonth()}"]`).click();
    await page.getByText('No diaries yet').waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
