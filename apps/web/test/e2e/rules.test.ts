import { PANEL_ROUTES, ROUTES } from '@diary/core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pictured } from '../support/a11y';
import { imagesAndFontsShown, openContext, screenshot, settled, VIEWPORTS, type ViewportName } from '../support/browser';
import {
  dialog,
  freshPhone,
  monthCount,
  openNewEditor,
  photo,
  pickFiles,
  thisMonth,
  toast,
  userViaApi,
  useSession,
  video,
  writeButton,
} from '../support/journey';
import { serverAndBrowserForFile } from '../support/web-server';

const running = serverAndBrowserForFile();

/** A Pro user (on the free trial) signed in on a fresh page. */
async function proPage(viewport: ViewportName = 'phone', serviceWorkers: 'allow' | 'block' = 'block') {
  const session = await userViaApi(running.server(), freshPhone());
  await running.server().api(session.token, 'startFreeTrial', {});
  const opened = await openContext(running.browser(), viewport, { serviceWorkers });
  await useSession(opened.page, running.server(), session);
  return { ...opened, session };
}

/** Sixteen photo files (copies of a real camera photo under distinct names). */
function sixteenPhotos(): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-sixteen-'));
  return Array.from({ length: 16 }, (_, i) => {
    const file = path.join(dir, `photo-${i + 1}.jpg`);
    fs.copyFileSync(photo('Canon_40D.jpg'), file);
    return file;
  });
}

