import { cropRegion, SMS_CODE_COUNTDOWN_SECONDS, startSharing, zh, type Crop } from '@diary/core';
import type { Page } from 'playwright-core';
import { drawnLeftToRight } from '@diary/tooling/drawn-order';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedBrowseData, type BrowseData } from '../support/browse-data';
import {
  h5ServerAndBrowser,
  inArabic,
  photo as photoPath,
  picture,
  settled,
  shot,
  signedInContext,
  signedInPage,
  signUpWithTrial,
  type TestSession,
} from '../support/h5-server';

const { server, browser } = h5ServerAndBrowser();
const phone = (n: number) => `135${String(process.pid % 10000).padStart(4, '0')}${String(n).padStart(4, '0')}`;
const open = (page: Page, path: string) => page.goto(`${server().url}/#${path}`);
const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`);
/**
 * The server sends a phone one code a minute: the account deleted at the end signed up (with a code) at the start,
 * and that code is moved back by a minute before the deletion's.
 */
const SMS_INTERVAL_MS = (SMS_CODE_COUNTDOWN_SECONDS + 1) * 1000;

const doomedPhone = phone(2);
let doomed: TestSession;
let doomedData: BrowseData;
beforeAll(async () => {
  doomed = await signUpWithTrial(server(), doomedPhone);
  doomedData = await seedBrowseData(server(), doomed.token);
});

describe("the mini program's account, covers, photos, poster, Pro and info pages (H5 build, real server)", () => {
  // A walk of a dozen pages, each in two appearances with an accessibility scan: minutes when CI runs every suite at once.
  it('shows every new page with real content, light and dark, without a serious accessibility violation', async () => {
    const session = await signUpWithTrial(server(), phone(1));
    const data = await seedBrowseData(server(), session.token);
    // A shared diary has a poster.
    await server().api(session.token, 'update_item', { className: 'diary', objectId: data.favorite, data: startSharing(new Date()) });
    // An unpaid order (this server is paid by hand): /gopro lists it to continue or cancel.
    await server().api(session.token, 'add_order', { orderType: 'pro-year' });

    for (const scheme of ['light', 'dark'] as const) {
      const { context, page, errors } = await signedInPage(browser(), session, { colorScheme: scheme });
      const a11y: string[] = [];

      await open(page, '/settings/index');
      await visible(page, '.account-cell').waitFor();
      await picture(page, `mini-h5-settings-${scheme}`, a11y);
      await visible(page, '.feedback-cell').click();
      await visible(page, '.feedback-missing').getByText(zh.settings.feedbackQrMissing).waitFor();
      await picture(page, `mini-h5-feedback-${scheme}`, a11y);

      await open(page, '/account/index');
      await visible(page, '.phone-cell')
        .getByText(/\*\*\*\*/)
        .waitFor();
      await picture(page, `mini-h5-account-${scheme}`, a11y);
      for (const [path, name, ready] of [
        ['/account/nickname/index', 'nickname', '.nickname-field'],
        ['/account/phone/index?mode=change', 'phone', '.phone-submit'],
        ['/account/wechat-unbind/index', 'wechat-unbind', '.wechat-unbind'],
        ['/account/delete/index', 'delete-account', '.delete-account'],
        ['/info/gopro/index', 'gopro', '.unpaid-order'],
        ['/info/page/index?page=faqs', 'faqs', '.faq-question'],
        ['/info/page/index?page=features', 'features', '.info-section'],
        ['/info/page/index?page=about', 'about', '.about-page .paragraph'],
        ['/info/page/index?page=policy', 'policy', '.legal-section'],
      ] as const) {
        await open(page, path);
        await visible(page, ready).first().waitFor();
        await picture(page, `mini-h5-${name}-${scheme}`, a11y);
      }

      // The photos overview: the user's photo, a real picture.
      await open(page, '/photos/index?type=all&action=view');
      await expect
        .poll(() => visible(page, '.photo-choice img').evaluateAll((images) => images.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length), {
          timeout: 15_000,
        })
        .toBe(1);
      await picture(page, `mini-h5-photos-${scheme}`, a11y);

      // The poster of the shared diary: drawn, with its code, as a picture to save.
      await open(page, `/photos/poster/index?id=${data.favorite}&current=diary`);
      await expect.poll(() => visible(page, '.poster-image img').evaluate((i) => (i as HTMLImageElement).naturalWidth), { timeout: 20_000 }).toBe(750);
      await picture(page, `mini-h5-poster-${scheme}`, a11y);

      expect(a11y).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 300_000);

  it('draws settings from the store’s rows: the seed’s order, and the unpaid orders beside the membership; favorites and all lists show the cover the person gave them', async () => {
    const session = await signUpWithTrial(server(), phone(3));
    await server().api(session.token, 'add_order', { orderType: 'pro-year' });
    const file = await server().uploadPhoto(session.token, photoPath('gps_DSCN0010.jpg'));
    await server().api(session.token, 'update_item', { className: 'user', objectId: session.userId, data: { favoriteDiariesCover: file.key } });
    const { context, page, errors } = await signedInPage(browser(), session);

    await open(page, '/settings/index');
    await visible(page, '.membership-unpaid').waitFor();
    const rows = await page.locator('.settings-page:visible .cell').evaluateAll((cells) => cells.map((cell) => cell.className.match(/\b([a-z]+)-cell\b/)?.[1]));
    expect(rows).toEqual(['account', 'membership', 'appearance', 'language', 'faqs', 'feedback', 'about', 'logout']);
    expect(await visible(page, '.membership-unpaid').textContent()).toContain('1 个未支付订单');

    await open(page, '/diary/list/index?type=favorite');
    await visible(page, '.list-header .list-cover').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in Arabic the phone number on the account page reads left to right, as it is dialled', async () => {
    const number = phone(6);
    const session = await signUpWithTrial(server(), number);
    const context = await signedInContext(browser(), session);
    await inArabic(context);
    const page = await context.newPage();
    await open(page, '/account/index');
    const shown = visible(page, '.phone-cell .phone-number');
    await shown.waitFor();
    // Bare in the right-to-left line, the masked number's two halves swapped sides ("0003****135").
    const digits = (await shown.textContent())!.replace(/\D/g, '');
    expect(await drawnLeftToRight(shown, '\\d')).toBe(digits);
    expect(digits.slice(0, 3)).toBe(number.slice(0, 3));
    await context.close();
  });

  it('keeps what is typed: a new nickname is saved, and a new phone number shows as it is typed', async () => {
    const session = await signUpWithTrial(server(), phone(4));
    const { context, page, errors } = await signedInPage(browser(), session);
    await open(page, '/account/nickname/index');
    const nickname = visible(page, '.nickname-field input');
    await settled(page);
    await nickname.click();
    await page.keyboard.type('Alice');
    await expect.poll(() => nickname.inputValue()).toBe('Alice');
    await visible(page, '.nickname-save').click();
    await expect
      .poll(
        async () =>
          ((await server().api(session.token, 'get_item_by_id', { className: 'user', objectId: session.userId })).item as { nicename?: string }).nicename,
      )
      .toBe('Alice');
    // Saved, the page goes (here to the archive: it was opened directly, with no page below).
    // The archive is drawn before the next page opens: a reLaunch still under way when another page is asked for
    // can cover that page (a busy machine made the next page never show).
    await page.waitForURL((url) => !url.hash.includes('nickname'), { timeout: 10_000 });
    await visible(page, '.archive-page').waitFor();
    await settled(page);

    // Typed a key at a time, as a person does: the number is shown grouped, every digit of it.
    await open(page, '/account/phone/index?mode=change');
    const newPhone = visible(page, '.phone input');
    await settled(page);
    await newPhone.click();
    await page.keyboard.type('13812345678');
    await expect.poll(() => newPhone.inputValue()).toBe('138 1234 5678');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sets a place cover by picking and cropping a photo, exports, and deletes the account', async () => {
    const [session, data, number] = [doomed, doomedData, doomedPhone];
    const { context, page, errors } = await signedInPage(browser(), session, { acceptDownloads: true });

    // The place's options offer a cover; the picker shows the place's photo; the crop page saves it.
    await open(page, `/diary/list/index?type=location&id=${data.places.lake}`);
    await visible(page, '.list-options').click();
    await page.getByText(zh.listOptions.editCover, { exact: true }).click();
    await page.waitForURL(/photos\/index\?type=location/);
    // A person taps the photo once it is shown: the page has settled by then.
    await expect
      .poll(
        () =>
          visible(page, '.photo-choice img')
            .first()
            .evaluate((i) => (i as HTMLImageElement).naturalWidth),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    await visible(page, '.photo-choice').first().click();
    await page.waitForURL(/photos\/crop\/index/);
    await expect.poll(() => visible(page, '.crop-picture img').evaluate((i) => (i as HTMLImageElement).naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
    await shot(page, 'mini-h5-crop');
    await visible(page, '.crop-save').click();
    const place = async () =>
      (await server().api(session.token, 'get_item_by_id', { className: 'location', objectId: data.places.lake })).item as { cover?: string; crop?: Crop };
    await expect.poll(async () => (await place()).cover, { timeout: 10_000 }).toMatch(/^file\//);
    // Untouched, the frame shows the middle of the 640×480 photo: its full height, centred.
    expect(cropRegion((await place()).crop!)).toEqual({ left: 80, top: 0, width: 480, height: 480 });
    await page.waitForURL(/diary\/list\/index\?type=location/);
    await expect.poll(() => visible(page, '.list-cover img').evaluate((i) => (i as HTMLImageElement).naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
    await shot(page, 'mini-h5-place-with-cover');

    // Export: the browser downloads the HTML of every diary, and the row then says when the next one is allowed.
    await open(page, '/account/index');
    const [download] = await Promise.all([page.waitForEvent('download'), visible(page, '.export-cell').click()]);
    expect(download.suggestedFilename()).toMatch(/\.html$/);
    const html = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(html).toString('utf8')).toContain('湖边的银杏叶黄了');
    await expect.poll(() => visible(page, '.export-cell .row-note').textContent()).toMatch(/\d{4}\.\d{2}\.\d{2}/);

    // Delete the account: a code to its phone confirms; then this device is signed out and the account is gone.
    await visible(page, '.delete-account-cell').click();
    await page.waitForURL(/account\/delete\/index/);
    server().codesSentEarlier(number, SMS_INTERVAL_MS);
    const signInCode = server().lastCode(number);
    await visible(page, '.send-code').click();
    await expect.poll(() => server().lastCode(number), { timeout: 10_000 }).not.toBe(signInCode);
    await visible(page, '.code input').fill(server().lastCode(number)!);
    await visible(page, '.delete-account').click();
    await page.waitForURL(/pages\/login\/index/, { timeout: 15_000 });
    await expect(server().api(session.token, 'get_item_by_id', { className: 'user', objectId: session.userId })).rejects.toThrow();
    expect(errors).toEqual([]);
    await context.close();
  });
});
