// @vitest-environment jsdom
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cropRegion, zh, type Crop } from '@diary/core';
import { startRealServer, type RealServer } from '@diary/tooling/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBrowseData, type BrowseData } from '../support/browse-data';
import { signUpWithTrial, type TestSession } from '../support/h5-server';
import { startWeappRuntime, type WeappRuntime } from '../support/weapp-runtime';

type Found = { dom: HTMLElement; dispatchEvent(name: string, options?: { detail?: unknown }): void };

const here = path.dirname(fileURLToPath(import.meta.url));
const AVATAR_PHOTO = path.resolve(here, '../../../server/test/fixtures/media/orientation_landscape_1.jpg');

let server: RealServer;
let runtime: WeappRuntime;
let session: TestSession;
let data: BrowseData;
/** What the export wrote to the mini program's folder, and the modals it showed. */
const written: Array<{ filePath: string; data: string }> = [];
const modals: string[] = [];

async function find(component: { querySelector(s: string): unknown }, selector: string): Promise<Found> {
  await expect.poll(() => component.querySelector(selector), { timeout: 15_000, interval: 50 }).toBeTruthy();
  return component.querySelector(selector) as Found;
}
const byClass = (root: Element, name: string) =>
  [...root.querySelectorAll('[class]')].filter((e) => [...e.classList].some((c) => c === name || c.endsWith(`--${name}`)));
const texts = (root: Element, name: string) => byClass(root, name).map((e) => e.textContent?.trim());
const me = async () => (await server.api(session.token, 'get_item_by_id', { className: 'user', objectId: session.userId })).item as Record<string, unknown>;

beforeAll(async () => {
  server = await startRealServer();
  session = await signUpWithTrial(server, '13600000004');
  data = await seedBrowseData(server, session.token);
  runtime = startWeappRuntime(
    server.url,
    { 'diary:session': JSON.stringify({ v: 1, data: session }) },
    {
      getFileSystemManager: () => ({
        writeFile: (o: { filePath: string; data: string; success?: () => void }) => (written.push({ filePath: o.filePath, data: o.data }), o.success?.()),
      }),
      showModal: (o: { title: string; success?: (r: unknown) => void }) => (
        modals.push(o.title),
        o.success?.({ confirm: false, cancel: true, errMsg: 'showModal:ok' })
      ),
    },
  );
});

afterAll(async () => {
  await runtime?.close();
  await server?.close();
});

