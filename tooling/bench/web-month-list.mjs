// Web benchmark (not a test): one month holding thousands of diaries, opened in headless Chromium
// at a phone viewport against the built server and web app. Prints how long the first rows take,
// how long loading every page of 20 takes while scrolling, how many rows are in the DOM (the list
// is virtualized), and frame times while the fully loaded list scrolls continuously.
//
//   pnpm turbo run build && node tooling/bench/web-month-list.mjs [--diaries 3000] [--frames 300]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../browser/chromium.js';
import { startRealServer } from '../server/real-server.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({ options: { diaries: { type: 'string', default: '3000' }, frames: { type: 'string', default: '300' } } });
const DIARIES = Number(args.diaries);
const FRAMES = Number(args.frames);

const server = await startRealServer({ env: { DIARY_WEB_DIR: path.resolve(here, '../../apps/web/dist') } });
const api = async (token, type, payload) => {
  const response = await fetch(`${server.url}/restful`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-session-token': token } : {}) },
    body: JSON.stringify({ type, ...payload }),
  });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`${type}: ${response.status} ${JSON.stringify(body)}`);
  return body;
};

try {
  const phone = '13700000001';
  await api(null, 'requestSmsCode', { mobilePhoneNumber: phone });
  const login = await api(null, 'loginByMobilePhone', { mobilePhoneNumber: phone, smsCode: server.lastCode(phone), agreement: true });
  const token = login.sessionToken;
  await api(token, 'startFreeTrial', {});
  const now = new Date();
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  const seedStart = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < DIARIES) {
        const i = next++;
        const day = 1 + (i % Math.min(now.getDate(), 28));
        const iso = new Date(year, month - 1, day, 8 + (i % 12), i % 60).toISOString();
        await api(token, 'add_item', {
          className: 'diary',
          data: { content: `Diary ${i}: a line of text long enough to wrap onto a second line in a phone-sized row.`, datetime: { __type: 'Date', iso } },
        });
      }
    }),
  );
  console.log(`seeded ${DIARIES} diaries in one month in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  const browser = await launchBrowser();
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  page.on('crash', () => console.error('the page crashed'));
  page.on('pageerror', (error) => console.error('page error:', String(error)));
  await page.goto(`${server.url}/intro`);
  await page.evaluate((data) => localStorage.setItem('diary:session', JSON.stringify({ v: 1, data })), { token, userId: login.objectId });
  const listPath = `/list/archive/${year}-${String(month).padStart(2, '0')}`;

  const openStart = performance.now();
  await page.goto(`${server.url}${listPath}`);
  await page.locator('.diary-row').first().waitFor();
  const firstRowsMs = performance.now() - openStart;

  const loadStart = performance.now();
  for (;;) {
    const done = await page.evaluate(() => {
      const scroller = document.querySelector('.list-scroll');
      scroller.scrollTop = scroller.scrollHeight;
      return Boolean(document.querySelector('.list-end'));
    });
    if (done) break;
    await page.waitForTimeout(30);
  }
  const allPagesMs = performance.now() - loadStart;
  const domRows = await page.locator('.diary-row').count();

  const frames = await page.evaluate(
    (count) =>
      new Promise((resolve) => {
        const scroller = document.querySelector('.list-scroll');
        scroller.scrollTop = 0;
        const times = [];
        let last = performance.now();
        let n = 0;
        const step = (t) => {
          times.push(t - last);
          last = t;
          scroller.scrollTop += 120;
          if (++n < count) requestAnimationFrame(step);
          else resolve(times.slice(1));
        };
        requestAnimationFrame(step);
      }),
    FRAMES,
  );
  frames.sort((a, b) => a - b);
  const at = (q) => frames[Math.min(frames.length - 1, Math.floor(q * frames.length))].toFixed(1);
  console.log(`first rows of the month shown: ${firstRowsMs.toFixed(0)} ms`);
  console.log(`every page of 20 loaded by scrolling to the end: ${(allPagesMs / 1000).toFixed(1)} s (${Math.ceil(DIARIES / 20)} pages)`);
  console.log(`rows in the DOM with ${DIARIES} loaded: ${domRows}`);
  console.log(`scrolling 120 px a frame for ${FRAMES} frames: frame time p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${frames.at(-1).toFixed(1)} ms`);
  await browser.close();
} finally {
  await server.close();
}
