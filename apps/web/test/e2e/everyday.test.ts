import { listPath, routePath } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { pictured } from '../support/a11y';
import { inLayout, openContext, VIEWPORTS, type ViewportName } from '../support/browser';
import { addDiaryViaApi, freshPhone, toast, uploadPhotosViaApi, userViaApi, useSession } from '../support/journey';
import { serverAndBrowserForFile } from '../support/web-server';

const running = serverAndBrowserForFile();

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('everyday paths at the %s viewport', (viewport) => {
  it('saving an edit returns to the diary, however it was opened, even with the editor reloaded', async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    await server.api(session.token, 'startFreeTrial', {});
    const diaryId = await addDiaryViaApi(server, session.token, { content: 'Rain on the tin roof.', iso: '2026-11-20T12:00:00.000Z' });
    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, server, session);
    const detail = page.locator('.detail-page');
    for (const opened of ['from its month', 'by its link', 'in a reloaded editor'] as const) {
      if (opened === 'by its link') await page.goto(`${server.url}${inLayout(viewport, routePath('detail', { diaryId }), 'archive')}`);
      if (opened === 'in a reloaded editor') {
        // The editor opened, then the page reloaded: nothing in the app lies behind it.
        await page.goto(`${server.url}${routePath('editor', { diaryId })}`);
        await page.getByRole('textbox', { name: 'What happened today?' }).fill(`Rain on the tin roof. ${opened}`);
        await page.locator('.editor-bar').getByRole('button', { name: 'Save', exact: true }).click();
        await toast(page, 'Saved').waitFor({ timeout: 30_000 });
        await detail.getByText(`Rain on the tin roof. ${opened}`).waitFor();
        expect(new URL(page.url()).pathname).toBe(inLayout(viewport, routePath('detail', { diaryId }), 'archive'));
        continue;
      }
      if (opened === 'from its month') {
        await page.goto(`${server.url}${inLayout(viewport, listPath({ listType: 'archive', year: 2026, month: 11 }), 'archive')}`);
        await page.locator('.diary-row').first().click();
      }
      await detail.getByText('Rain on the tin roof.').first().waitFor();
      const at = new URL(page.url()).pathname;
      await detail.locator('.detail-actions').getByRole('button', { name: 'More' }).click();
      await page.locator('.options-sheet').getByText('Edit', { exact: true }).click();
      const content = page.getByRole('textbox', { name: 'What happened today?' });
      await content.fill(`Rain on the tin roof. ${opened}`);
      await page.locator('.editor-bar').getByRole('button', { name: 'Save', exact: true }).click();
      await toast(page, 'Saved').waitFor({ timeout: 30_000 });
      await detail.getByText(`Rain on the tin roof. ${opened}`).waitFor();
      expect(new URL(page.url()).pathname).toBe(at);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a month's Write asks for a day in the app's language, none marked until one is chosen, by mouse or keyboard", async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    await server.api(session.token, 'startFreeTrial', {});
    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, server, session);
    const list = listPath({ listType: 'archive', year: 2026, month: 11 });
    await page.goto(`${server.url}${inLayout(viewport, list, 'archive')}`);
    await page.locator('.floating-buttons').getByRole('button', { name: 'Write', exact: true }).click();
    const calendar = page.locator('.day-selector');
    await calendar.getByRole('grid').waitFor();
    expect(await calendar.getByRole('grid').getAttribute('aria-label')).toBe('November 2026');
    expect(await calendar.locator('.rdp-weekday').allTextContents()).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    expect(await calendar.locator('[aria-selected="true"]').count()).toBe(0);
    await pictured(page, `${viewport}-select-a-day`);
    await calendar.getByRole('button', { name: /^14, / }).click();
    const dateRow = page.locator('.editor-rows').getByRole('button', { name: /Date/ });
    await expect.poll(() => dateRow.textContent()).toContain('Nov 14, 2026 22:00');

    // The keyboard alone: the focus starts in the month; an arrow walks to the next day and Enter takes it.
    await page.goto(`${server.url}${inLayout(viewport, list, 'archive')}`);
    await page.locator('.floating-buttons').getByRole('button', { name: 'Write', exact: true }).click();
    await calendar.getByRole('grid').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.day-selector') !== null)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('1');
    // Before the month's first day the arrow goes nowhere: the focus stays on a day of the month.
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('1');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => dateRow.textContent()).toContain('Nov 2, 2026 22:00');

    // In Chinese, the calendar is in Chinese.
    await page.evaluate(() =>
      localStorage.setItem('diary:preferences', JSON.stringify({ v: 1, data: { language: 'zh', appearance: 'auto', mapType: 'standard' } })),
    );
    await page.goto(`${server.url}${inLayout(viewport, list, 'archive')}`);
    await page.locator('.floating-buttons').getByRole('button', { name: '写日记', exact: true }).click();
    await calendar.getByRole('grid').waitFor();
    expect(await calendar.getByRole('grid').getAttribute('aria-label')).toBe('2026年11月');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a search that finds nothing says so with its words; a weather list shows its own icon; Chinese ends a list in Chinese; the version is real', async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    await server.api(session.token, 'startFreeTrial', {});
    await addDiaryViaApi(server, session.token, { content: 'Rain on the tin roof.', iso: '2026-11-20T12:00:00.000Z', weather: 5 });
    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, server, session);

    await page.goto(`${server.url}${inLayout(viewport, listPath({ listType: 'search', keyword: 'harbour' }), 'archive')}`);
    await page.getByText('Nothing matches “harbour”').waitFor();
    expect(await page.getByText('No diaries yet').count()).toBe(0);

    await page.goto(`${server.url}${inLayout(viewport, listPath({ listType: 'weather', code: 5 }), 'archive')}`);
    await page.locator('.diary-row').first().waitFor();
    expect(await page.locator('.list-icon').textContent()).toBe('🌧️');
    await page.goto(`${server.url}${inLayout(viewport, listPath({ listType: 'weather', code: 1 }), 'archive')}`);
    await expect.poll(() => page.locator('.list-icon').textContent()).toBe('☀️');

    await page.goto(`${server.url}${inLayout(viewport, routePath('settings'), 'more')}`);
    const version = await page.getByText(/^Version /).textContent();
    expect(version).toMatch(/^Version \d+\.\d+\.\d+/);
    expect(version).not.toBe('Version 0.0.0');

    await page.evaluate(() =>
      localStorage.setItem('diary:preferences', JSON.stringify({ v: 1, data: { language: 'zh', appearance: 'auto', mapType: 'standard' } })),
    );
    await page.goto(`${server.url}${inLayout(viewport, listPath({ listType: 'weather', code: 5 }), 'archive')}`);
    await page.locator('.list-end').waitFor();
    expect(await page.locator('.list-end').textContent()).toBe('— 完 —');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a status's emoji is drawn in a colour emoji font, never a text font's grey outline", async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    await server.api(session.token, 'add_item', { className: 'status', data: { name: 'Happy', emoji: '😀' } });
    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, server, session);
    await page.goto(`${server.url}${routePath('dashboard', { tab: 'status' })}`);
    const emoji = page.locator('.status-emoji').filter({ hasText: '😀' }).first();
    await emoji.waitFor();
    await emoji.evaluate((el) => (el.id = 'probed-emoji'));
    // The fonts Chromium drew the node's glyphs with (DejaVu Sans has a grey 😀 of its own).
    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '#probed-emoji' });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    expect(fonts.map((f) => f.familyName)).toEqual(['Noto Color Emoji']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the archive asks a new person for a first entry; empty months stay quiet and months to come are faded', async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, server, session);
    await page.goto(`${server.url}${routePath('dashboard', { tab: 'archive' })}`);
    const prompt = page.getByRole('region', { name: 'Your diary starts here' });
    await prompt.waitFor();
    await expect.poll(() => prompt.evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().top < innerHeight)).toBe(true);
    // Under the prompt, this year's months (not last year's, all empty).
    expect(await prompt.evaluate((el) => el.nextElementSibling?.getAttribute('aria-label'))).toBe(String(new Date().getFullYear()));
    expect(await page.locator('.archive-year').count()).toBe(2);
    // No wall of zeros: an empty month shows its name only (its count is still read out), a future one is faded.
    const empty = page.locator('.month-card:not(.has-diaries)').first();
    await empty.waitFor();
    expect(await empty.locator('.month-count').evaluate((el) => el.getBoundingClientRect().width <= 1)).toBe(true);
    const future = page.locator('.month-card.future').first();
    expect(Number(await future.evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(0.6);
    await pictured(page, `${viewport}-archive-first-entry`);

    // Writing goes through the seed's gate: a new person is first offered the free month of Pro.
    await prompt.getByRole('button', { name: 'Write the first entry' }).click();
    await page.getByRole('button', { name: 'Continue with the free plan' }).click();
    await page.waitForURL(/\/edit\/new$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("runs under the page's Content-Security-Policy without a single violation (no eval, not even a library's probe for it)", async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    await addDiaryViaApi(server, session.token, { content: 'Rain on the tin roof.', iso: '2026-11-20T12:00:00.000Z' });
    const { context, page, errors } = await openContext(running.browser(), viewport);
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`));
    });
    await useSession(page, server, session);
    await page.goto(`${server.url}${inLayout(viewport, listPath({ listType: 'archive', year: 2026, month: 11 }), 'archive')}`);
    await page.locator('.diary-row').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a list shows skeleton rows while its first page loads, then rows whose covers stand on the photo's colour", async () => {
    const server = running.server();
    const session = await userViaApi(server, freshPhone());
    await server.api(session.token, 'startFreeTrial', {});
    const photos = await uploadPhotosViaApi(server, session.token, ['gps_DSCN0010.jpg']);
    await addDiaryViaApi(server, session.token, { content: 'The hill town at dusk.', iso: '2026-11-16T10:00:00.000Z', photos });
    const { context, page, errors } = await openContext(running.browser(), viewport);
    await useSession(page, server, session);
    // A slow network: every answer of the API comes 1.5 s late.
    await page.route('**/restful**', async (route) => {
      await new Promise((done) => setTimeout(done, 1500));
      await route.continue();
    });
    await page.goto(`${server.url}${inLayout(viewport, listPath({ listType: 'archive', year: 2026, month: 11 }), 'archive')}`);
    await expect.poll(() => page.locator('.row-skeletons .diary-row').count(), { timeout: 20_000 }).toBe(4);
    const cover = page.locator('.diary-row .row-cover img').first();
    await cover.waitFor({ timeout: 30_000 });
    expect(await page.locator('.row-skeletons').count()).toBe(0);
    const { fileList = [] } = (await server.api(session.token, 'get_item_list', { className: 'file', limit: 1 })) as {
      fileList?: Array<{ imageAveRGB?: string }>;
    };
    expect(await cover.evaluate((img) => getComputedStyle(img).backgroundColor)).toBe(`rgb(${fileList[0]!.imageAveRGB!.split(',').join(', ')})`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
