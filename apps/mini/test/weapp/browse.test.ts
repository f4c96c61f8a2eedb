// @vitest-environment jsdom
import { SHARED_STATUS, wgs84ToGcj02, zh } from '@diary/core';
import { startRealServer, type RealServer } from '@diary/tooling/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBrowseData, WEST_LAKE, type BrowseData } from '../support/browse-data';
import { signUpWithTrial, type TestSession } from '../support/h5-server';
import { attributesOf, startWeappRuntime, templateSlot, type WeappRuntime } from '../support/weapp-runtime';

type Found = { dom: HTMLElement; dispatchEvent(name: string, options?: { detail?: unknown }): void; querySelectorAll(s: string): Found[] };

let server: RealServer;
let runtime: WeappRuntime;
let session: TestSession;
let data: BrowseData;
/** What WeChat's leave alert was set to, in order: a message while on, null when turned off. */
const leaveAlert: Array<string | null> = [];
const leaveAlertApis = {
  enableAlertBeforeUnload: (o: { message: string; success?: (r: unknown) => void }) => (
    leaveAlert.push(o.message),
    o.success?.({ errMsg: 'enableAlertBeforeUnload:ok' })
  ),
  disableAlertBeforeUnload: (o: { success?: (r: unknown) => void } = {}) => (leaveAlert.push(null), o.success?.({ errMsg: 'disableAlertBeforeUnload:ok' })),
};

/** Polls the rendered tree until a selector is there (the page renders after the store's requests). */
async function find(component: { querySelector(s: string): unknown }, selector: string): Promise<Found> {
  await expect.poll(() => component.querySelector(selector), { timeout: 15_000, interval: 50 }).toBeTruthy();
  return component.querySelector(selector) as Found;
}
/** The elements under `root` with a class (the build prefixes class names in the DOM: `main--people-card`). */
const byClass = (root: Element, name: string) =>
  [...root.querySelectorAll('[class]')].filter((e) => [...e.classList].some((c) => c === name || c.endsWith(`--${name}`)));
const texts = (root: Element, name: string) => byClass(root, name).map((e) => e.textContent?.trim());

beforeAll(async () => {
  server = await startRealServer();
  session = await signUpWithTrial(server, '13600000002');
  data = await seedBrowseData(server, session.token);
  runtime = startWeappRuntime(server.url, { 'diary:session': JSON.stringify({ v: 1, data: session }) }, leaveAlertApis);
});

afterAll(async () => {
  await runtime?.close();
  await server?.close();
});

type Marker = { id: number; latitude: number; longitude: number; title: string; label: { content: string } };