describe("covers in the weapp build: picked from the list's diaries and cropped in WeChat's movable view", () => {
  it("saves a place's cover cut to the region the frame shows after a move and a zoom", async () => {
    const picker = runtime.renderPage('photos/index', { type: 'location', id: data.places.lake, action: 'crop' });
    (await find(picker, '.photo-choice')).dispatchEvent('tap');
    await expect.poll(() => runtime.opened.at(-1), { timeout: 10_000 }).toBe('/photos/crop/index');

    const crop = runtime.renderPage('photos/crop/index');
    const area = await find(crop, '.crop-frame');
    const frame = [Number.parseFloat(area.dom.style.width), Number.parseFloat(area.dom.style.height)] as const;
    // WeChat's reported width is 428: the frame is the square box at its widest, 360.
    expect(frame).toEqual([360, 360]);
    const view = await find(crop, '.crop-view');
    // WeChat reports the zoomed picture's top-left corner in both events: a pinch, then a drag.
    view.dispatchEvent('scale', { detail: { x: -120, y: -90, scale: 1.5 } });
    view.dispatchEvent('change', { detail: { x: -90, y: -30, source: 'touch' } });
    (await find(crop, '.crop-save')).dispatchEvent('tap');

    const place = async () =>
      (await server.api(session.token, 'get_item_by_id', { className: 'location', objectId: data.places.lake })).item as { cover?: string; crop?: Crop };
    await expect.poll(async () => (await place()).cover, { timeout: 10_000 }).toMatch(/^file\//);
    // The 640×480 photo is laid out 480×360 to cover the frame; zoomed 1.5× with its corner at (-90, -30) the frame
    // shows 320×320 photo pixels from (80, 27). The crop object rounds through its zoom: within a pixel.
    const expected = { left: 80, top: 27, width: 320, height: 320 };
    const saved = cropRegion((await place()).crop!);
    for (const key of Object.keys(expected) as Array<keyof typeof expected>) expect(Math.abs(saved[key] - expected[key]), key).toBeLessThanOrEqual(1);
    expect((await place()).crop!.cropitDimensions).toEqual([256, 256]);
  });
});

describe('the account page of the weapp build', () => {
  it('shows the account, sets the birth date, exports (saved in the mini program, then the way to a chat), and takes a WeChat avatar', async () => {
    const page = runtime.renderPage('account/index');
    await expect.poll(() => page.dom.textContent, { timeout: 15_000 }).toContain('136****0004');
    expect(page.dom.textContent).toContain(zh.settings.exportTip.replace('{{days}}', '7'));

    // The date picker wraps the row: its change event carries WeChat's YYYY-MM-DD.
    (await find(page, '.birth-picker')).dispatchEvent('change', { detail: { value: '1990-05-07' } });
    await expect.poll(async () => (await me()).dateOfBirth, { timeout: 10_000 }).toBeTruthy();
    await expect.poll(() => texts(page.dom, 'birth-cell').join(''), { timeout: 5_000 }).toContain('1990-05-07');

    (await find(page, '.export-cell')).dispatchEvent('tap');
    await expect.poll(() => written.length, { timeout: 15_000 }).toBe(1);
    expect(written[0]!.filePath).toMatch(/\.html$/);
    expect(written[0]!.data).toContain('湖边的银杏叶黄了');
    await expect.poll(() => modals, { timeout: 5_000 }).toContain(zh.settings.exportSaved);
    // "Saved" stays on screen: the loading toast hidden after it (in the export's `finally`) is not what shows.
    expect(runtime.toast()).toBe(zh.toast.saved);
    // The next export waits seven days, and the row says until when.
    await expect.poll(() => texts(page.dom, 'row-note').join(''), { timeout: 5_000 }).toMatch(/\d{4}\.\d{2}\.\d{2}/);
    expect((await me()).lastExportAt).toBeTruthy();

    (await find(page, '.wechat-avatar')).dispatchEvent('chooseavatar', { detail: { avatarUrl: AVATAR_PHOTO } });
    await expect.poll(async () => (await me()).avatar, { timeout: 15_000 }).toMatch(/^file\/.+\.jpg$/);
    expect(cropRegion((await me()).avatarCrop as Crop)).toEqual({ left: 75, top: 0, width: 450, height: 450 });
    await expect.poll(() => byClass(page.dom, 'account-avatar-image').length, { timeout: 5_000 }).toBe(1);
  });

  it("opens the account's forms from its rows", async () => {
    const page = runtime.renderPage('account/index');
    (await find(page, '.nickname-cell')).dispatchEvent('tap');
    (await find(page, '.phone-cell')).dispatchEvent('tap');
    (await find(page, '.delete-account-cell')).dispatchEvent('tap');
    await expect
      .poll(() => runtime.opened.slice(-3), { timeout: 5_000 })
      .toEqual(['/account/nickname/index', '/account/phone/index?mode=change', '/account/delete/index']);
  });

  it('lets the agreement and the policy be read from the sign-in form, on their own page', async () => {
    const login = runtime.renderPage('pages/login/index');
    (await find(login, '.agreement-link')).dispatchEvent('tap');
    (await find(login, '.policy-link')).dispatchEvent('tap');
    await expect.poll(() => runtime.opened.slice(-2), { timeout: 5_000 }).toEqual(['/info/page/index?page=agreement', '/info/page/index?page=policy']);
    const policy = runtime.renderPage('info/page/index', { page: 'policy' });
    await expect.poll(() => byClass(policy.dom, 'legal-section').length, { timeout: 5_000 }).toBeGreaterThan(3);
  });
});
