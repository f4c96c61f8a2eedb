// Web load profile (not a test): where the main thread's time goes while a page opens on a slow phone. A signed-in user
// with 14 diaries opens the page in a fresh browser context (no cache, no service worker) on a phone screen with
// Chromium's CPU slowed 4× (applied); a Chromium trace with its sampling profiler records the load until 1.5 s after
// the page's first `--wait` element. Prints, as medians of the runs: the main thread's busy time, its blocking time
// (each task's time over 50 ms from the first contentful paint, as Lighthouse's total blocking time), the tasks over
// 50 ms, the time by script file (self time) and by function (inclusive time: a function and what it calls).
//
// The app's build is minified, so its functions have short names; profile an unminified build of the same chunks for
// the names (apps/web: `node scripts/build.mjs --unminified /tmp/web-unminified`, then `--dist /tmp/web-unminified`).
//
//   node tooling/bench/web-load-profile.mjs [--runs 3] [--path /dashboard/archive | detail] [--wait .month-card] [--dist dir] [--top 25] [--tasks 8]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../browser/chromium.js';
import { startRealServer } from '../server/real-server.js';
import { chunkName, eventLabel, pageThread } from './trace.mjs';
import { diaryWithThreePhotos, PHONE, writerOfFortyDays } from './web-load-user.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    path: { type: 'string', default: '/dashboard/archive' },
    wait: { type: 'string', default: '.month-card' },
    dist: { type: 'string' },
    top: { type: 'string', default: '25' },
    tasks: { type: 'string', default: '8' },
    cpu: { type: 'string', default: '4' },
  },
});
const RUNS = Math.max(1, Number(options.runs));
/** Times are printed as at 4× slower: measured so (`--cpu 4`), or measured unthrottled and multiplied, as Lighthouse's simulation does (`--cpu 1`). */
const CPU = Number(options.cpu);
const SCALE = 4 / CPU;
const here = path.dirname(fileURLToPath(import.meta.url));
const WEB_DIST = options.dist ? path.resolve(options.dist) : path.resolve(here, '../../apps/web/dist');
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler'];

/** One load's trace, read: busy time, long tasks, self time by file and inclusive time by function (ms, at 4×). */
function readTrace(events, origin) {
  const thread = pageThread(events, origin);
  const tasks = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.name === 'RunTask');
  const nodes = new Map();
  const samples = [];
  for (const profile of events.filter((e) => e.name === 'Profile' && e.pid === thread.pid)) {
    let at = profile.args.data.startTime;
    for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id && e.pid === profile.pid)) {
      const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
      for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
      (cpuProfile.samples ?? []).forEach((node, i) => {
        at += timeDeltas[i];
        samples.push({ node, ms: (timeDeltas[i] / 1000) * SCALE, at });
      });
    }
  }
  const stackOf = (id) => {
    const frames = [];
    for (let node = nodes.get(id); node; node = nodes.get(node.parent)) frames.push(node.callFrame);
    return frames;
  };
  const byFile = {};
  const byFunction = {};
  let busy = 0;
  for (const { node, ms } of samples) {
    const frames = stackOf(node);
    if (frames.length === 0 || frames[0].functionName === '(idle)') continue;
    busy += ms;
    const file = chunkName(frames[0].url) || frames[0].functionName;
    byFile[file] = (byFile[file] ?? 0) + ms;
    const seen = new Set();
    for (const frame of frames) {
      if (frame.functionName === '(root)' || frame.functionName === '(program)' || !frame.url) continue;
      const name = `${frame.functionName || '(anonymous)'} ${chunkName(frame.url)}:${frame.lineNumber + 1}`;
      if (seen.has(name)) continue;
      seen.add(name);
      byFunction[name] = (byFunction[name] ?? 0) + ms;
    }
  }
  const start = Math.min(...tasks.map((t) => t.ts));
  const onThread = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X');
  const longTasks = tasks
    .filter((t) => t.dur * SCALE > 50_000)
    .map((t) => {
      const within = (e) => e.ts >= t.ts && e.ts <= t.ts + t.dur;
      const traced = (names) => onThread.filter((e) => names.includes(e.name) && within(e)).reduce((sum, e) => sum + (e.dur / 1000) * SCALE, 0);
      const functions = {};
      for (const sample of samples.filter((s) => s.at >= t.ts && s.at <= t.ts + t.dur)) {
        const seen = new Set();
        for (const frame of stackOf(sample.node)) {
          if (!frame.url) continue;
          const name = `${frame.functionName || '(anonymous)'} ${chunkName(frame.url)}:${frame.lineNumber + 1}`;
          if (!seen.has(name)) functions[name] = (functions[name] ?? 0) + sample.ms;
          seen.add(name);
        }
      }
      const kinds = {};
      for (const e of onThread.filter((e) => e !== t && within(e) && e.dur)) {
        const label = eventLabel(e);
        kinds[label] = (kinds[label] ?? 0) + (e.dur / 1000) * SCALE;
      }
      return {
        kinds: Object.entries(kinds)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 3),
        at: (t.ts - start) / 1000,
        ms: (t.dur / 1000) * SCALE,
        layout: traced(['Layout']),
        style: traced(['UpdateLayoutTree', 'RecalculateStyles']),
        functions: Object.entries(functions).sort((a, b) => b[1] - a[1]),
      };
    });
  // Total blocking time as Lighthouse counts it: each task's time over 50 ms (at 4×), from the first contentful paint on
  // (of a task under way at the paint, the part after it).
  const painted = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === thread.pid)?.ts ?? start;
  const blocking = longTasks.reduce((sum, t) => {
    const before = Math.max(0, ((painted - start) / 1000 - t.at) * SCALE);
    return sum + Math.max(0, t.ms - before - 50);
  }, 0);
  return { busy, blocking, longTasks, byFile, byFunction };
}