describe("the browse tabs of the weapp build in WeChat's component runtime, over a real server", () => {
  it("draws the user's places on WeChat's map in GCJ-02 with their counts, and a tap on a marker opens that place's diaries", async () => {
    const page = runtime.renderPage('pages/location/index');
    // The list has all three places, the one without coordinates too.
    await expect.poll(() => texts(page.dom, 'places-name'), { timeout: 15_000 }).toEqual(expect.arrayContaining(['西湖', '灵隐寺', '家']));
    const map = await find(page, '.places-map');
    const markers = Object.values(attributesOf(page as unknown as { data: unknown }, map.dom)).find(
      (value): value is Marker[] => Array.isArray(value) && (value as Marker[])[0]?.label !== undefined,
    );
    expect(markers?.map((m) => m.title).sort()).toEqual(['灵隐寺', '西湖']);
    const lake = markers!.find((m) => m.title === '西湖')!;
    // WeChat's tiles are GCJ-02: the stored WGS-84 point is shifted onto their streets.
    const shifted = wgs84ToGcj02(WEST_LAKE);
    expect(lake.latitude).toBeCloseTo(shifted.latitude, 6);
    expect(lake.longitude).toBeCloseTo(shifted.longitude, 6);
    expect(lake.latitude).not.toBeCloseTo(WEST_LAKE.latitude, 4);
    expect(lake.label.content).toBe('西湖 · 1');
    // The map's types, WeChat drawing each itself: satellite turns the imagery on and the points of interest off.
    const layers = () => {
      const sent = attributesOf(page as unknown as { data: unknown }, map.dom);
      return { satellite: sent[templateSlot('map', 'enable-satellite')] ?? false, poi: sent[templateSlot('map', 'enable-poi')] ?? true };
    };
    expect(texts(page.dom, 'map-type')).toEqual([zh.places.standard, zh.places.satellite, zh.places.hybrid]);
    expect(layers()).toEqual({ satellite: false, poi: true });
    (page.querySelectorAll('.map-type') as Found[])[1]!.dispatchEvent('tap');
    await expect.poll(layers, { timeout: 5_000 }).toEqual({ satellite: true, poi: false });
    expect(JSON.stringify(runtime.storage.get('diary:preferences'))).toContain('satellite');
    (page.querySelectorAll('.map-type') as Found[])[2]!.dispatchEvent('tap');
    await expect.poll(layers, { timeout: 5_000 }).toEqual({ satellite: true, poi: true });
    (page.querySelectorAll('.map-type') as Found[])[0]!.dispatchEvent('tap');
    map.dispatchEvent('markertap', { detail: { markerId: lake.id } });
    await expect.poll(() => runtime.opened.at(-1), { timeout: 10_000 }).toBe(`/diary/list/index?type=location&id=${data.places.lake}`);
  });

  it("shows three years of months with their counts and covers behind the archive's grid button; a month chosen there is listed", async () => {
    const page = runtime.renderPage('pages/archive/index');
    await find(page, '.diary-row');
    (await find(page, '.three-years-toggle')).dispatchEvent('tap');
    const today = new Date(Date.now() + 8 * 3600_000);
    // Last year's twelve months, then this year's, then next year's: this month a year ago and now.
    const key = (yearsAgo: number) => (1 - yearsAgo) * 12 + today.getUTCMonth();
    const card = (at: number) => byClass(page.dom, 'month-card')[at];
    await expect.poll(() => card(key(0))?.className ?? '', { timeout: 15_000 }).toContain('has-cover');
    expect(byClass(page.dom, 'archive-year-title').map((e) => e.textContent)).toEqual([0, 1, 2].map((i) => String(today.getUTCFullYear() - 1 + i)));
    expect(byClass(page.dom, 'month-card')).toHaveLength(36);
    expect(texts(card(key(0))!, 'month-count')).toEqual(['1']);
    expect(texts(card(key(1))!, 'month-count')).toEqual(['1']);
    expect(card(key(1))!.className).not.toContain('has-cover');
    // A month still to come is shown, not chosen: no diary can be written there yet.
    expect(card(key(-1))!.className).toContain('future');
    expect(card(key(0))!.className).not.toContain('future');
    (page.querySelectorAll('.month-card') as Found[])[key(-1)]!.dispatchEvent('tap');
    expect(byClass(page.dom, 'month-card')).toHaveLength(36);
    // Last year's month: chosen, the page lists it (its one diary, from this day a year ago).
    (page.querySelectorAll('.month-card') as Found[])[key(1)]!.dispatchEvent('tap');
    await expect.poll(() => texts(page.dom, 'row-text'), { timeout: 15_000 }).toEqual(['一年前的今天：山上下雪了']);
  });

  it("draws insights: this year's figures and today in pixels, and a step back to last year's", async () => {
    const page = runtime.renderPage('insights/index');
    const year = new Date().getFullYear();
    await expect.poll(() => texts(page.dom, 'period-title'), { timeout: 15_000 }).toEqual([String(year)]);
    // Today's favorite is this year's one diary: one day of the pixels is coloured (by its mood, or as written without one).
    await expect.poll(() => texts(page.dom, 'figure-value')[0], { timeout: 15_000 }).toBe('1');
    const written = byClass(page.dom, 'pixel').filter((cell) => [...cell.classList].some((c) => /(^|--)(written|mood-\d)$/.test(c)));
    expect(written).toHaveLength(1);
    expect(byClass(page.dom, 'pixel-row')).toHaveLength(12);
    // The bars' figures are there as text for a screen reader, whatever the canvas draws.
    expect(byClass(page.dom, 'insights-figure')).toHaveLength(2);
    (await find(page, '.earlier')).dispatchEvent('tap');
    await expect.poll(() => texts(page.dom, 'period-title'), { timeout: 15_000 }).toEqual([String(year - 1)]);
    await expect.poll(() => texts(page.dom, 'figure-value')[0], { timeout: 15_000 }).toBe('1');
  });

  it('filters a list by a keyword once typing stops', async () => {
    const page = runtime.renderPage('diary/list/index', { type: 'all' });
    await expect.poll(() => texts(page.dom, 'row-text').length, { timeout: 15_000 }).toBe(2);
    (await find(page, '.sub-keyword')).dispatchEvent('input', { detail: { value: '银杏' } });
    await expect.poll(() => texts(page.dom, 'row-text'), { timeout: 10_000 }).toEqual(['湖边的银杏叶黄了']);
  });

  it("shares a story's list from its options: the share sheet's switch makes it public for a day, and WeChat's share menu sends the shared page", async () => {
    const wx = (globalThis as unknown as { wx: Record<string, unknown> }).wx;
    wx.showActionSheet = (o: { itemList: string[]; success?: (r: unknown) => void }) =>
      o.success?.({ tapIndex: o.itemList.indexOf(zh.listOptions.share), errMsg: 'showActionSheet:ok' });
    const page = runtime.renderPage('diary/list/index', { type: 'tag', id: data.stories.lake });
    await expect.poll(() => texts(page.dom, 'row-text'), { timeout: 15_000 }).toEqual(['湖边的银杏叶黄了']);
    (await find(page, '.list-options')).dispatchEvent('tap');
    await find(page, '.share-switch');
    const sharedStatus = async () =>
      ((await server.api(session.token, 'get_item_by_id', { className: 'tag', objectId: data.stories.lake })) as { item: { sharedStatus?: number } }).item
        .sharedStatus;
    expect(await sharedStatus()).not.toBe(SHARED_STATUS.public);
    (await find(page, '.share-switch .nut-switch')).dispatchEvent('tap');
    await expect.poll(sharedStatus, { timeout: 10_000 }).toBe(SHARED_STATUS.public);
    await find(page, '.share-copy');
    // WeChat's share menu on the page: the card opens the shared page inside the mini program.
    const share = (page as unknown as { instance: { onShareAppMessage?: (o: unknown) => { path?: string; title?: string } } }).instance.onShareAppMessage?.({
      from: 'menu',
    });
    expect(share).toMatchObject({ path: `/shared/index?type=tag&list=${data.stories.lake}`, title: '西湖游记' });
  });

  it('lists people A–Z, a Chinese name under its pinyin initial, with the index bar', async () => {
    const page = runtime.renderPage('people/index');
    await find(page, '.people-card');
    const groups = () => byClass(page.dom, 'people-group').map((group) => ({ heading: texts(group, 'people-heading')[0], names: texts(group, 'people-name') }));
    await expect.poll(groups, { timeout: 15_000 }).toEqual([
      { heading: 'A', names: ['Alice'] },
      { heading: 'W', names: ['王小明'] },
    ]);
    // The bar offers every letter; only those with people can be tapped.
    const keys = byClass(page.dom, 'people-index-key');
    expect(keys.map((k) => k.textContent)).toEqual(expect.arrayContaining(['A', 'W', 'Z', '#']));
    // The search marker first, drawn with the app's search icon.
    const enabled = keys.filter((k) => !k.className.includes('disabled'));
    expect(enabled.map((k) => k.textContent)).toEqual(['', 'A', 'W']);
    expect(byClass(enabled[0]!, 'icon')).toHaveLength(1);
    (await find(page, '.people-card')).dispatchEvent('tap');
    await expect.poll(() => runtime.opened.at(-1), { timeout: 10_000 }).toBe(`/diary/list/index?type=people&id=${data.people.alice}`);
  });

  it('shows stories by topic: the navigator has the topic, and its page the story in it', async () => {
    const page = runtime.renderPage('pages/tag/index');
    await find(page, '.stories-tab');
    await expect
      .poll(() => texts(page.dom, 'stories-tab'), { timeout: 15_000 })
      .toEqual([zh.stories.recently, zh.stories.favorites, '旅行', zh.stories.others]);
    const storyPages = () => byClass(page.dom, 'stories-page-item').map((item) => texts(item, 'story-name'));
    // Recently has both; no story is a favorite; the topic has its own story; Others the story without a topic.
    expect(storyPages()).toEqual([expect.arrayContaining(['西湖游记', '读书']), [], ['西湖游记'], ['读书']]);
    (await find(page, '.stories-all-topics-toggle')).dispatchEvent('tap');
    await expect
      .poll(() => byClass(page.dom, 'stories-all-topics').flatMap((section) => texts(section, 'chip')))
      .toEqual([zh.stories.recently, zh.stories.favorites, '旅行', zh.stories.others]);
  });

  it("draws the more tab's widgets with the user's data: today, on this day, photos, favorites, weather", async () => {
    const page = runtime.renderPage('pages/more/index');
    const history = await find(page, '.widget-history .widget-diary');
    expect(history.dom.textContent).toContain('一年前的今天：山上下雪了');
    expect(history.dom.textContent).toContain(zh.widgets.yearsAgo_other.replace('{{count}}', '1'));
    expect((await find(page, '.widget-today .today-day')).dom.textContent).toMatch(/\d{4}/);
    // The card's skeleton tiles (no image) stand until the photos come; WeChat's selectors have no :not().
    await expect.poll(() => byClass(page.dom, 'photo-tile-image').length, { timeout: 15_000 }).toBe(1);
    const tile = await find(page, '.widget-photos .photo-tile');
    expect((await find(page, '.widget-favorites .widget-diary')).dom.textContent).toContain('湖边的银杏叶黄了');
    await expect.poll(() => texts(page.dom, 'weather-bar-count').filter((count) => count !== '0').length, { timeout: 10_000 }).toBe(2);
    tile.dispatchEvent('tap');
    await expect.poll(() => runtime.opened.at(-1), { timeout: 10_000 }).toBe(`/diary/detail/index?id=${data.favorite}`);
  });

  it("adds a story on the form, renames it, and deletes it (after WeChat's confirm); the server has each change", async () => {
    const stories = async () =>
      ((await server.api(session.token, 'get_item_list', { className: 'tag', limit: 100 })) as { tagList: Array<{ objectId: string; name: string }> }).tagList;
    const type = async (page: { querySelector(s: string): unknown }, selector: string, value: string) =>
      (await find(page, selector)).dispatchEvent('input', { detail: { value } });

    const add = runtime.renderPage('manage/target/index', { kind: 'tag' });
    expect((await find(add, '.page-title')).dom.textContent).toBe(zh.target.addTag);
    expect(add.querySelector('.target-delete')).toBeFalsy();
    await type(add, '.target-name', '  登山  ');
    await type(add, '.target-summary', '周末的山');
    (await find(add, '.target-save')).dispatchEvent('tap');
    await expect.poll(async () => (await stories()).find((story) => story.name === '登山'), { timeout: 10_000 }).toBeTruthy();
    const id = (await stories()).find((story) => story.name === '登山')!.objectId;

    const edit = runtime.renderPage('manage/target/index', { kind: 'tag', id });
    expect((await find(edit, '.page-title')).dom.textContent).toBe(zh.target.editTag);
    // The form starts from the saved story: its summary is the textarea's value.
    const summary = await find(edit, '.target-summary');
    await expect.poll(() => Object.values(attributesOf(edit as unknown as { data: unknown }, summary.dom)), { timeout: 10_000 }).toContain('周末的山');
    await type(edit, '.target-name', '登山日记');
    (await find(edit, '.target-save')).dispatchEvent('tap');
    await expect.poll(async () => (await stories()).find((story) => story.objectId === id)?.name, { timeout: 10_000 }).toBe('登山日记');

    // Delete asks first (WeChat's modal, answered "confirm" here); the story is gone, its diaries would stay.
    const wx = (globalThis as unknown as { wx: Record<string, unknown> }).wx;
    const asked: string[] = [];
    wx.showModal = (options: { title: string; success?: (r: unknown) => void; complete?: () => void }) => {
      asked.push(options.title);
      options.success?.({ confirm: true, cancel: false, errMsg: 'showModal:ok' });
      options.complete?.();
    };
    // Delete waits for the save to finish (the form is busy until then).
    // Under load the form can still be busy when it looks idle: the tap is given again until WeChat's confirm is asked.
    await expect
      .poll(async () => (asked.length === 0 && (await find(edit, '.target-delete')).dispatchEvent('tap'), asked.length), { timeout: 10_000, interval: 500 })
      .toBeGreaterThan(0);
    await expect.poll(async () => (await stories()).some((story) => story.objectId === id), { timeout: 10_000 }).toBe(false);
    expect(asked).toHaveLength(1);
  });

  it("adds a topic, reorders topics with the move buttons and chooses a story's topic; the server keeps both", async () => {
    const topics = async () =>
      (
        (await server.api(session.token, 'get_item_list', { className: 'topic', limit: 100 })) as {
          topicList: Array<{ objectId: string; name: string; position: number }>;
        }
      ).topicList;
    const form = runtime.renderPage('manage/organizer/index', { kind: 'topic' });
    (await find(form, '.organize-name-field')).dispatchEvent('input', { detail: { value: '美食' } });
    (await find(form, '.target-save')).dispatchEvent('tap');
    await expect.poll(async () => (await topics()).find((topic) => topic.name === '美食'), { timeout: 10_000 }).toBeTruthy();
    const food = (await topics()).find((topic) => topic.name === '美食')!.objectId;

    const list = runtime.renderPage('manage/organizers/index', { kind: 'topic' });
    await expect.poll(() => texts(list.dom, 'organize-name'), { timeout: 15_000 }).toEqual(['旅行', '美食']);
    (list.querySelectorAll('.organize-move') as Found[])[1]!.dispatchEvent('tap');
    await expect
      .poll(async () => (await topics()).sort((a, b) => a.position - b.position).map((topic) => topic.objectId), { timeout: 10_000 })
      .toEqual([food, data.topic]);

    const select = runtime.renderPage('manage/organizer-select/index', { kind: 'topic', member: data.stories.reading });
    await expect.poll(() => texts(select.dom, 'organize-choice'), { timeout: 15_000 }).toEqual(['美食', '旅行', zh.organize.noTopic]);
    expect(byClass(select.dom, 'organize-choice').map((choice) => choice.className.includes('chosen'))).toEqual([false, false, true]);
    (select.querySelectorAll('.organize-choice') as Found[])[1]!.dispatchEvent('tap');
    const reading = async () =>
      ((await server.api(session.token, 'get_item_by_id', { className: 'tag', objectId: data.stories.reading })) as { item: { topic?: { objectId: string } } })
        .item;
    await expect.poll(async () => (await reading()).topic?.objectId, { timeout: 10_000 }).toBe(data.topic);
  });

  it("asks before WeChat's own back once the editor has writing; its ✕ asks too, and leaving discards the draft", async () => {
    const page = runtime.renderPage('diary/editor/index', { id: 'new' });
    const content = await find(page, '.content-field');
    await expect.poll(() => leaveAlert.at(-1), { timeout: 10_000 }).toBeNull();
    content.dispatchEvent('input', { detail: { value: '今天去爬山' } });
    await expect.poll(() => leaveAlert.at(-1), { timeout: 10_000 }).toBe(zh.editor.leaveTitle);
    const storedDraft = () => JSON.stringify(runtime.storage.get('diary:draft:new') ?? null);
    await expect.poll(storedDraft).toContain('今天去爬山');

    const asked: string[] = [];
    const wx = (globalThis as unknown as { wx: Record<string, unknown> }).wx;
    wx.showModal = (options: { title: string; success?: (r: unknown) => void }) => (
      asked.push(options.title),
      options.success?.({ confirm: true, cancel: false })
    );
    (await find(page, '.editor-close')).dispatchEvent('tap');
    await expect.poll(() => asked).toEqual([zh.editor.leaveTitle]);
    // The draft is gone: nothing is left to lose, so WeChat's back no longer asks.
    await expect.poll(() => leaveAlert.at(-1), { timeout: 10_000 }).toBeNull();
    await expect.poll(storedDraft).not.toContain('今天去爬山');
  });

  it("picks people and stories for the diary being written on the tabs' lists in select mode", async () => {
    const storedDraft = () => JSON.stringify(runtime.storage.get('diary:draft:new') ?? null);
    // The diary being written: the pickers are reached from its editor (the test before discarded the last one).
    const editor = runtime.renderPage('diary/editor/index', { id: 'new' });
    (await find(editor, '.content-field')).dispatchEvent('input', { detail: { value: '和朋友去图书馆' } });
    await expect.poll(storedDraft, { timeout: 10_000 }).toContain('和朋友去图书馆');
    const people = runtime.renderPage('people/select');
    await expect.poll(() => texts(people.dom, 'check-row-name'), { timeout: 15_000 }).toEqual(['Alice', '王小明']);
    expect(texts(people.dom, 'people-heading')).toEqual(['A', 'W']);
    expect(people.querySelector('.add-fab')).toBeFalsy();
    (people.querySelectorAll('.check-row') as Found[])[1]!.dispatchEvent('tap');
    await expect.poll(storedDraft, { timeout: 10_000 }).toContain('王小明');
    await expect.poll(() => byClass(people.dom, 'check-row').map((row) => row.className.includes('checked'))).toEqual([false, true]);
    // WeChat's screen reader hears each row as a checkbox, and which are checked (the ARIA slots Taro sends).
    const spoken = (row: Element) =>
      Object.values(attributesOf(people as unknown as { data: unknown }, row as HTMLElement)).filter(
        (value) => value === 'checkbox' || typeof value === 'boolean',
      );
    expect(byClass(people.dom, 'check-row').map(spoken)).toEqual([
      ['checkbox', false],
      ['checkbox', true],
    ]);

    const stories = runtime.renderPage('manage/story-select/index');
    await find(stories, '.check-row');
    // The topic pages are the tab's: 旅行 holds both stories now (读书 was put in it above).
    const travel = byClass(stories.dom, 'stories-page-item')[texts(stories.dom, 'stories-tab').indexOf('旅行')]!;
    expect(texts(travel, 'check-row-name').sort()).toEqual(['西湖游记', '读书'].sort());
    expect(stories.querySelector('.add-fab')).toBeFalsy();
    const rows = stories.querySelectorAll('.check-row') as Found[];
    rows.find((row) => row.dom.textContent?.includes('读书'))!.dispatchEvent('tap');
    await expect.poll(storedDraft, { timeout: 10_000 }).toContain('读书');
  });

  it("picks a place on WeChat's own map for the diary being written, kept in WGS-84 (WeChat answers in GCJ-02)", async () => {
    const storedDraft = () => JSON.stringify(runtime.storage.get('diary:draft:new') ?? null);
    const bridge = { latitude: 30.2606, longitude: 120.1513 };
    const wx = (globalThis as unknown as { wx: Record<string, unknown> }).wx;
    wx.chooseLocation = (options: { success?: (r: unknown) => void }) =>
      options.success?.({ name: '断桥残雪', address: '杭州市西湖区北山街', ...wgs84ToGcj02(bridge), errMsg: 'chooseLocation:ok' });
    const page = runtime.renderPage('manage/place-select/index');
    (await find(page, '.places-choose-on-map')).dispatchEvent('tap');
    await expect.poll(storedDraft, { timeout: 10_000 }).toContain('断桥残雪');
    const places = (await server.api(session.token, 'get_item_list', { className: 'location' })) as {
      locationList: Array<{ name: string; coordinates?: { latitude: number; longitude: number } }>;
    };
    const saved = places.locationList.find((place) => place.name === '断桥残雪')!;
    expect(saved.coordinates?.latitude).toBeCloseTo(bridge.latitude, 5);
    expect(saved.coordinates?.longitude).toBeCloseTo(bridge.longitude, 5);
  });
});
