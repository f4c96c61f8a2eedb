// @vitest-environment jsdom
import { diaryDateline, encodeDate, zh } from '@diary/core';
import { startRealServer, type RealServer } from '@diary/tooling/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributesOf, startWeappRuntime, type WeappRuntime } from '../support/weapp-runtime';

let server: RealServer;
let runtime: WeappRuntime;
let diaryId = '';
let token = '';
const words = '湖边的银杏叶黄了';
const title = '秋天的湖';
const NICKNAME = 'Mei';

/** Polls the rendered tree until a selector is there (the page renders after the store's requests). */
async function find(component: { querySelector(s: string): unknown }, selector: string) {
  await expect.poll(() => component.querySelector(selector), { timeout: 15_000, interval: 50 }).toBeTruthy();
  return component.querySelector(selector) as { dom: HTMLElement; dispatchEvent(name: string, detail?: unknown): void };
}

/**
 * A tap on an element deeper than the page's own template reaches, as WeChat hands it to Taro's event
 * handler (`eh`): from the element up through its ancestors, each named by its node id. Taro runs the
 * handlers once the outermost one that listens has been called.
 */
function tap(page: { instance: unknown }, element: Element) {
  const target = { id: (element as HTMLElement).dataset.sid!, dataset: { sid: (element as HTMLElement).dataset.sid! } };
  for (let node: Element | null = element; node; node = node.parentElement) {
    const sid = (node as HTMLElement).dataset?.sid;
    if (!sid) continue;
    const currentTarget = { id: sid, dataset: { sid } };
    (page.instance as { eh(event: unknown): void }).eh({ type: 'tap', timeStamp: 1, target, currentTarget, detail: {}, touches: [], changedTouches: [] });
  }
}

beforeAll(async () => {
  server = await startRealServer();
  const phone = '13600000001';
  await server.api(null, 'requestSmsCode', { mobilePhoneNumber: phone });
  const login = await server.api(null, 'loginByMobilePhone', { mobilePhoneNumber: phone, smsCode: server.lastCode(phone)!, agreement: true });
  token = String(login.sessionToken);
  await server.api(token, 'startFreeTrial', {});
  // A nickname, so the greeting shows when the account has loaded (the gate knows the trial then).
  await server.api(token, 'update_item', { className: 'user', objectId: String(login.objectId), data: { nicename: NICKNAME } });
  const added = await server.api(token, 'add_item', { className: 'diary', data: { title, content: words, datetime: encodeDate(new Date()), weather: 1 } });
  diaryId = String((added.item as { objectId?: string } | undefined)?.objectId ?? added.objectId);
  const session = JSON.stringify({ v: 1, data: { token, userId: String(login.objectId) } });
  const searches = JSON.stringify({ v: 1, data: { diary: ['银杏', '湖边'], people: [], tag: [] } });
  // WeChat's confirm, answered "Confirm".
  const showModal = (o: { success?: (r: unknown) => void }) => o.success?.({ confirm: true, cancel: false, errMsg: 'showModal:ok' });
  runtime = startWeappRuntime(server.url, { 'diary:session': session, 'diary:search-history': searches }, { showModal });
});

afterAll(async () => {
  await runtime?.close();
  await server?.close();
});

