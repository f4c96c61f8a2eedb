// Web main-thread benchmark (not a test): how long the archive tab keeps a slow phone's main thread busy as it opens.
// A signed-in user with 14 diaries opens /dashboard/archive in a fresh browser context (no cache, no service worker) on
// a phone screen with Chromium's CPU slowed 4× (Lighthouse's mobile factor, but applied, not simulated); the page's own
// long-task entries give the blocking time (each task's time beyond 50 ms, from navigation until the month cards and
// 2 s after), and the time until the current month's card is drawn. Prints the median and range of the runs.
//
//   node tooling/bench/web-main-thread.mjs [--runs 9] [--path /dashboard/archive] [--dist another/build]   (after pnpm turbo run build)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../browser/chromium.js';
import { startRealServer } from '../server/real-server.js';
import { PHONE, writerOfFortyDays } from './web-load-user.mjs';

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '9' }, path: { type: 'string', default: '/dashboard/archive' }, dist: { type: 'string' } },
});
const RUNS = Math.max(1, Number(options.runs));
const here = path.dirname(fileURLToPath(import.meta.url));
const WEB_DIST = options.dist ? path.resolve(options.dist) : path.resolve(here, '../../apps/web/dist');

const server = await startRealServer({ env: { DIARY_WEB_DIR: WEB_DIST } });
const browser = await launchBrowser();
try {
  const session = await writerOfFortyDays(server, '13900007778');

  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    await context.addInitScript(
      (value) => {
        localStorage.setItem('diary:session', value);
        window.__longTasks = [];
        new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration })))).observe({
          type: 'longtask',
          buffered: true,
        });
      },
      JSON.stringify({ v: 1, data: session }),
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${server.url}${options.path}`);
    await page.locator('.month-card').first().waitFor({ timeout: 60_000 });
    const drawn = await page.evaluate(() => performance.now());
    await page.waitForTimeout(2000);
    const tasks = await page.evaluate(() => window.__longTasks);
    runs.push({
      blocking: tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      busy: tasks.reduce((sum, t) => sum + t.duration, 0),
      longest: Math.max(0, ...tasks.map((t) => t.duration)),
      drawn,
    });
    await context.close();
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  const line = (label, key) => {
    const values = runs.map((r) => r[key]);
    console.log(
      `${label.padEnd(34)} ${String(Math.round(median(values))).padStart(6)} ms   (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`,
    );
  };
  console.log(`${options.path}, phone screen, CPU ×4 applied, ${RUNS} fresh loads: median (range)`);
  line('blocking time (long tasks − 50 ms)', 'blocking');
  line('time in long tasks', 'busy');
  line('longest task', 'longest');
  line('month cards drawn at', 'drawn');
} finally {
  await browser.close();
  await server.close();
}
