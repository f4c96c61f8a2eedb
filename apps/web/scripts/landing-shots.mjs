// Makes the landing page's screenshots (public/landing/*.webp) from the real app: the built server on
// loopback over a fresh database, a demo account with the camera photos of the server's test fixtures,
// and Chromium at a phone's size, in Chinese (the app's default language), light appearance. Map tiles
// come from a small tile server on loopback, drawn here; nothing leaves the machine.
//
//   pnpm turbo run build --filter @diary/web --filter @diary/server && node apps/web/scripts/landing-shots.mjs
//
// Each shot is 360×780 WebP under 60 KB, so the landing page stays light.
/* global Buffer, fetch, FormData, Blob -- Node's own; document and localStorage below run in the page: */
/* global document, localStorage */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pointer, routePath, SESSION_HEADER, zh } from '@diary/core';
import { launchBrowser } from '@diary/tooling/browser';
import { startRealServer } from '@diary/tooling/server';
import sharp from 'sharp';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const out = path.join(web, 'public/landing');
const photos = path.resolve(web, '../server/test/fixtures/media');
const WIDTH = 360;
const HEIGHT = 780;
const MAX_BYTES = 60 * 1024;

if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('Build the web app and the server first');

/** A map tile: land, a park and a lake here and there, and roads on the tile's edges, so the map reads as one. */
async function tile(x, y) {
  const seed = (x + 2 * y) % 4;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="#eef0e8"/>
    ${seed === 0 ? '<ellipse cx="140" cy="120" rx="100" ry="70" fill="#b9d5ec"/>' : ''}
    ${seed === 2 ? '<rect x="40" y="60" width="140" height="110" rx="18" fill="#cfe3c4"/>' : ''}
    <path d="M0 64H256M0 192H256M64 0V256M192 0V256" stroke="#ffffff" stroke-width="6"/>
    <path d="M0 ${40 + seed * 30}L256 ${90 + seed * 20}" stroke="#f6d58e" stroke-width="8"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function startTiles() {
  const server = http.createServer(async (request, response) => {
    const match = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(request.url ?? '');
    if (!match) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' }).end(await tile(Number(match[2]), Number(match[3])));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * The fixture photos as the demo's pictures: the camera photo of a village whole and in two parts, and
 * the waterfall without the orientation tests' labels (cut away; the copies carry no EXIF).
 */
const PICTURES = {
  village: { file: 'gps_DSCN0010.jpg' },
  houses: { file: 'gps_DSCN0010.jpg', region: { left: 0, top: 0, width: 360, height: 300 } },
  fields: { file: 'gps_DSCN0010.jpg', region: { left: 240, top: 160, width: 400, height: 320 } },
  waterfall: { file: 'orientation_landscape_1.jpg', region: { left: 130, top: 270, width: 200, height: 150 } },
  forest: { file: 'orientation_landscape_1.jpg', region: { left: 360, top: 20, width: 220, height: 170 } },
};

async function picture(name) {
  const { file, region } = PICTURES[name];
  const bytes = fs.readFileSync(path.join(photos, file));
  return region ? sharp(bytes).rotate().extract(region).jpeg({ quality: 90 }).toBuffer() : bytes;
}

/** Uploads a picture as the app does (upload token, then the file) and makes its file record. */
async function upload(server, token, name) {
  const answer = await fetch(`${server.url}/qiniu/uptoken`, { headers: { [SESSION_HEADER]: token } });
  const { uptoken, uploadUrl } = (await answer.json()).data;
  const key = `file/demo${Math.random().toString(36).slice(2, 10)}.jpg`;
  const form = new FormData();
  form.set('token', uptoken);
  form.set('key', key);
  form.set('file', new Blob([await picture(name)], { type: 'image/jpeg' }), `${name}.jpg`);
  const result = await (await fetch(uploadUrl, { method: 'POST', body: form })).json();
  const created = await server.api(token, 'add_item', {
    className: 'file',
    data: {
      filename: key,
      name: `${name}.jpg`,
      kind: 'image/jpeg',
      size: result.size,
      dimensions: [result.width, result.height],
      datetime: { __type: 'Date', iso: result.datetimeISO },
    },
  });
  return { objectId: String(created.objectId), key };
}

/** The demo account: a few months of diaries around Hangzhou, with photos, places, people, stories and moods. */
async function demoAccount(server) {
  const phone = '13900000001';
  await server.api(null, 'requestSmsCode', { mobilePhoneNumber: phone });
  const login = await server.api(null, 'loginByMobilePhone', { mobilePhoneNumber: phone, smsCode: server.lastCode(phone), agreement: true });
  const token = String(login.sessionToken);
  const userId = String(login.objectId);
  await server.api(token, 'startFreeTrial', {});
  await server.api(token, 'update_item', { className: 'user', objectId: userId, data: { nicename: '小安' } });
  const add = async (className, data) => String((await server.api(token, 'add_item', { className, data })).objectId);
  const lake = await add('location', { name: '西湖', address: '杭州市西湖区', coordinates: { __type: 'GeoPoint', latitude: 30.2489, longitude: 120.1485 } });
  const temple = await add('location', {
    name: '灵隐寺',
    address: '杭州市西湖区法云弄',
    coordinates: { __type: 'GeoPoint', latitude: 30.2408, longitude: 120.1016 },
  });
  const village = await add('location', {
    name: '龙井村',
    address: '杭州市西湖区龙井路',
    coordinates: { __type: 'GeoPoint', latitude: 30.2237, longitude: 120.1245 },
  });
  const mei = await add('people', { name: '阿梅' });
  const lin = await add('people', { name: '小林' });
  const trip = await add('tag', { name: '杭州慢游' });
  const happy = await add('status', { name: '开心', emoji: '😄' });
  const calm = await add('status', { name: '平静', emoji: '😌' });
  const month = (ago, day) => {
    const d = new Date();
    d.setMonth(d.getMonth() - ago, day);
    d.setHours(9 + (day % 8), 30, 0, 0);
    return d.toISOString();
  };
  const diaries = [
    {
      iso: month(0, 2),
      photo: 'village',
      place: village,
      people: [lin],
      status: happy,
      weather: 1,
      content: '龙井村的茶农在炒新茶，满屋子都是豆香。小林说明年还要再来。',
    },
    {
      iso: month(0, 1),
      photo: 'waterfall',
      place: lake,
      people: [mei],
      status: calm,
      weather: 2,
      content: '和阿梅沿着白堤走到断桥，湖面起了薄雾，柳树刚冒新芽。回来的路上买了一袋桂花糕。',
    },
    { iso: month(1, 12), photo: 'forest', place: temple, people: [], status: calm, weather: 3, content: '清晨去灵隐寺，石阶上落满了叶子，钟声很远。' },
    {
      iso: month(2, 20),
      photo: 'houses',
      place: lake,
      people: [mei, lin],
      status: happy,
      weather: 5,
      content: '雨中的西湖别有味道，三个人挤在一把伞下看荷花。',
    },
    { iso: month(3, 8), photo: 'fields', place: village, people: [], status: happy, weather: 1, content: '第一次自己做了龙井虾仁，味道居然还不错。' },
    { iso: month(4, 16), photo: 'forest', place: temple, people: [lin], status: calm, weather: 2, content: '山里的雨停了，空气里都是青苔的味道。' },
    {
      iso: month(5, 3),
      photo: 'village',
      place: village,
      people: [mei],
      status: happy,
      weather: 1,
      content: '第一次来杭州，住在茶园边上的民宿，推开窗就是一片绿。',
    },
  ];
  let latest;
  for (const d of diaries) {
    const file = await upload(server, token, d.photo);
    const id = await add('diary', {
      content: d.content,
      datetime: { __type: 'Date', iso: d.iso },
      weather: d.weather,
      gallery: [pointer('file', file.objectId)],
      cover: file.key,
      location: [pointer('location', d.place)],
      people: d.people.map((p) => pointer('people', p)),
      tag: [pointer('tag', trip)],
      status: pointer('status', d.status),
    });
    await server.api(token, 'update_item', { className: 'file', objectId: file.objectId, data: { diary: [pointer('diary', id)] } });
    latest ??= id;
  }
  return { token, userId, latest, trip };
}

/** The page as a 360×780 WebP of at most 60 KB: the quality steps down until it fits. */
async function save(page, name) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    Promise.all([...document.images].map((img) => (img.complete ? undefined : new Promise((r) => img.addEventListener('load', r, { once: true }))))),
  );
  const png = await page.screenshot();
  for (let quality = 80; quality >= 30; quality -= 5) {
    const webp = await sharp(png).resize(WIDTH, HEIGHT).webp({ quality, effort: 6 }).toBuffer();
    if (webp.length <= MAX_BYTES) {
      fs.writeFileSync(path.join(out, `${name}.webp`), webp);
      console.log(`${name}.webp ${(webp.length / 1024).toFixed(1)} KB (quality ${quality})`);
      return;
    }
  }
  throw new Error(`${name}: no quality fits ${MAX_BYTES} bytes`);
}

const tiles = await startTiles();
const server = await startRealServer({ env: { DIARY_WEB_DIR: dist, DIARY_MAP_TILE_URL: `${tiles.url}/{z}/{x}/{y}.png` } });
const browser = await launchBrowser();
try {
  fs.mkdirSync(out, { recursive: true });
  const demo = await demoAccount(server);
  // A phone at twice the pixels, so the shots stay sharp when scaled down.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    timezoneId: 'Asia/Shanghai',
    locale: 'zh-CN',
    colorScheme: 'light',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/intro`);
  await page.evaluate(
    (data) => {
      localStorage.setItem('diary:session', JSON.stringify({ v: 1, data }));
      localStorage.setItem('diary:preferences', JSON.stringify({ v: 1, data: { language: 'zh', appearance: 'light', mapType: 'standard' } }));
    },
    { token: demo.token, userId: demo.userId },
  );

  await page.goto(`${server.url}${routePath('dashboard', { tab: 'archive' })}`);
  await page.locator('.month-card img').first().waitFor();
  // The months with diaries in the middle of the screen, rather than the empty months ahead.
  const twoMonthsAgo = new Date();
  twoMonthsAgo.setMonth(twoMonthsAgo.getMonth() - 3, 1);
  const month = `${twoMonthsAgo.getFullYear()}-${String(twoMonthsAgo.getMonth() + 1).padStart(2, '0')}`;
  await page.locator(`.month-card[data-month="${month}"]`).evaluate((card) => card.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(300);
  await save(page, 'month-list');

  await page.goto(`${server.url}${routePath('editor', { diaryId: demo.latest })}`);
  await page.locator('.editor-page textarea').waitFor();
  await save(page, 'editor');

  await page.goto(`${server.url}${routePath('dashboard', { tab: 'location' })}`);
  await page.locator('.leaflet-marker-pane .place-marker').first().waitFor();
  await page.locator('.leaflet-tile-loaded').first().waitFor();
  await save(page, 'map');

  await page.goto(`${server.url}${routePath('list', { listType: 'tag', listId: demo.trip })}`);
  await page.locator('.diary-row').first().waitFor();
  await page.locator('.floating-buttons').getByRole('button', { name: zh.common.more, exact: true }).click();
  await page
    .locator('.nut-actionsheet-list .nut-actionsheet-item')
    .filter({ hasText: new RegExp(`^${zh.listOptions.share}$`) })
    .click();
  const sheet = page.locator('.share-sheet');
  await sheet.getByRole('switch', { name: zh.share.publicSwitch }).click();
  await sheet.getByText(zh.share.validUntil.split('{{')[0]).waitFor();
  // The toast saying so has gone.
  await page.locator('.nut-toast').waitFor({ state: 'hidden', timeout: 5000 });
  await save(page, 'share');
  await context.close();
} finally {
  await browser.close();
  await server.close();
  await tiles.close();
}