describe("the weapp build's pages in WeChat's component runtime (miniprogram-simulate)", () => {
  it('renders the archive month with its diary and the top bar; a tap on the sort changes it, one on search opens it', async () => {
    const page = runtime.renderPage('pages/archive/index');
    // The app starts in Chinese: the sort reads 最新在前 (newer first) until tapped.
    const row = await find(page, '.diary-row');
    expect(row.dom.textContent).toContain(words);
    // The diary's title, in its own line above the text.
    expect((await find(page, '.row-title')).dom.textContent).toBe(title);
    const sort = await find(page, '.sort-toggle');
    expect(sort.dom.textContent).toBe(zh.list.newerFirst);
    sort.dispatchEvent('tap');
    await expect.poll(() => (page.querySelector('.sort-toggle') as { dom: HTMLElement }).dom.textContent, { timeout: 5_000 }).toBe(zh.list.olderFirst);
    // The top bar's search opens the search page (the user has the trial: the gate lets them through, once the account
    // has come; on a busy machine the month's diaries can come first).
    await expect.poll(() => (page.querySelector('.greeting') as { dom: HTMLElement } | null)?.dom.textContent, { timeout: 30_000 }).toContain(NICKNAME);
    (await find(page, '.top-search')).dispatchEvent('tap');
    await expect.poll(() => runtime.opened.at(-1), { timeout: 10_000 }).toBe('/browse/search/index');
    // A tap on the row asks WeChat to open its detail.
    (await find(page, '.diary-row')).dispatchEvent('tap');
    await expect.poll(() => runtime.opened.at(-1)).toBe(`/diary/detail/index?id=${diaryId}`);
  });

  it("draws the tabs and the top bar's buttons with the app's icons, each named for a screen reader", async () => {
    const page = runtime.renderPage('pages/archive/index');
    await find(page, '.tab-bar');
    const tabs = (page.querySelectorAll('.tab') as Array<{ dom: HTMLElement }>).map((tab) => tab.dom);
    // Six tabs, each an icon over its name, the archive's marked as the one shown (WeChat reads aria-* on a view).
    expect(tabs.map((tab) => tab.textContent)).toEqual([zh.tabs.archive, zh.tabs.location, zh.tabs.people, zh.tabs.tag, zh.tabs.status, zh.tabs.more]);
    // Taro sends a node's attributes under short slots; the ones WeChat reads as ARIA are there with their values.
    const attributes = (element: HTMLElement) => attributesOf(page as unknown as { data: unknown }, element);
    const values = (element: HTMLElement) => Object.values(attributes(element));
    expect(tabs.map((tab) => values(tab).filter((value) => value === 'tab' || typeof value === 'boolean'))).toEqual([
      ['tab', true],
      ['tab', false],
      ['tab', false],
      ['tab', false],
      ['tab', false],
      ['tab', false],
    ]);
    const icons = (page.querySelectorAll('.tab-icon') as Array<{ dom: HTMLElement }>).map((icon) => icon.dom);
    expect(icons).toHaveLength(6);
    for (const icon of icons) {
      expect(values(icon)).toContain(true);
      expect(attributes(icon).st).toContain('--icon: url("data:image/svg+xml,');
    }
    expect(values((await find(page, '.top-search')).dom)).toContain(zh.common.search);
    expect(values((await find(page, '.top-write')).dom)).toContain(zh.common.write);
  });

  it('renders the detail, and a tap on "More" opens its options sheet', async () => {
    const page = runtime.renderPage('diary/detail/index', { id: diaryId });
    const content = await find(page, '.detail-content');
    expect(content.dom.textContent).toContain(words);
    // A page of a diary: its date as the headline, the weekday and time under it, the weather saved in the line below.
    const dateline = diaryDateline(new Date(), 'zh');
    expect((await find(page, '.detail-date')).dom.textContent).toBe(dateline.date);
    expect((await find(page, '.detail-when')).dom.textContent).toMatch(/^星期. · \d\d:\d\d$/);
    expect((await find(page, '.detail-facts .detail-weather')).dom.textContent).toBe(`☀️ ${zh.weather.sunny}`);
    // The sheet's items sit deeper than one component's template reaches: they are read from the DOM.
    const items = () => [...page.dom.querySelectorAll('[class*="nut-actionsheet-item "], [class$="nut-actionsheet-item"]')].map((e) => e.textContent?.trim());
    expect(items()).toEqual([]);
    (await find(page, '.detail-more')).dispatchEvent('tap');
    // As long as its neighbours wait: on CI's loaded machine the sheet once took more than 5 s to be drawn.
    await expect
      .poll(items, { timeout: 15_000 })
      .toEqual([zh.diaryOptions.edit, zh.diaryOptions.favorite, zh.diaryOptions.makePrivate, zh.diaryOptions.share, zh.diaryOptions.delete]);
  });

  it("after an edit is saved, the diary's page kept below the editor shows what was saved", async () => {
    const added = await server.api(token, 'add_item', { className: 'diary', data: { content: '改之前的一篇', datetime: encodeDate(new Date()) } });
    const id = String((added.item as { objectId?: string } | undefined)?.objectId ?? added.objectId);
    const detail = runtime.renderPage('diary/detail/index', { id });
    expect((await find(detail, '.detail-content')).dom.textContent).toContain('改之前的一篇');
    // The editor opens over it (WeChat keeps the detail in its page stack, not drawn again when the editor goes back).
    const editor = runtime.renderPage('diary/editor/index', { id });
    // Attributes are kept under the template's short names: the loaded text is among them.
    const field = await find(editor, '.content-field');
    await expect.poll(() => Object.values(attributesOf(editor as unknown as { data: unknown }, field.dom)), { timeout: 10_000 }).toContain('改之前的一篇');
    (await find(editor, '.content-field')).dispatchEvent('input', { detail: { value: '改之后的一篇' } });
    (await find(editor, '.publish')).dispatchEvent('tap');
    await expect.poll(() => runtime.toast(), { timeout: 15_000 }).toBe(zh.toast.saved);
    await expect.poll(() => (detail.querySelector('.detail-content') as { dom: HTMLElement }).dom.textContent, { timeout: 10_000 }).toContain('改之后的一篇');
  });

  it('deletes a diary from its options after the confirm: the server no longer has it, and "Delete success" stays on screen', async () => {
    const added = await server.api(token, 'add_item', { className: 'diary', data: { content: '要删除的一篇', datetime: encodeDate(new Date()) } });
    const id = String((added.item as { objectId?: string } | undefined)?.objectId ?? added.objectId);
    const page = runtime.renderPage('diary/detail/index', { id });
    await find(page, '.detail-content');
    (await find(page, '.detail-more')).dispatchEvent('tap');
    const item = () => [...page.dom.querySelectorAll('[class*="nut-actionsheet-item"]')].find((e) => e.textContent?.trim() === zh.diaryOptions.delete);
    await expect.poll(item, { timeout: 5_000 }).toBeTruthy();
    tap(page, item()!);
    await expect
      .poll(async () => (await server.api(token, 'get_item_by_id', { className: 'diary', objectId: id }).catch(() => null))?.item ?? null, { timeout: 15_000 })
      .toBeNull();
    await expect.poll(() => runtime.toast(), { timeout: 5_000 }).toBe(zh.toast.deleteSuccess);
  });

  it("a diary published, then deleted, with WeChat's network off: each waits in the outbox, the top bar says so, and each is sent once when the network is back", async () => {
    const written = '在飞机上写的一篇';
    runtime.setNetwork(false);
    const editor = runtime.renderPage('diary/editor/index', { id: 'new' });
    (await find(editor, '.content-field')).dispatchEvent('input', { detail: { value: written } });
    (await find(editor, '.publish')).dispatchEvent('tap');
    await expect.poll(() => runtime.toast(), { timeout: 10_000 }).toBe(zh.outbox.savedOnDevice);
    const outbox = () => JSON.stringify(runtime.storage.get('diary:outbox') ?? null);
    expect(outbox()).toContain(written);

    const archive = runtime.renderPage('pages/archive/index');
    const status = () => archive.dom.querySelector('[class*="sync-status"]')?.textContent ?? null;
    await expect.poll(status, { timeout: 10_000 }).toContain(zh.outbox.waiting_one.replace('{{count}}', '1'));
    const onServer = async () =>
      ((await server.api(token, 'get_item_list', { className: 'diary', limit: 100 })) as { diaryList: Array<{ content: string }> }).diaryList.filter(
        (d) => d.content === written,
      ).length;
    expect(await onServer()).toBe(0);

    runtime.setNetwork(true);
    await expect.poll(onServer, { timeout: 15_000 }).toBe(1);
    await expect.poll(outbox, { timeout: 10_000 }).toBe('null');
    await expect.poll(() => archive.dom.querySelector('[class*="sync-status"]'), { timeout: 10_000 }).toBeNull();

    // Opened online, then deleted with the network off: it waits, and goes once the network is back.
    const list = (await server.api(token, 'get_item_list', { className: 'diary', limit: 100 })) as { diaryList: Array<{ objectId: string; content: string }> };
    const id = list.diaryList.find((d) => d.content === written)!.objectId;
    const detail = runtime.renderPage('diary/detail/index', { id });
    await find(detail, '.detail-content');
    runtime.setNetwork(false);
    (await find(detail, '.detail-more')).dispatchEvent('tap');
    const item = () => [...detail.dom.querySelectorAll('[class*="nut-actionsheet-item"]')].find((e) => e.textContent?.trim() === zh.diaryOptions.delete);
    await expect.poll(item, { timeout: 5_000 }).toBeTruthy();
    tap(detail, item()!);
    await expect.poll(() => runtime.toast(), { timeout: 10_000 }).toBe(zh.outbox.deletedOnDevice);
    const waitingKinds = () => (JSON.parse(String(runtime.storage.get('diary:outbox'))) as { data: Array<{ kind: string; key: string }> }).data;
    expect(waitingKinds()).toMatchObject([{ kind: 'delete', key: id }]);
    await expect.poll(status, { timeout: 10_000 }).toContain(zh.outbox.waiting_one.replace('{{count}}', '1'));
    expect(await onServer()).toBe(1);
    runtime.setNetwork(true);
    await expect.poll(onServer, { timeout: 15_000 }).toBe(0);
    await expect.poll(outbox, { timeout: 10_000 }).toBe('null');
  });

  it('renders search with the recent searches: a tap on one opens its results', async () => {
    const page = runtime.renderPage('browse/search/index');
    const chip = await find(page, '.chip');
    expect(chip.dom.textContent).toBe('银杏');
    expect(page.querySelector('.search-clear')).toBeTruthy();
    chip.dispatchEvent('tap');
    await expect.poll(() => runtime.opened.at(-1), { timeout: 10_000 }).toBe(`/diary/list/index?type=search&id=${encodeURIComponent('银杏')}`);
  });

  it('renders the page-not-found with the path that has no page, a malformed one shown as it came instead of failing', async () => {
    const page = runtime.renderPage('browse/not-found/index', { path: '/%E0%A4%A' });
    expect((await find(page, '.not-found-path')).dom.textContent).toBe('/%E0%A4%A');
    expect((await find(page, '.page-title')).dom.textContent).toBe(zh.notFound.title);
  });
});