const server = await startRealServer({ env: { DIARY_WEB_DIR: WEB_DIST } });
const browser = await launchBrowser();
try {
  const session = await writerOfFortyDays(server, '13900007779');
  // `--path detail`: the detail page of a diary with three photos.
  const opened = options.path === 'detail' ? `/detail/${await diaryWithThreePhotos(server, session)}` : options.path;

  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    await context.addInitScript((value) => localStorage.setItem('diary:session', value), JSON.stringify({ v: 1, data: session }));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`${server.url}${opened}`);
    await page.locator(options.wait).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1500);
    runs.push(readTrace(JSON.parse((await browser.stopTracing()).toString('utf8')).traceEvents, server.url));
    await context.close();
  }

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  const ms = (value) => `${String(Math.round(value)).padStart(6)} ms`;
  /** Each name's median over the runs (a run without it counts 0), the largest first. */
  const medians = (key) => {
    const names = new Set(runs.flatMap((r) => Object.keys(r[key])));
    return [...names].map((name) => [name, median(runs.map((r) => r[key][name] ?? 0))]).sort((a, b) => b[1] - a[1]);
  };
  console.log(
    `${opened}, phone screen, ${CPU === 4 ? 'CPU ×4 applied' : `CPU ×${CPU} applied, times ×${SCALE}`}, ${RUNS} fresh loads (Chromium's trace and sampling profiler), ${WEB_DIST}`,
  );
  console.log(`main thread busy (median)              ${ms(median(runs.map((r) => r.busy)))}`);
  console.log(
    `blocking time from first paint (median) ${ms(median(runs.map((r) => r.blocking)))}  (runs: ${runs.map((r) => Math.round(r.blocking)).join(', ')})`,
  );
  for (const [i, r] of runs.entries())
    console.log(`  run ${i + 1}, tasks over 50 ms (at ms: length): ${r.longTasks.map((t) => `${Math.round(t.at)}: ${Math.round(t.ms)}`).join(', ')}`);
  const middle = runs.indexOf([...runs].sort((a, b) => a.busy - b.busy)[Math.floor((runs.length - 1) / 2)]);
  console.log(`the tasks over 50 ms of run ${middle + 1} (median busy time): style and layout, and the functions taking most of each:`);
  for (const t of runs[middle].longTasks) {
    const top = t.functions.slice(0, Number(options.tasks)).map(([name, value]) => `${name.split(' ')[0]} ${Math.round(value)}`);
    console.log(
      `  at ${Math.round(t.at)} ms, ${Math.round(t.ms)} ms: style ${Math.round(t.style)}, layout ${Math.round(t.layout)}; ${t.kinds.map(([k, v]) => `${k} ${Math.round(v)}`).join(', ')}; ${top.join(', ')}`,
    );
  }
  console.log('self time by file (median):');
  for (const [name, value] of medians('byFile').slice(0, 12)) console.log(`  ${ms(value)}  ${name}`);
  console.log(`inclusive time by function (median), the top ${options.top}:`);
  for (const [name, value] of medians('byFunction').slice(0, Number(options.top))) console.log(`  ${ms(value)}  ${name}`);
} finally {
  await browser.close();
  await server.close();
}