describe('the editor’s limits (seed 1 §5)', () => {
  it('the 2001st character, the 16th photo, a 2 s video, a second video and an empty publish each show the seed’s message', async () => {
    const { context, page, errors } = await proPage();
    await openNewEditor(page, running.server());
    const publish = page.locator('.editor-bar').getByRole('button', { name: 'Publish' });

    // An empty diary: "Can not be empty".
    await publish.click();
    await toast(page, 'Can not be empty').waitFor();

    // 2000 characters are fine; the 2001st is refused with its message.
    const content = page.getByRole('textbox', { name: 'What happened today?' });
    await content.fill('字'.repeat(2000));
    await page.getByText('2000 / 2000').waitFor();
    expect(await page.getByText('Content can be up to 2000 characters').count()).toBe(0);
    await content.press('End');
    await content.type('!');
    await page.getByText('2001 / 2000').waitFor();
    await page.locator('.counter').getByText('Content can be up to 2000 characters').waitFor();
    await publish.click();
    await toast(page, 'Content can be up to 2000 characters').waitFor();
    await content.fill('Limits.');

    // A 2 s video is too short; a 4 s one is taken (poster frame made in the browser); a second is refused.
    await pickFiles(page, '＋ Video', [video(2)]);
    await toast(page, 'Upload short video at least 3 seconds').waitFor();
    expect(await page.locator('.strip-photo').count()).toBe(0);
    await pickFiles(page, '＋ Video', [video(4)]);
    await page.locator('.strip-photo .video-duration').getByText('00:04').waitFor();
    expect(await page.locator('.strip-photo img').first().getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    await pickFiles(page, '＋ Video', [video(4)]);
    await toast(page, 'Only 1 video can be uploaded').waitFor();
    expect(await page.locator('.strip-photo').count()).toBe(1);

    // Sixteen photos in one pick: fifteen in all, and the strip says why there is no add button.
    await pickFiles(page, '＋ Photo', sixteenPhotos());
    await expect.poll(() => page.locator('.strip-photo').count()).toBe(15);
    await page.getByRole('note').getByText('Up to 15 photos can be uploaded').waitFor();
    expect(await page.getByRole('button', { name: '＋ Photo' }).count()).toBe(0);
    // Videos come first.
    expect(await page.locator('.strip-photo').first().locator('.video-duration').count()).toBe(1);
    await screenshot(page, 'phone-editor-limits');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the free plan', () => {
  it('a user without Pro who keeps 31 diaries meets "Need to upgrade to Pro", and "Know more" opens the Pro page', async () => {
    const session = await userViaApi(running.server(), freshPhone());
    for (let day = 1; day <= 31; day++) {
      await running.server().api(session.token, 'add_item', {
        className: 'diary',
        data: { content: `Day ${day}`, datetime: { __type: 'Date', iso: new Date(2026, 0, day, 12).toISOString() } },
      });
    }
    const { context, page, errors } = await openContext(running.browser(), 'phone');
    await useSession(page, running.server(), session);
    await page.goto(`${running.server().url}/dashboard/archive`);
    await writeButton(page).click();
    await dialog(page).getByText('Need to upgrade to Pro').waitFor();
    await dialog(page).getByText('Without PRO you can keep up to 31 diaries.').waitFor();
    await screenshot(page, 'phone-pro-limit');
    await dialog(page).getByRole('button', { name: 'Know more' }).click();
    await page.waitForURL(/\/gopro$/);
    await page.getByRole('button', { name: 'Start free trial' }).waitFor();
    expect(page.url()).not.toMatch(/\/edit\//);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a draft and a save survive trouble', () => {
  it('a reload in the middle of writing restores the draft, with the abnormal-quit notice', async () => {
    const { context, page, errors } = await proPage();
    await openNewEditor(page, running.server());
    await page.getByRole('textbox', { name: 'What happened today?' }).fill('Half a thought');
    await page
      .locator('.editor-rows')
      .getByRole('button', { name: /Weather/ })
      .click();
    await page.getByRole('dialog', { name: 'Weather' }).getByRole('button', { name: /Snow/ }).click();
    await page.locator('.editor-rows').getByText('Snow').waitFor();

    await page.reload();
    await dialog(page).getByText('Quit abnormally the last time you edited').waitFor();
    await dialog(page).getByRole('button', { name: 'Got it' }).click();
    expect(await page.getByRole('textbox', { name: 'What happened today?' }).inputValue()).toBe('Half a thought');
    await page.locator('.editor-rows').getByText('Snow').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['phone', 'desktop'] as const)(
    '%s: written offline with three photos, then deleted offline: each waits through a reload offline and is sent once when the network is back',
    async (viewport) => {
      const { context, page, errors, session } = await proPage(viewport, 'allow');
      await openNewEditor(page, running.server());
      await page.getByRole('textbox', { name: 'What happened today?' }).fill('Written on a train');
      await pickFiles(page, '＋ Photo', [photo('orientation_landscape_6.jpg'), photo('gps_DSCN0010.jpg'), photo('orientation_portrait_6.jpg')]);
      await expect.poll(() => page.locator('.strip-photo img').count()).toBe(3);

      // The app's worker has kept its shell (it installs once the first page has loaded).
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await context.setOffline(true);
      await page.locator('.editor-bar').getByRole('button', { name: 'Publish' }).click();
      // Not "server busy": the diary waits on the device, and the shell says so.
      await toast(page, 'No network: saved on this device').waitFor({ timeout: 20_000 });
      if (viewport === 'phone') await page.waitForURL(/\/dashboard\/archive$/);
      else {
        // On a desktop the waiting diary's page takes the editor's panel, as a published one's does.
        await page.waitForURL(/\/dashboard\/archive\/panel\/detail\/[\w-]+$/);
        await page.locator('.detail-page').getByText('Written on a train').waitFor();
      }
      const waiting = page.getByRole('status').filter({ hasText: '1 diary waiting to sync' });
      await waiting.waitFor();
      await screenshot(page, `${viewport}-outbox-waiting`);
      await expect.poll(() => monthCount(page, thisMonth())).toBe(1);
      // Its month's list shows it already, said to be waiting.
      await page.locator(`.month-card[data-month="${thisMonth()}"]`).click();
      const waitingRow = page.locator('.diary-row').filter({ hasText: 'Written on a train' }).filter({ hasText: 'Waiting to sync' });
      const rowPictureShown = () => waitingRow.locator('.row-cover img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1);
      await expect.poll(rowPictureShown).toBe(true);
      await screenshot(page, `${viewport}-outbox-waiting-row`);
      if (viewport === 'phone') await page.goBack();

      // A reload without the network: the app opens on what the device kept, the diary still waiting, its photo shown.
      await page.reload();
      await waiting.waitFor({ timeout: 20_000 });
      await page.locator(`.month-card[data-month="${thisMonth()}"]`).click();
      await expect.poll(rowPictureShown, { timeout: 20_000 }).toBe(true);
      if (viewport === 'phone') await page.goBack();
      expect(await diariesOnServer(session.token)).toEqual({});
      // Still on the trial it started online: Write opens the editor, not the Pro sheet.
      await writeButton(page).click();
      await page.waitForURL(/\/edit\/new$/);
      await page.getByRole('textbox', { name: 'What happened today?' }).waitFor();
      expect(await page.getByText('Start free trial').count()).toBe(0);
      await page.goBack();
      await waiting.waitFor();

      await context.setOffline(false);
      await toast(page, 'The change waiting on this device is synced').waitFor({ timeout: 30_000 });
      await expect.poll(() => page.getByRole('status').count()).toBe(0);
      await expect.poll(() => monthCount(page, thisMonth())).toBe(1);
      const stored = (await running.server().api(session.token, 'get_item_list', { className: 'diary', include: ['gallery'], limit: 10 })) as {
        diaryList: Array<{ content: string; gallery: unknown[] }>;
      };
      expect(stored.diaryList.map((d) => [d.content, d.gallery.length])).toEqual([['Written on a train', 3]]);
      const files = async () =>
        ((await running.server().api(session.token, 'get_item_list', { className: 'file', limit: 10 })) as { fileList: unknown[] }).fileList;
      expect(await files()).toHaveLength(3);

      // Opened once online, then deleted without the network: it leaves the list at once and waits.
      await page.locator(`.month-card[data-month="${thisMonth()}"]`).click();
      await page.locator('.diary-row').filter({ hasText: 'Written on a train' }).click();
      await page.locator('.detail-page .detail-actions').getByRole('button', { name: 'More' }).waitFor();
      const pictureShown = () =>
        page
          .locator('.detail-page img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1);
      await expect.poll(pictureShown, { timeout: 20_000 }).toBe(true);
      await context.setOffline(true);
      // Read again offline: the diary as its list kept it, its pictures as the app's worker kept them.
      await page.reload();
      await page.locator('.detail-page').getByText('Written on a train').waitFor({ timeout: 20_000 });
      await expect.poll(pictureShown, { timeout: 20_000 }).toBe(true);
      // It says it is offline there too (on a phone, a page of its own; on a desktop, beside the tabs).
      await page.getByRole('status').filter({ hasText: 'Offline: showing what this device kept' }).waitFor();
      await screenshot(page, `${viewport}-offline-detail`);
      await page.locator('.detail-page .detail-actions').getByRole('button', { name: 'More' }).click();
      await page.locator('.options-sheet').getByText('Delete', { exact: true }).click();
      await dialog(page).getByRole('button', { name: 'Confirm' }).click();
      await toast(page, 'No network: deleted on this device').waitFor({ timeout: 20_000 });
      await screenshot(page, `${viewport}-outbox-deleted`);
      await expect.poll(() => page.locator('.diary-row').filter({ hasText: 'Written on a train' }).count()).toBe(0);
      // The shell says what waits: the archive on a phone, beside every panel on a desktop.
      if (viewport === 'phone') await page.goBack();
      await waiting.waitFor();
      await expect.poll(() => monthCount(page, thisMonth())).toBe(0);

      // The shell's line opens what waits.
      await page.getByRole('button', { name: /1 diary waiting to sync/ }).click();
      const sheet = page.getByRole('dialog', { name: 'Waiting to sync' });
      await sheet.getByText(/^Deleted here · /).waitFor();
      await sheet.getByText('Written on a train').waitFor();
      await pictured(page, `${viewport}-outbox-waiting-sheet`);
      await page.getByRole('button', { name: 'Close' }).click();
      await sheet.waitFor({ state: 'detached' });

      await page.reload();
      await waiting.waitFor({ timeout: 20_000 });
      expect(Object.keys(await diariesOnServer(session.token))).toHaveLength(1);

      await context.setOffline(false);
      await toast(page, 'The change waiting on this device is synced').waitFor({ timeout: 30_000 });
      await expect.poll(() => page.getByRole('status').count()).toBe(0);
      expect(await diariesOnServer(session.token)).toEqual({});
      expect(await files()).toHaveLength(0);
      await page.goto(`${running.server().url}/dashboard/archive`);
      await expect.poll(() => monthCount(page, thisMonth())).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('a diary waiting to sync, opened again from the waiting sheet', () => {
  it('closed without a change it keeps waiting, through a reload offline, and is sent when the network is back', async () => {
    const { context, page, errors, session } = await proPage('phone', 'allow');
    await openNewEditor(page, running.server());
    await page.getByRole('textbox', { name: 'What happened today?' }).fill('Written in the tunnel');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await context.setOffline(true);
    await page.locator('.editor-bar').getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'No network: saved on this device').waitFor({ timeout: 20_000 });
    const waiting = page.getByRole('button', { name: /1 diary waiting to sync/ });
    await waiting.click();
    await page.getByRole('dialog', { name: 'Waiting to sync' }).getByRole('button', { name: 'Open' }).click();
    const text = page.getByRole('textbox', { name: 'What happened today?' });
    await expect.poll(() => text.inputValue()).toBe('Written in the tunnel');
    // Nothing unsaved: no "quit abnormally", and ✕ only asks whether to leave.
    expect(await page.getByText('Quit abnormally the last time you edited').count()).toBe(0);
    await page.getByRole('button', { name: 'Close' }).first().click();
    await dialog(page).getByText('Leave this edit page?').waitFor();
    expect(await dialog(page).getByText('Discard and leave').count()).toBe(0);
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await waiting.waitFor();
    await page.reload();
    await waiting.waitFor({ timeout: 20_000 });
    expect(await diariesOnServer(session.token)).toEqual({});
    await context.setOffline(false);
    await toast(page, 'The change waiting on this device is synced').waitFor({ timeout: 30_000 });
    expect(Object.values(await diariesOnServer(session.token))).toEqual(['Written in the tunnel']);
    expect(errors).toEqual([]);
    await context.close();
  });
  it('changed there and left by Back, then reloaded offline: Open leads back to the change, the row says why it waits, nothing goes until it is published, and its publish is what is sent, once', async () => {
    const { context, page, errors, session } = await proPage('phone', 'allow');
    await openNewEditor(page, running.server());
    const text = page.getByRole('textbox', { name: 'What happened today?' });
    await text.fill('Written on the ferry');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await context.setOffline(true);
    await page.locator('.editor-bar').getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'No network: saved on this device').waitFor({ timeout: 20_000 });
    const waiting = page.getByRole('button', { name: /1 diary waiting to sync/ });
    const sheet = page.getByRole('dialog', { name: 'Waiting to sync' });
    await waiting.click();
    await sheet.getByRole('button', { name: 'Open' }).click();
    await expect.poll(() => text.inputValue()).toBe('Written on the ferry');
    await text.fill('Written on the ferry, gulls all the way');
    await page.goBack();
    await waiting.waitFor();
    await page.reload();
    await waiting.click({ timeout: 20_000 });
    // Before, Open said the editor held other writing and went nowhere; the row said only "Waiting to sync".
    await sheet.getByText('Changes wait in its editor: it syncs once you publish or discard them there').waitFor();
    await settled(page);
    await screenshot(page, 'phone-waiting-sheet-held');
    await sheet.getByRole('button', { name: 'Open' }).click();
    await expect.poll(() => text.inputValue()).toBe('Written on the ferry, gulls all the way');
    // The reload left the change unpublished: the editor says so once (the seed's words).
    await dialog(page).getByRole('button', { name: 'Got it' }).click();
    // The network back while it is being written: nothing goes by itself, and the editor stays (before, the change was
    // published within two seconds and the editor closed under the person). Three seconds is the window that showed it.
    await context.setOffline(false);
    await page.waitForTimeout(3000);
    expect(await text.inputValue()).toBe('Written on the ferry, gulls all the way');
    expect(await diariesOnServer(session.token)).toEqual({});
    // Published: it takes the waiting save's place.
    await page.locator('.editor-bar').getByRole('button', { name: 'Publish' }).click();
    await expect
      .poll(async () => Object.values(await diariesOnServer(session.token)), { timeout: 30_000 })
      .toEqual(['Written on the ferry, gulls all the way']);
    await waiting.waitFor({ state: 'detached', timeout: 30_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a diary edited offline', () => {
  it('its page shows the edit while it waits; Edit opens the edit as it waits, and the last save is what reaches the server', async () => {
    const { context, page, errors, session } = await proPage('phone', 'allow');
    const id = await diaryViaApi(session.token, 'A walk by the lake');
    await page.goto(`${running.server().url}/detail/${id}`);
    const detail = page.locator('.detail-page');
    await detail.getByText('A walk by the lake').waitFor({ timeout: 20_000 });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await context.setOffline(true);
    const text = page.getByRole('textbox', { name: 'What happened today?' });
    const editFromPage = async () => {
      await page.locator('.detail-actions').getByRole('button', { name: 'More', exact: true }).click();
      await page.locator('.options-sheet').getByText('Edit', { exact: true }).click();
      await text.waitFor();
    };

    await editFromPage();
    await text.fill('A walk by the lake, then tea');
    await page.locator('.editor-bar').getByRole('button', { name: 'Save' }).click();
    await toast(page, 'No network: saved on this device').waitFor({ timeout: 20_000 });
    await detail.getByText('A walk by the lake, then tea').waitFor();

    await editFromPage();
    await expect.poll(() => text.inputValue()).toBe('A walk by the lake, then tea');
    await text.fill('A walk by the lake, then tea and cake');
    await page.locator('.editor-bar').getByRole('button', { name: 'Save' }).click();
    await detail.getByText('A walk by the lake, then tea and cake').waitFor({ timeout: 20_000 });
    expect(await diariesOnServer(session.token)).toEqual({ [id]: 'A walk by the lake' });

    await context.setOffline(false);
    await toast(page, 'The change waiting on this device is synced').waitFor({ timeout: 30_000 });
    expect(await diariesOnServer(session.token)).toEqual({ [id]: 'A walk by the lake, then tea and cake' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** A diary written earlier (over the API), answered by its id. */
async function diaryViaApi(token: string, content: string): Promise<string> {
  const added = await running
    .server()
    .api(token, 'add_item', { className: 'diary', data: { content, datetime: { __type: 'Date', iso: new Date().toISOString() } } });
  return String(added.objectId);
}

/** Every diary's text as the server keeps it, by id. */
async function diariesOnServer(token: string): Promise<Record<string, string>> {
  const answer = (await running.server().api(token, 'get_item_list', { className: 'diary', limit: 100 })) as {
    diaryList?: Array<{ objectId: string; content?: string }>;
  };
  return Object.fromEntries((answer.diaryList ?? []).map((d) => [d.objectId, d.content ?? '']));
}

/** The diary's detail, its options, Edit: the editor of that diary. */
async function editFromDetail(page: Page, diaryId: string): Promise<void> {
  await page.locator('.detail-page .detail-actions').getByRole('button', { name: 'More' }).click();
  await page.locator('.options-sheet').getByText('Edit', { exact: true }).click();
  await page.waitForURL(new RegExp(`/edit/${diaryId}$`));
  await page.getByRole('textbox', { name: 'What happened today?' }).waitFor();
}

/**
 * /edit/new shows a new diary: an empty page with Publish, never another diary's text and Save.
 * The URL changes a frame before the page does, so the editor left behind may still be on screen when
 * this starts; its Save must be gone within a few seconds, and stay gone.
 */
async function expectNewDiaryEditor(page: Page): Promise<void> {
  const bar = page.locator('.editor-bar');
  await expect.poll(() => bar.getByRole('button', { name: 'Save', exact: true }).count(), { timeout: 5_000 }).toBe(0);
  await bar.getByRole('button', { name: 'Publish', exact: true }).waitFor();
  expect(await bar.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
  expect(await page.getByRole('textbox', { name: 'What happened today?' }).inputValue()).toBe('');
}

/** The browser's Back from an editor with unsaved changes: it leaves at once, asking nothing (the draft waits on the device). */
async function backLeavingEditor(page: Page): Promise<void> {
  const editorUrl = page.url();
  await page.goBack({ waitUntil: 'commit' });
  await expect.poll(() => page.url()).not.toBe(editorUrl);
  expect(await dialog(page).count()).toBe(0);
}

/** Publishes the new diary's editor and checks the server holds it beside the old diary, which is as it was. */
async function publishKeepingOld(page: Page, token: string, old: string): Promise<void> {
  await page.locator('.editor-bar').getByRole('button', { name: 'Publish' }).click();
  await toast(page, 'Saved').waitFor({ timeout: 30_000 });
  const stored = await diariesOnServer(token);
  expect(stored[old]).toBe('The old diary');
  expect(Object.values(stored).sort()).toEqual(['A new day', 'The old diary']);
}

describe('a draft belongs to the diary it was opened for: /edit/new never saves over an existing diary', () => {
  it('a diary edited and left with the back button, then /edit/new opened directly: a new diary, and the old one stays as it was', async () => {
    const { context, page, errors, session } = await proPage();
    const old = await diaryViaApi(session.token, 'The old diary');
    await page.goto(`${running.server().url}/detail/${old}`);
    await editFromDetail(page, old);
    await page.getByRole('textbox', { name: 'What happened today?' }).fill('The old diary, half edited');
    await backLeavingEditor(page);
    await page.waitForURL(new RegExp(`/detail/${old}$`));

    // A link to /edit/new (the app starts again, restoring the old diary's draft).
    await page.goto(`${running.server().url}/edit/new`);
    await expectNewDiaryEditor(page);
    await screenshot(page, 'phone-edit-new-after-leaving-a-diary');
    await page.getByRole('textbox', { name: 'What happened today?' }).fill('A new day');
    await publishKeepingOld(page, session.token, old);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a desktop, the browser’s back button from a diary’s editor to an earlier /edit/new: a new diary, not that diary’s draft', async () => {
    const { context, page, errors, session } = await proPage('desktop');
    const old = await diaryViaApi(session.token, 'The old diary');
    await openNewEditor(page, running.server());
    // Beside the new diary's editor, the archive: the month, the old diary, its detail, Edit.
    await page.locator(`.month-card[data-month="${thisMonth()}"]`).click();
    await page.locator('.diary-row').filter({ hasText: 'The old diary' }).click();
    await page.waitForURL(new RegExp(`/panel/detail/${old}$`));
    await editFromDetail(page, old);
    await page.getByRole('textbox', { name: 'What happened today?' }).fill('The old diary, half edited');

    await backLeavingEditor(page);
    while (!page.url().endsWith('/edit/new')) await page.goBack();
    expect(page.url()).toMatch(/\/dashboard\/archive\/panel\/edit\/new$/);
    await expectNewDiaryEditor(page);
    await screenshot(page, 'desktop-edit-new-after-back');
    await page.getByRole('textbox', { name: 'What happened today?' }).fill('A new day');
    await publishKeepingOld(page, session.token, old);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a save of a diary that failed, the editor left with the back button, Write, a reload: publishing the new diary leaves the old one as it was', async () => {
    const { context, page, errors, session } = await proPage();
    const old = await diaryViaApi(session.token, 'The old diary');
    await page.goto(`${running.server().url}/dashboard/archive`);
    await page.locator(`.month-card[data-month="${thisMonth()}"]`).click();
    await page.locator('.diary-row').filter({ hasText: 'The old diary' }).click();
    await editFromDetail(page, old);
    await page.getByRole('textbox', { name: 'What happened today?' }).fill('The old diary, edited');
    // The server fails every save: retried, then "server busy, try later".
    await page.route('**/restful', (route) =>
      (route.request().postDataJSON() as { type?: string } | null)?.type === 'batch_op_items'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"error":"down"}' })
        : route.continue(),
    );
    await page.locator('.editor-bar').getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'server busy, try later').waitFor({ timeout: 20_000 });
    await page.unroute('**/restful');

    await backLeavingEditor(page);
    while (!page.url().endsWith('/dashboard/archive')) await page.goBack();
    await writeButton(page).click();
    await page.waitForURL(/\/edit\/new$/);
    await expectNewDiaryEditor(page);
    await page.getByRole('textbox', { name: 'What happened today?' }).fill('A new day');
    // The tab's own "leave this site?" is answered "leave" (openContext): the draft is on the device.
    await page.reload();
    await dialog(page).getByText('Quit abnormally the last time you edited').waitFor();
    await dialog(page).getByRole('button', { name: 'Got it' }).click();
    await publishKeepingOld(page, session.token, old);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('settings at the %s viewport', (viewport) => {
  it('switching language and appearance changes the page at once, and survives a reload', async () => {
    const { context, page, errors, session } = await proPage(viewport);
    // A nickname left empty: the account row names the masked phone instead of nothing.
    await running.server().api(session.token, 'update_item', { className: 'user', objectId: session.userId, data: { nicename: '' } });
    await page.goto(`${running.server().url}/dashboard/archive`);
    // The avatar opens settings (on desktop the sidebar also has a Settings row after it).
    await page.getByRole('button', { name: 'Settings' }).first().click();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await page.getByText(/^Valid until \d{4}\.\d{2}\.\d{2}$/).waitFor();
    await page
      .getByText(/^1\d\d\*\*\*\*\d{4}$/)
      .first()
      .waitFor();
    await screenshot(page, `${viewport}-settings`);

    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.getByRole('combobox', { name: 'Appearance' }).last().selectOption('light');
    const light = await background();
    await page.getByRole('combobox', { name: 'Appearance' }).last().selectOption('dark');
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await background()).not.toBe(light);
    await screenshot(page, `${viewport}-settings-dark`);

    await page.getByRole('combobox', { name: 'Language' }).last().selectOption('zh');
    await page.getByRole('heading', { name: '设置' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await page.getByRole('combobox', { name: '语言' }).last().selectOption('ar');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, `${viewport}-settings-ar`);

    await page.reload();
    await expect.poll(() => page.evaluate(() => [document.documentElement.dir, document.documentElement.classList.contains('dark')])).toEqual(['rtl', true]);

    await page.getByRole('combobox').last().selectOption('en');
    await page.goto(`${running.server().url}/gopro`);
    await page.getByRole('table').getByText('Up to 31').waitFor();
    await screenshot(page, `${viewport}-gopro`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('pages open to visitors at the %s viewport', (viewport) => {
  it('the Pro page, FAQs, features, about, agreement, policy and search open without sign-in', async () => {
    const { context, page, errors } = await openContext(running.browser(), viewport);
    for (const pathname of ['/gopro', '/faqs', '/features', '/about', '/about/policy', '/agreement', '/policy', '/search']) {
      await page.goto(`${running.server().url}${pathname}`);
      await page.locator('.phone-page > *').first().waitFor();
      await imagesAndFontsShown(page);
      expect(new URL(page.url()).pathname, pathname).toBe(pathname);
      if (pathname === '/gopro') await screenshot(page, `${viewport}-gopro-visitor`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('every other page of the route table sends a visitor to sign in', async () => {
    const { context, page, errors } = await openContext(running.browser(), viewport);
    for (const name of PANEL_ROUTES.filter((route) => !ROUTES[route].open)) {
      const pathname = ROUTES[name].path.replace(/:(\w+)\??/g, 'x');
      await page.goto(`${running.server().url}${pathname}`);
      await page.waitForURL((url) => url.pathname === ROUTES.login.path);
      expect(new URL(page.url()).searchParams.get('next'), pathname).toMatch(new RegExp(`${pathname}$`));
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
