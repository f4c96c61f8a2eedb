import { zh } from '@diary/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { h5ServerAndBrowser, photo, picture, settled, shot, signedInPage, signUpWithTrial } from '../support/h5-server';

const { server, browser } = h5ServerAndBrowser();
const phone = (n: number) => `134${String(process.pid % 10000).padStart(4, '0')}${String(n).padStart(4, '0')}`;
const open = (page: Page, path: string) => page.goto(`${server().url}/#${path}`);
const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`);

describe("the mini program's shell: the top bar, the more menu, sign-in, Pro and search for a visitor (H5 build, real server)", () => {
  it('puts the top bar on every tab, and the language, appearance, sign-out and copyright in the more menu, light and dark', async () => {
    const session = await signUpWithTrial(server(), phone(1));
    for (const scheme of ['light', 'dark'] as const) {
      const { context, page, errors } = await signedInPage(browser(), session, { colorScheme: scheme });
      const a11y: string[] = [];
      // Each tab's own page, not the one before it (every tab has the bar now): CI once went on while the last still showed.
      for (const [tab, root] of [
        ['/pages/location/index', '.places-page'],
        ['/pages/status/index', '.status-page'],
        ['/pages/more/index', '.more-page'],
      ]) {
        await open(page, tab!);
        await visible(page, `${root} .top-bar .top-pro`).getByText(zh.shell.pro).waitFor();
        await expect.poll(() => visible(page, `${root} .top-bar .top-search, ${root} .top-bar .top-write`).count()).toBe(2);
        await settled(page);
      }
      const year = new Date().getFullYear();
      await visible(page, '.copyright').getByText(`© ${year}`).waitFor();
      await visible(page, '.more-account').getByText(zh.shell.signOut).waitFor();
      await visible(page, '.language-cell').waitFor();
      await visible(page, '.appearance-cell').waitFor();
      await picture(page, `mini-h5-more-menu-${scheme}`, a11y);
      // The settings end with the version line.
      await open(page, '/settings/index');
      await visible(page, '.version-line')
        .getByText(/\d+\.\d+\.\d+/)
        .waitFor();
      expect(a11y).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('reloads a list pulled down from its top, saying so in the seed’s words', async () => {
    const session = await signUpWithTrial(server(), phone(3));
    const { context, page, errors } = await signedInPage(browser(), session, { hasTouch: true });
    await open(page, '/pages/archive/index');
    await visible(page, '.diary-list .empty').waitFor();
    await settled(page);
    // Written on another device meanwhile: this one shows it once pulled.
    await server().api(session.token, 'add_item', {
      className: 'diary',
      data: { content: '另一台设备上写的', datetime: { __type: 'Date', iso: new Date().toISOString() } },
    });
    const touch = await context.newCDPSession(page);
    const at = (y: number) => [{ x: 195, y }];
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(200) });
    for (let y = 210; y <= 320; y += 10) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(y) });
    await visible(page, '.diary-list-pull').getByText(zh.pullToRefresh.pull).waitFor();
    for (let y = 330; y <= 520; y += 10) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(y) });
    await visible(page, '.diary-list-pull').getByText(zh.pullToRefresh.release).waitFor();
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await visible(page, '.diary-row').getByText('另一台设备上写的').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a diary's photo whole, centred in a frame of its shape, with the counter", async () => {
    const session = await signUpWithTrial(server(), phone(4));
    const portrait = await server().uploadPhoto(session.token, photo('orientation_portrait_6.jpg'));
    const landscape = await server().uploadPhoto(session.token, photo('gps_DSCN0010.jpg'));
    const gallery = [portrait, landscape].map((file) => ({ __type: 'Pointer', className: 'file', objectId: file.objectId }));
    const diary = await server().api(session.token, 'add_item', {
      className: 'diary',
      data: { content: '湖边的银杏叶黄了', datetime: { __type: 'Date', iso: new Date().toISOString() }, gallery },
    });
    const { context, page, errors } = await signedInPage(browser(), session);
    await open(page, `/diary/detail/index?id=${String(diary.objectId)}`);
    const picture = visible(page, '.gallery-slide').first().locator('img');
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
    await settled(page);
    const [slide, shown] = await Promise.all([visible(page, '.gallery-slide').first().boundingBox(), picture.boundingBox()]);
    // The portrait photo (3:4) in the tallest frame there is (4:5): its full height, the colour either side alike.
    expect(Math.abs(shown!.height - slide!.height)).toBeLessThan(2);
    expect(Math.abs(shown!.x - slide!.x - (slide!.x + slide!.width - shown!.x - shown!.width))).toBeLessThan(2);
    await visible(page, '.gallery-counter').getByText('1 / 2').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes a sheet dragged down 48 px by its grip, and keeps it open for less', async () => {
    const session = await signUpWithTrial(server(), phone(5));
    const { context, page, errors } = await signedInPage(browser(), session, { hasTouch: true });
    await open(page, '/settings/index');
    await visible(page, '.feedback-cell').click();
    const grip = visible(page, '.sheet-grip');
    await grip.waitFor();
    await settled(page);
    const touch = await context.newCDPSession(page);
    const drag = async (by: number) => {
      const box = (await grip.boundingBox())!;
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let step = 1; step <= 4; step++) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + (by * step) / 4 }] });
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await drag(30);
    await page.waitForTimeout(500);
    expect(await visible(page, '.feedback-missing').count()).toBe(1);
    await drag(60);
    await expect.poll(() => visible(page, '.feedback-missing').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("offers the month's options on the archive tab, as any list has them: its summary is saved on the month", async () => {
    const session = await signUpWithTrial(server(), phone(6));
    await server().api(session.token, 'add_item', {
      className: 'diary',
      data: { content: '这个月的第一篇', datetime: { __type: 'Date', iso: new Date().toISOString() } },
    });
    const { context, page, errors } = await signedInPage(browser(), session);
    await open(page, '/pages/archive/index');
    await visible(page, '.diary-row').first().waitFor();
    await settled(page);
    await visible(page, '.month-switcher .list-options').click();
    await page.getByText(zh.listOptions.editSummary, { exact: true }).click();
    await visible(page, '.list-summary-field textarea').fill('搬家的一个月');
    await visible(page, '.sheet .button.primary').click();
    const summary = async () => {
      const { archiveList } = (await server().api(session.token, 'get_item_list', { className: 'archive' })) as { archiveList: Array<{ summary?: string }> };
      return archiveList[0]?.summary;
    };
    await expect.poll(summary, { timeout: 10_000 }).toBe('搬家的一个月');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers a code by voice call on sign-in, asking first', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Shanghai', locale: 'zh-CN' });
    const page = await context.newPage();
    await open(page, '/pages/login/index');
    const voice = visible(page, '.voice-code');
    await voice.getByText(zh.login.voiceCode).waitFor();
    await settled(page);
    await visible(page, '.phone input').click();
    await page.keyboard.type('13912345678');
    // Readable once it can be used (Taro's own style greyed an enabled button as a disabled one).
    const a11y: string[] = [];
    await picture(page, 'mini-h5-login-voice-code', a11y);
    expect(a11y).toEqual([]);
    await voice.click();
    await page.locator('.taro-modal__content', { hasText: '139 1234 5678' }).waitFor();
    await page.locator('.taro-modal__foot').getByText(zh.login.answer, { exact: true }).click();
    await expect.poll(() => server().lastCode('13912345678'), { timeout: 10_000 }).toMatch(/^\d+$/);
    await context.close();
  });

  it('tells a person on the trial when a year bought now would start, under "Free forever" against the price', async () => {
    const session = await signUpWithTrial(server(), phone(2));
    const { context, page } = await signedInPage(browser(), session);
    await open(page, '/info/gopro/index');
    await visible(page, '.gopro-act').waitFor();
    const user = (await server().api(session.token, 'get_item_by_id', { className: 'user', objectId: session.userId })).item as {
      proExpiredAt: { iso: string };
    };
    const until = new Date(user.proExpiredAt.iso).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' }).replaceAll('-', '.');
    // The page leads with the membership's card: the plan's end, then what a year bought now adds (the date said once).
    const membership = page.getByRole('region', { name: zh.settings.membership });
    await membership.getByText(zh.pro.validUntil.replace('{{date}}', until), { exact: true }).waitFor();
    await membership.getByText(zh.pro.addYearAfter, { exact: true }).waitFor();
    expect(await page.getByText(zh.pro.renewText).count()).toBe(0);
    await visible(page, '.pro-price').getByText(zh.pro.priceFree).waitFor();
    await shot(page, 'mini-h5-gopro-trial');
    await context.close();
  });

  it('opens search for a visitor, whose search then leads to sign-in', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Shanghai', locale: 'zh-CN' });
    const page = await context.newPage();
    await open(page, '/browse/search/index');
    await visible(page, '.search-history').waitFor();
    await settled(page);
    expect(page.url()).toContain('/browse/search/index');
    await visible(page, '.search-field input').fill('湖');
    await visible(page, '.search-field input').press('Enter');
    await page.waitForURL(/pages\/login\/index/, { timeout: 10_000 });
    await context.close();
  });
});
