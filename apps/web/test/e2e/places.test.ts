import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { listPath, pointer, routePath } from '@diary/core';
import type { RealServer } from '@diary/tooling/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictured } from '../support/a11y';
import { inLayout, launchBrowser, openContext, VIEWPORTS, type ViewportName } from '../support/browser';
import { paintedPng } from '../support/images';
import { closeSheet, freshPhone, openNewEditor, photo, pickFiles, toast, userViaApi, useSession } from '../support/journey';
import { startWebServer } from '../support/web-server';

// The map's tiles come from a tile server on loopback, as a self-hoster's own would: nothing leaves the machine.

/** A 256×256 tile: a flat colour with a darker border, so the screenshots show where tiles meet. */
const tilePng = (fill: [number, number, number], border: [number, number, number]) => paintedPng(256, 256, (x, y) => (x < 2 || y < 2 ? border : fill));
const TILES = { standard: await tilePng([232, 238, 226], [205, 212, 198]), satellite: await tilePng([64, 86, 70], [48, 66, 54]) };

/** Serves /{z}/{x}/{y}.png (standard) and /satellite/{z}/{x}/{y}.png, counting what was asked for. */
async function startTileServer() {
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    const match = /^\/(satellite\/)?\d+\/\d+\/\d+\.png$/.exec(request.url ?? '');
    if (!match) return void response.writeHead(404).end();
    asked.push(request.url!);
    response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' }).end(match[1] ? TILES.satellite : TILES.standard);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, asked, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let tiles: Awaited<ReturnType<typeof startTileServer>>;
let server: RealServer;
let browser: Browser;
beforeAll(async () => {
  tiles = await startTileServer();
  [server, browser] = await Promise.all([
    startWebServer({
      DIARY_MAP_TILE_URL: `${tiles.url}/{z}/{x}/{y}.png`,
      DIARY_MAP_SATELLITE_TILE_URL: `${tiles.url}/satellite/{z}/{x}/{y}.png`,
      DIARY_MAP_TILE_ATTRIBUTION: '© Loopback <Tiles>',
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await tiles?.close();
});

const WEST_LAKE = { latitude: 30.2741, longitude: 120.1551 };
const LINGYIN = { latitude: 30.2408, longitude: 120.1016 };

/** Every request the page makes, to check that none leaves loopback. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}
const offLoopback = (urls: string[]) => urls.filter((u) => !/^(data|blob):/.test(u) && !['127.0.0.1', 'localhost', '[::1]'].includes(new URL(u).hostname));

/** Three places, two with coordinates; their counts are the server's, from the diaries that mention them. */
async function placesOf(token: string) {
  const add = async (name: string, extra: Record<string, unknown> = {}) =>
    String((await server.api(token, 'add_item', { className: 'location', data: { name, ...extra } })).objectId);
  const ids = {
    lake: await add('West Lake', { address: 'Beishan Street, Hangzhou', coordinates: { __type: 'GeoPoint', ...WEST_LAKE } }),
    temple: await add('Lingyin Temple', { coordinates: { __type: 'GeoPoint', ...LINGYIN } }),
    home: await add('Home'),
  };
  const diaries: Array<[string, number]> = [
    [ids.lake, 3],
    [ids.temple, 1],
    [ids.home, 2],
  ];
  for (const [id, count] of diaries) {
    for (let i = 0; i < count; i++) {
      await server.api(token, 'add_item', {
        className: 'diary',
        data: { content: `Diary ${i + 1}`, datetime: { __type: 'Date', iso: new Date().toISOString() }, location: [pointer('location', id)] },
      });
    }
  }
  return ids;
}

const tab = (page: Page) => page.locator('.places-tab');
const marker = (page: Page, name: RegExp) => page.locator('.leaflet-marker-pane').getByRole('button', { name });

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the Places tab at the %s viewport', (viewport) => {
  it('draws the places over the tiles with their counts, switches map type, filters the list, and a marker opens the place', async () => {
    const session = await userViaApi(server, freshPhone());
    await server.api(session.token, 'startFreeTrial', {});
    const ids = await placesOf(session.token);
    const { context, page, errors } = await openContext(browser, viewport);
    const requests = recordRequests(page);
    await useSession(page, server, session);
    const before = tiles.asked.length;
    await page.goto(`${server.url}${routePath('dashboard', { tab: 'location' })}`);

    // Two markers (Home has no coordinates), each a count badge, over tiles from the loopback tile server.
    await marker(page, /^West Lake, 3 diaries$/).waitFor();
    expect(await page.locator('.leaflet-marker-pane .place-marker').allTextContents()).toEqual(expect.arrayContaining(['3', '1']));
    expect(await page.locator('.leaflet-marker-pane .place-marker').count()).toBe(2);
    await expect.poll(() => page.locator('.leaflet-tile-loaded').count()).toBeGreaterThan(0);
    expect(tiles.asked.length).toBeGreaterThan(before);
    expect(await page.locator('.leaflet-marker-pane img, .leaflet-shadow-pane img').count()).toBe(0);
    // The tile service's credit, shown as the text it is.
    expect(await page.locator('.leaflet-control-attribution').textContent()).toContain('© Loopback <Tiles>');
    // The map has the width on desktop (beside the list); a phone stacks them.
    const map = (await page.locator('.places-map').boundingBox())!;
    const list = (await page.locator('.places-list-pane').boundingBox())!;
    if (viewport === 'desktop') {
      expect(map.width).toBeGreaterThan(list.width);
      expect(list.x).toBeGreaterThan(map.x + map.width - 1);
    } else expect(list.y).toBeGreaterThan(map.y + map.height - 1);
    await pictured(page, `${viewport}-places`);

    // Satellite from the stored preference: kept on the device, still chosen after a reload.
    const satellite = page.getByRole('group', { name: 'Map type' }).getByRole('button', { name: 'Satellite' });
    expect(await page.getByRole('group', { name: 'Map type' }).getByRole('button').allTextContents()).toEqual(['Standard', 'Satellite']);
    await satellite.click();
    await expect.poll(() => tiles.asked.some((u) => u.startsWith('/satellite/'))).toBe(true);
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('diary:preferences')!).data.mapType)).toBe('satellite');
    await page.reload();
    await marker(page, /^West Lake/).waitFor();
    expect(await satellite.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.locator('.leaflet-tile-loaded').first().getAttribute('src')).toMatch(/\/satellite\//);
    await page.getByRole('group', { name: 'Map type' }).getByRole('button', { name: 'Standard' }).click();
    await expect.poll(() => page.locator('.leaflet-tile-loaded').first().getAttribute('src')).not.toMatch(/\/satellite\//);

    // The list: every place (with or without coordinates), filtered by name or address.
    const names = () => tab(page).locator('.places-name').allTextContents();
    await expect.poll(names).toEqual(expect.arrayContaining(['West Lake', 'Lingyin Temple', 'Home']));
    const search = tab(page).getByRole('searchbox', { name: 'Search places' });
    await search.fill('hangzhou');
    await expect.poll(names).toEqual(['West Lake']);
    await search.fill('temple');
    await expect.poll(names).toEqual(['Lingyin Temple']);
    await search.fill('nowhere');
    await tab(page).getByText('No search results').waitFor();
    await search.fill('');
    await tab(page).locator('.places-row').filter({ hasText: 'Home' }).getByText('2 diaries').waitFor();

    // A tap on a marker opens the place's diary list.
    await marker(page, /^West Lake, 3 diaries$/).click();
    await page.waitForURL((u) => u.pathname === inLayout(viewport, listPath({ listType: 'location', id: ids.lake }), 'location'));
    await page
      .locator('.list-header')
      .getByRole('heading', { name: /West Lake/ })
      .waitFor();

    expect(offLoopback(requests)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the place picker as a screen in select mode toggles places into a new diary, and says the maps service is off', async () => {
    const session = await userViaApi(server, freshPhone());
    await server.api(session.token, 'startFreeTrial', {});
    await placesOf(session.token);
    const { context, page, errors } = await openContext(browser, viewport);
    const requests = recordRequests(page);
    await useSession(page, server, session);
    await page.goto(`${server.url}${inLayout(viewport, routePath('editor', { diaryId: 'new' }), 'archive')}`);
    await page.getByRole('textbox', { name: 'What happened today?' }).fill('Tea by the lake.');

    // From the editor's place sheet to the places screen in select mode.
    await page.locator('.editor-rows').getByRole('button', { name: /Place/ }).click();
    await page.getByRole('button', { name: 'All places' }).click();
    await page.waitForURL((u) => u.pathname === inLayout(viewport, routePath('pickerSelect', { listType: 'location' }), 'archive'));
    const screen = page.locator('.place-select-page');
    await screen.getByRole('heading', { name: 'Choose places' }).waitFor();
    await screen.getByText('Maps are off on this server').waitFor();
    const lake = screen.getByRole('checkbox', { name: /West Lake/ });
    const temple = screen.getByRole('checkbox', { name: /Lingyin Temple/ });
    expect(await lake.getAttribute('aria-checked')).toBe('false');

    // Check circles toggle places in the draft; the search filters the rows.
    await lake.click();
    await temple.click();
    await temple.click();
    expect(await lake.getAttribute('aria-checked')).toBe('true');
    expect(await temple.getAttribute('aria-checked')).toBe('false');
    await pictured(page, `${viewport}-places-select`);
    await screen.getByRole('searchbox', { name: 'Search places' }).fill('temp');
    await expect.poll(() => screen.getByRole('checkbox').count()).toBe(1);

    // Done: back in the editor, the diary has the place and keeps its text.
    await screen.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL((u) => u.pathname === inLayout(viewport, routePath('editor', { diaryId: 'new' }), 'archive'));
    await page.locator('.editor-rows').getByRole('button', { name: /Place/ }).getByText('West Lake').waitFor();
    expect(await page.getByRole('textbox', { name: 'What happened today?' }).inputValue()).toBe('Tea by the lake.');

    // A list kind without a picker has no such screen.
    await page.goto(`${server.url}${inLayout(viewport, routePath('pickerSelect', { listType: 'weather' }), 'archive')}`);
    await page.getByText('Page not found').waitFor();

    expect(offLoopback(requests)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** A Nikon JPEG from the shared camera photos, with GPS: 43.467448, 11.885127 (WGS-84). */
const GPS_PHOTO = photo('gps_DSCN0010.jpg');
const PHOTO_POINT = { latitude: 43.467448, longitude: 11.885127 };
/** A point north of the photo's: 0.0009° of latitude is about 100 m. */
const northOfPhoto = (degrees: number) => ({ __type: 'GeoPoint', latitude: PHOTO_POINT.latitude + degrees, longitude: PHOTO_POINT.longitude });

describe("the place sheet with a photo's GPS", () => {
  it('offers the own places near the photo first, then "A new place here", which is saved at the photo\'s coordinates and shows on the map; the search says place search is off', async () => {
    const session = await userViaApi(server, freshPhone());
    await server.api(session.token, 'startFreeTrial', {});
    for (const [name, coordinates] of [
      ['Church', northOfPhoto(0.00225)],
      ['Piazza', northOfPhoto(0.0009)],
      ['Far field', northOfPhoto(0.009)],
    ] as const) {
      await server.api(session.token, 'add_item', { className: 'location', data: { name, coordinates } });
    }
    const { context, page, errors } = await openContext(browser, 'phone');
    const requests = recordRequests(page);
    await useSession(page, server, session);
    await openNewEditor(page, server);
    await pickFiles(page, '＋ Photo', [GPS_PHOTO]);
    await page.locator('.strip-photo').first().waitFor();
    await page.getByRole('textbox', { name: 'What happened today?' }).fill('On the hill above the town.');

    // First in the sheet, the own places within 0.3 km of where the photo was taken, nearest first (not the field 1 km away).
    await page.locator('.editor-rows').getByRole('button', { name: /Place/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Place' });
    const fromPhoto = sheet.getByRole('region', { name: /From your photo/ });
    await fromPhoto.getByRole('button', { name: /Piazza/ }).waitFor();
    expect(await fromPhoto.locator('.place').allTextContents()).toEqual(['📍 Piazza 100 m', '📍 Church 250 m']);
    const search = sheet.getByRole('searchbox', { name: 'Search places' });
    expect((await fromPhoto.boundingBox())!.y).toBeLessThan((await search.boundingBox())!.y);
    await sheet
      .locator('.place-list')
      .getByRole('button', { name: /Far field/ })
      .waitFor();
    expect(await sheet.getByRole('button', { name: /Piazza/ }).count()).toBe(1);
    await pictured(page, 'phone-place-sheet-photo');

    // This server has no maps service: the search says so instead of an empty list.
    await search.fill('cafe');
    await sheet.getByText('Place search is off on this server: only your own places are found.').waitFor();
    await search.fill('');

    // "A new place here", named by the person (no maps service to name the point), joins the diary.
    const newHere = fromPhoto.getByRole('button', { name: /A new place here/ });
    expect(await newHere.isDisabled()).toBe(true);
    await fromPhoto.getByRole('textbox', { name: 'Name this place' }).fill('Arezzo hill');
    await newHere.click();
    await fromPhoto.getByRole('button', { name: /Arezzo hill 0 m/, pressed: true }).waitFor();
    await closeSheet(page);
    await page.locator('.editor-rows').getByRole('button', { name: /Place/ }).getByText('Arezzo hill').waitFor();
    await page.locator('.editor-bar').getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'Saved').waitFor({ timeout: 30_000 });
    await page.waitForURL(/\/dashboard\/archive$/);

    // Saved at the photo's coordinates (WGS-84, as stored), so it is a marker on the places map.
    const saved = (await server.api(session.token, 'get_item_list', { className: 'location', limit: 10 })) as {
      locationList: Array<{ name: string; coordinates?: { latitude: number; longitude: number } }>;
    };
    const made = saved.locationList.find((p) => p.name === 'Arezzo hill')!;
    expect(made.coordinates!.latitude).toBeCloseTo(PHOTO_POINT.latitude, 6);
    expect(made.coordinates!.longitude).toBeCloseTo(PHOTO_POINT.longitude, 6);
    await page.goto(`${server.url}${routePath('dashboard', { tab: 'location' })}`);
    await marker(page, /^Arezzo hill, 1 diary$/).waitFor();

    expect(offLoopback(requests)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the Places tab on a server without map tiles', () => {
  let bare: RealServer;
  beforeAll(async () => {
    bare = await startWebServer();
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('lists the places with a plain note that the map is off, and loads no map', async () => {
    const session = await userViaApi(bare, freshPhone());
    await bare.api(session.token, 'add_item', { className: 'location', data: { name: 'West Lake', coordinates: { __type: 'GeoPoint', ...WEST_LAKE } } });
    const { context, page, errors } = await openContext(browser, 'phone');
    const requests = recordRequests(page);
    await useSession(page, bare, session);
    await page.goto(`${bare.url}${routePath('dashboard', { tab: 'location' })}`);
    await tab(page).getByText('The map is off on this server').waitFor();
    await tab(page).locator('.places-row').filter({ hasText: 'West Lake' }).waitFor();
    expect(await page.locator('.places-map, .leaflet-container').count()).toBe(0);
    expect(requests.filter((u) => /leaflet|PlacesMap/i.test(u))).toEqual([]);
    expect(offLoopback(requests)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the place picker with the maps service on (a Tencent maps fake on loopback)', () => {
  const KEY = 'tencent-test-key';
  let vendor: http.Server;
  let maps: RealServer;
  const searched: string[] = [];
  beforeAll(async () => {
    // The maps service answers in GCJ-02; the server hands the app WGS-84.
    vendor = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://vendor');
      const json = (body: unknown) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (url.searchParams.get('key') !== KEY) return json({ status: 311, message: 'key error' });
      if (url.pathname === '/ws/geocoder/v1/')
        return json({ status: 0, result: { address: 'Beishan Street, Hangzhou', address_reference: { landmark_l2: { title: 'Broken Bridge' } } } });
      if (url.pathname === '/ws/place/v1/search') {
        searched.push(url.searchParams.get('keyword') ?? '');
        const cafe = { id: '1234567890', title: 'Lakeside Cafe', address: 'Beishan Street 1', location: { lat: 30.2722, lng: 120.1606 } };
        return json({ status: 0, count: 1, data: url.searchParams.get('keyword') === 'cafe' ? [cafe] : [] });
      }
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
    const vendorUrl = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;
    maps = await startWebServer({ DIARY_MAPS: 'tencent', DIARY_TENCENT_MAP_KEY: KEY, DIARY_TENCENT_MAP_URL: vendorUrl });
  });
  afterAll(async () => {
    await maps?.close();
    await new Promise<void>((resolve) => vendor?.close(() => resolve()));
  });

  it('offers the current location by reverse geocoding and a debounced map search around it; a found place joins the draft', async () => {
    const session = await userViaApi(maps, freshPhone());
    await maps.api(session.token, 'startFreeTrial', {});
    const { context, page, errors } = await openContext(browser, 'phone');
    await context.grantPermissions(['geolocation'], { origin: maps.url });
    await context.setGeolocation(WEST_LAKE);
    const requests = recordRequests(page);
    await useSession(page, maps, session);
    // Opened directly: the screen opens the new diary's draft itself.
    await page.goto(`${maps.url}${routePath('pickerSelect', { listType: 'location' })}`);
    const screen = page.locator('.place-select-page');
    await screen.getByRole('button', { name: /Use current location/ }).click();
    await screen.getByRole('button', { name: /Broken Bridge/ }).waitFor();
    expect(await screen.getByText('Maps are off on this server').count()).toBe(0);

    // Typing quickly asks the maps service once, a second after the last key.
    const search = screen.getByRole('searchbox', { name: 'Search the map' });
    await expect.poll(() => searched.length).toBeGreaterThan(0);
    const before = searched.length;
    await search.pressSequentially('cafe', { delay: 120 });
    await screen.getByRole('button', { name: /Lakeside Cafe/ }).waitFor();
    expect(searched.slice(before)).toEqual(['cafe']);
    await pictured(page, 'phone-places-select-maps');

    // A found place is saved as the user's and checked in the draft.
    await screen.getByRole('button', { name: /Lakeside Cafe/ }).click();
    await expect.poll(() => screen.getByRole('checkbox', { name: /Lakeside Cafe/ }).getAttribute('aria-checked')).toBe('true');
    const saved = (await maps.api(session.token, 'get_item_list', { className: 'location', limit: 10 })) as {
      locationList?: Array<{ name?: string; address?: string }>;
    };
    expect(saved.locationList?.map((p) => [p.name, p.address])).toEqual([['Lakeside Cafe', 'Beishan Street 1']]);

    expect(offLoopback(requests)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
