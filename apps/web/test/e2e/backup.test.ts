import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inLayout, openContext, VIEWPORTS, type ViewportName } from '../support/browser';
import { pictured } from '../support/a11y';
import { addDiaryViaApi, freshPhone, uploadPhotosViaApi, userViaApi, useSession } from '../support/journey';
import { serverAndBrowserForFile } from '../support/web-server';

const running = serverAndBrowserForFile();

/** The account page's row buttons start with their label. */
const row = (page: Page, label: string) => page.locator('.account-menu').getByRole('button', { name: new RegExp(`^${label}`) });

/** Chooses a file through the import page's own (hidden) file input, as the file dialog would. */
async function chooseFile(page: Page, file: string): Promise<void> {
  await page.locator('input[type=file]').setInputFiles(file);
}

const diaryContents = async (server: ReturnType<typeof running.server>, token: string) => {
  const answer = await server.api(token, 'get_item_list', { className: 'diary', where: {}, include: ['gallery'] });
  return (answer.diaryList as Array<{ content: string; gallery: unknown[] }>)
    .map((d) => ({ content: d.content, photos: d.gallery.length }))
    .sort((a, b) => a.content.localeCompare(b.content));
};

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('backup and import at the %s viewport', (viewport) => {
  it('downloads a backup ZIP from the account page and imports it into another account, photos and all; a cut-off file imports nothing and says so', async () => {
    const server = running.server();
    const me = await userViaApi(server, freshPhone());
    const photos = await uploadPhotosViaApi(server, me.token, ['orientation_landscape_1.jpg']);
    await addDiaryViaApi(server, me.token, { content: 'Lanterns over the old bridge', iso: new Date(2026, 10, 20, 19).toISOString(), photos });
    await addDiaryViaApi(server, me.token, { content: 'Rain all morning, tea all afternoon', iso: new Date(2026, 10, 22, 9).toISOString(), favorite: true });
    const { context, page, errors } = await openContext(running.browser(), viewport);
    const at = (phonePath: string) => `${server.url}${inLayout(viewport, phonePath, 'archive')}`;
    await useSession(page, server, me);

    // The backup: the browser downloads one ZIP named for the day.
    await page.goto(at('/account'));
    await row(page, 'Download a backup').waitFor();
    await pictured(page, `${viewport}-account-backup-rows`);
    const downloading = page.waitForEvent('download');
    await row(page, 'Download a backup').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^diary-archive-\d{4}-\d{2}-\d{2}\.zip$/);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-backup-'));
    const zip = path.join(dir, download.suggestedFilename());
    await download.saveAs(zip);
    const bytes = fs.readFileSync(zip);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    // The row below it: the diaries as Day One's JSON export, one journal and the photos by their MD5.
    const toDayOne = page.waitForEvent('download');
    await row(page, 'Export for Day One').click();
    const dayOne = await toDayOne;
    expect(dayOne.suggestedFilename()).toMatch(/^diary-dayone-\d{4}-\d{2}-\d{2}\.zip$/);
    const dayOneZip = path.join(dir, dayOne.suggestedFilename());
    await dayOne.saveAs(dayOneZip);
    const dayOneBytes = fs.readFileSync(dayOneZip);
    expect(dayOneBytes.includes(Buffer.from('Diary.json'))).toBe(true);
    expect(dayOneBytes.includes(Buffer.from('photos/'))).toBe(true);

    // Another account imports it from the account page's Import row.
    const other = await userViaApi(server, freshPhone());
    await useSession(page, server, other);
    await page.goto(at('/account'));
    await row(page, 'Import').click();
    await page.waitForURL(/\/import-data$/);
    await page.getByRole('button', { name: 'Choose a ZIP file' }).waitFor();
    await pictured(page, `${viewport}-import`);
    await chooseFile(page, zip);
    await page.getByRole('heading', { name: 'Imported' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('.import-status').textContent()).toContain('2 diaries, 1 photos and videos');
    await pictured(page, `${viewport}-import-done`);
    expect(await diaryContents(server, other.token)).toEqual([
      { content: 'Lanterns over the old bridge', photos: 1 },
      { content: 'Rain all morning, tea all afternoon', photos: 0 },
    ]);

    // A file cut short is refused whole: nothing more is written, and the page says why.
    const cut = path.join(dir, 'cut-short.zip');
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await page.getByRole('button', { name: 'Import another file' }).click();
    await chooseFile(page, cut);
    await page.getByRole('heading', { name: 'Nothing was imported' }).waitFor({ timeout: 30_000 });
    await pictured(page, `${viewport}-import-failed`);
    expect(await page.locator('.import-status p').last().textContent()).not.toBe('');
    expect(await diaryContents(server, other.token)).toHaveLength(2);

    expect(errors).toEqual([]);
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
