// Lighthouse benchmark (not a test): Lighthouse's default mobile configuration (a phone screen, simulated slow 4G and a
// 4× slower CPU) against the built server serving the built web app, on Debian's Chromium, for three pages: the landing
// page signed out, the archive tab (/dashboard/archive) signed in, and the detail page of a diary with three photos.
// Prints, per page, the median of the runs' performance, accessibility and best-practices scores, largest contentful
// paint and total blocking time, then, from the run of median performance, what fails: the performance opportunities
// and diagnostics that would save the most, the main-thread tasks its total blocking time is made of, and every
// accessibility and best-practices audit under 1. The full reports
// are written as JSON to a temporary directory.
//
// The session is the app's own (localStorage `diary:session`), written into a fresh Chromium profile on the server's
// origin before Lighthouse runs; Lighthouse's storage reset clears the HTTP cache and service workers, not localStorage.
// This Lighthouse's trace-element gatherer fails on Debian's Chromium (the LCP element, layout shifts and render-blocking
// audits error), so a plain load of each page on the same phone screen names those elements from the page's own entries.
//
//   node tooling/bench/lighthouse.mjs [--runs 3] [--dist another/build] [--only landing,archive,detail]   (after pnpm turbo run build)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM, launchBrowser } from '../browser/chromium.js';
import { startRealServer } from '../server/real-server.js';
import { eventLabel, pageThread } from './trace.mjs';
import { addDiary, diaryWithThreePhotos, PHONE, signedIn } from './web-load-user.mjs';

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, dist: { type: 'string' }, only: { type: 'string' } },
});
const RUNS = Math.max(1, Number(options.runs));
const here = path.dirname(fileURLToPath(import.meta.url));
const WEB_DIST = options.dist ? path.resolve(options.dist) : path.resolve(here, '../../apps/web/dist');
const REPORTS = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-lighthouse-'));
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const TARGETS = { performance: 90, accessibility: 95, 'best-practices': 95 };

/** The project's headless flags (tooling/browser/chromium.js); Lighthouse gets a DevTools port and a profile of its own. */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/** Debian's Chromium with a fresh profile and a DevTools port. */
async function startChromium() {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium is missing at ${CHROMIUM} (apt-get install chromium)`);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-lighthouse-profile-'));
  const child = spawn(CHROMIUM, [...ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore', detached: true });
  const portFile = path.join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 20_000;
  while (!fs.existsSync(portFile) || !fs.readFileSync(portFile, 'utf8').includes('\n')) {
    if (child.exitCode !== null) throw new Error(`Chromium exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('Chromium did not open its DevTools port');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port: Number(fs.readFileSync(portFile, 'utf8').split('\n')[0]),
    async close() {
      const exited = new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      // Its whole process group: a helper left running would go on writing into the profile being removed.
      process.kill(-child.pid, 'SIGTERM');
      await exited;
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/**
 * Writes the app's stored session into the profile from a same-origin document that runs none of the app (its icon):
 * no service worker is registered and nothing is cached but the icon, which Lighthouse's reset clears anyway.
 */
async function signIn(port, origin, session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${origin}/icon.svg`);
    await page.evaluate((value) => localStorage.setItem('diary:session', value), JSON.stringify({ v: 1, data: session }));
    await page.close();
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run of a page in a fresh profile; answers its report and the DevTools issues it gathered. */
async function lighthouseRun(url, session, file) {
  const browser = await startChromium();
  try {
    if (session) await signIn(browser.port, new URL(url).origin, session);
    const result = await lighthouse(url, { port: browser.port, hostname: '127.0.0.1', output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    fs.writeFileSync(file, result.report);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(url).pathname) throw new Error(`Lighthouse ended at ${landed}, not ${new URL(url).pathname} (signed out?)`);
    const issues = Object.entries(result.artifacts.InspectorIssues ?? {}).flatMap(([type, list]) => list.map((details) => ({ type, details })));
    return { lhr, file, issues, tasks: blockingTasks(result.artifacts.Trace.traceEvents, new URL(url).origin) };
  } finally {
    await browser.close();
  }
}

/**
 * The page's main-thread tasks as Lighthouse's simulation counts them: each task of the unthrottled load it recorded,
 * times its CPU slowdown (×4), over 50 ms; with the trace events that take most of each (a script's evaluation, a
 * timer's callback, layout…). What total blocking time is made of, which the report itself does not say.
 */
function blockingTasks(events, origin) {
  const { pid, tid } = pageThread(events, origin);
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const navigated = events.find((e) => e.name === 'navigationStart' && e.pid === pid)?.ts ?? Math.min(...main.map((e) => e.ts));
  return main
    .filter((t) => t.name === 'RunTask' && t.dur * 4 > 50_000)
    .map((t) => {
      const inside = {};
      for (const e of main.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.dur > 1000 && !e.name.startsWith('V8.'))) {
        const name = eventLabel(e);
        inside[name] = (inside[name] ?? 0) + (e.dur / 1000) * 4;
      }
      const most = Object.entries(inside)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3);
      return {
        at: Math.round((t.ts - navigated) / 1000),
        ms: Math.round((t.dur / 1000) * 4),
        most: most.map(([name, ms]) => `${name} ${Math.round(ms)}`).join(', '),
      };
    });
}

/**
 * A run whose trace Lighthouse could not read (NO_NAVSTART, NO_FCP: "Please run Lighthouse again", 1 run in 20 or
 * so here) is run again, once.
 */
async function lighthouseRunAgainOnce(url, session, file) {
  try {
    return await lighthouseRun(url, session, file);
  } catch (error) {
    process.stderr.write(`  ${error.message.split('\n')[0]}; running it again\n`);
    return lighthouseRun(url, session, file);
  }
}

/** Describes an element in a line (parent > element, classes, an image's source or the start of its text); runs in the page. */
const DESCRIBE = `(node) => {
  const one = (n) => n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + [...n.classList].map((c) => '.' + c).join('');
  if (!node) return '(gone)';
  if (node.nodeType !== 1) return '#text "' + String(node.textContent).trim().slice(0, 40) + '"';
  const what = node.currentSrc ? ' src=' + node.currentSrc.replace(location.origin, '') : ' "' + (node.textContent || '').trim().slice(0, 40) + '"';
  return (node.parentElement ? one(node.parentElement) + ' > ' : '') + one(node) + what;
}`;

/**
 * What Lighthouse cannot name with this Chromium: the largest contentful paint's element and the layout shifts' elements,
 * from the page's own performance entries in a plain load on Lighthouse's phone screen, with the Content-Security-Policy
 * violations the page reports and the form fields with neither id nor name (a DevTools issue).
 */
async function plainLoad(url, session) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    if (session) await context.addInitScript((value) => localStorage.setItem('diary:session', value), JSON.stringify({ v: 1, data: session }));
    await context.addInitScript(`{
      const describe = ${DESCRIBE};
      window.__describe = describe;
      window.__seen = { lcp: [], shifts: [], violations: [] };
      document.addEventListener('securitypolicyviolation', (e) =>
        window.__seen.violations.push(e.violatedDirective + ' blocked ' + (e.blockedURI || '(inline)') + ' in ' + e.sourceFile.replace(location.origin, '') + ':' + e.lineNumber + ':' + e.columnNumber));
      new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__seen.lcp.push({ at: Math.round(e.startTime), size: e.size, element: describe(e.element) }); })
        .observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__seen.shifts.push({ at: Math.round(e.startTime), value: e.value, sources: e.sources.map((s) => describe(s.node)) }); })
        .observe({ type: 'layout-shift', buffered: true });
    }`);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    return await page.evaluate(() => ({
      ...window.__seen,
      unnamedFields: [...document.querySelectorAll('input:not([id]):not([name]), textarea:not([id]):not([name]), select:not([id]):not([name])')].map(
        (n) => `${n.tagName.toLowerCase()}[type=${n.getAttribute('type') ?? ''}] in ${window.__describe(n.parentElement).split(' "')[0]}`,
      ),
    }));
  } finally {
    await browser.close();
  }
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const FIGURES = {
  performance: (lhr) => score(lhr, 'performance'),
  accessibility: (lhr) => score(lhr, 'accessibility'),
  'best-practices': (lhr) => score(lhr, 'best-practices'),
  lcp: (lhr) => numeric(lhr, 'largest-contentful-paint'),
  tbt: (lhr) => numeric(lhr, 'total-blocking-time'),
};

/** A category's scored audits under 1, worst first. */
function failing(lhr, category) {
  return lhr.categories[category].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode))
    .sort((a, b) => a.score - b.score);
}

/** Performance: the failing opportunities and diagnostics (not the metrics themselves), most estimated savings first. */
function opportunities(lhr) {
  const saving = (a) => (a.metricSavings?.LCP ?? 0) + (a.metricSavings?.FCP ?? 0) + (a.metricSavings?.TBT ?? 0) + (a.metricSavings?.CLS ?? 0) * 1000;
  return lhr.categories.performance.auditRefs
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1 && ['numeric', 'metricSavings'].includes(a.scoreDisplayMode))
    .sort((a, b) => saving(b) - saving(a) || a.score - b.score)
    .slice(0, 8);
}

/** A short account of an audit's rows: the elements (selector) or resources (path) it names, with what each would save. */
function rows(audit, origin, max = 4) {
  const all = audit.details?.items ?? [];
  const named = [];
  for (const row of all) {
    const node = row.node ?? (row.source?.type === 'node' ? row.source : undefined);
    const url = typeof row.url === 'string' ? row.url : typeof row.source?.url === 'string' ? row.source.url : undefined;
    let label = node ? node.selector || node.snippet : url ? url.replace(origin, '') : (row.groupLabel ?? row.issueType ?? row.label);
    if (!label) continue;
    if (row.wastedMs) label += ` (${Math.round(row.wastedMs)} ms)`;
    else if (row.wastedBytes) label += ` (${(row.wastedBytes / 1024).toFixed(1)} KB)`;
    else if (row.total) label += ` (${Math.round(row.total)} ms)`;
    else if (row.duration) label += ` (${Math.round(row.duration)} ms)`;
    named.push(label);
    if (named.length === max) break;
  }
  const more = all.length > named.length ? `, … ${all.length} in all` : '';
  return named.length ? `: ${named.join('; ')}${more}` : '';
}

const server = await startRealServer({ env: { DIARY_WEB_DIR: WEB_DIST } });
try {
  const session = await signedIn(server, '13900007777');

  for (let day = 1; day <= 40; day += 3) await addDiary(server, session, `A walk along the river, day ${day}. The light was low and the water was still.`, day);
  const withPhotos = await diaryWithThreePhotos(server, session);

  const pages = [
    { name: 'landing', label: 'landing page /, signed out', url: `${server.url}/`, session: null },
    { name: 'archive', label: '/dashboard/archive, signed in', url: `${server.url}/dashboard/archive`, session },
    { name: 'detail', label: 'diary detail, 3 photos, signed in', url: `${server.url}/detail/${withPhotos}`, session },
  ].filter((page) => !options.only || options.only.split(',').includes(page.name));
  for (const [index, page] of pages.entries()) {
    page.runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      process.stderr.write(`Lighthouse: ${page.label}, run ${run} of ${RUNS} …\n`);
      page.runs.push(await lighthouseRunAgainOnce(page.url, page.session, path.join(REPORTS, `page${index + 1}-run${run}.json`)));
    }
    page.plain = await plainLoad(page.url, page.session);
    page.median = Object.fromEntries(Object.entries(FIGURES).map(([name, figure]) => [name, median(page.runs.map((r) => figure(r.lhr)))]));
    // The run whose performance score is the median, for the audits.
    page.typical = [...page.runs].sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'))[Math.floor((page.runs.length - 1) / 2)];
  }

  const { lhr: first } = pages[0].runs[0];
  const { throttling } = first.configSettings;
  console.log(
    `Lighthouse ${first.lighthouseVersion}, ${first.configSettings.formFactor} profile, ${first.configSettings.throttlingMethod}d throttling ` +
      `(${throttling.rttMs} ms RTT, ${throttling.throughputKbps} kbit/s, CPU ×${throttling.cpuSlowdownMultiplier}), ` +
      `${first.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}, benchmark index ` +
      `${pages.flatMap((p) => p.runs.map((r) => Math.round(r.lhr.environment.benchmarkIndex))).join('/')}; median of ${RUNS} run(s) per page`,
  );
  console.log(
    `targets: performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}, best-practices ≥ ${TARGETS['best-practices']} (* below)\n`,
  );
  console.log(
    `${'page'.padEnd(36)} ${'perf'.padStart(5)} ${'(runs)'.padEnd(RUNS * 4 + 1)} ${'a11y'.padStart(5)} ${'b-p'.padStart(5)} ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)}`,
  );
  for (const page of pages) {
    const mark = (name) => `${page.median[name]}${page.median[name] < TARGETS[name] ? '*' : ' '}`.padStart(5);
    const each = page.runs.map((r) => score(r.lhr, 'performance')).join('/');
    console.log(
      `${page.label.padEnd(36)} ${mark('performance')} ${`(${each})`.padEnd(RUNS * 4 + 1)} ${mark('accessibility')} ${mark('best-practices')} ` +
        `${page.median.lcp.toFixed(0).padStart(7)} ${page.median.tbt.toFixed(0).padStart(7)}`,
    );
  }

  for (const page of pages) {
    const { lhr, file, issues } = page.typical;
    const origin = new URL(page.url).origin;
    console.log(`\n${page.label}: the run of median performance, ${file}`);
    for (const warning of lhr.runWarnings) console.log(`  warning: ${warning}`);
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
    console.log(`  metrics (score): ${metrics.map((id) => `${id} ${lhr.audits[id].displayValue} (${lhr.audits[id].score})`).join(', ')}`);
    const broken = Object.values(lhr.audits).filter((a) => a.scoreDisplayMode === 'error');
    if (broken.length) console.log(`  audits that errored: ${broken.map((a) => a.id).join(', ')}: ${broken[0].errorMessage.slice(0, 120)}`);
    const lcp = page.plain.lcp.at(-1);
    if (lcp) console.log(`  LCP element (plain load): ${lcp.element}, ${lcp.size} px², at ${lcp.at} ms`);
    console.log('  main-thread tasks over 50 ms at ×4 (at ms of the unthrottled load: ms at ×4; what takes most of each):');
    for (const task of page.typical.tasks) console.log(`    at ${task.at}: ${task.ms}; ${task.most}`);
    for (const shift of page.plain.shifts) console.log(`  layout shift ${shift.value.toFixed(3)} at ${shift.at} ms (plain load): ${shift.sources.join('; ')}`);
    console.log('  performance, top opportunities and diagnostics:');
    for (const audit of opportunities(lhr)) {
      const savings = Object.entries(audit.metricSavings ?? {})
        .filter(([, v]) => v > 0)
        .map(([metric, v]) => `${metric} −${metric === 'CLS' ? v.toFixed(3) : `${Math.round(v)} ms`}`)
        .join(', ');
      console.log(
        `    ${audit.id} — ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}${savings ? ` [${savings}]` : ''}${rows(audit, origin)}`,
      );
    }
    for (const category of ['accessibility', 'best-practices']) {
      const failed = failing(lhr, category);
      console.log(`  ${category}, audits under 1: ${failed.length ? '' : 'none'}`);
      for (const audit of failed) console.log(`    ${audit.id} — ${audit.title}${rows(audit, origin)}`);
    }
    for (const { type, details } of issues) {
      const where = details.sourceCodeLocation
        ? ` in ${details.sourceCodeLocation.url.replace(origin, '')}:${details.sourceCodeLocation.lineNumber + 1}:${details.sourceCodeLocation.columnNumber + 1}`
        : '';
      const what = details.contentSecurityPolicyViolationType ?? details.errorType ?? '';
      console.log(`  DevTools issue: ${type} ${what}${details.violatedDirective ? ` (${details.violatedDirective})` : ''}${where}`);
    }
    for (const violation of page.plain.violations) console.log(`  CSP violation (plain load): ${violation}`);
    for (const field of page.plain.unnamedFields) console.log(`  form field with neither id nor name (plain load): ${field}`);
  }
} finally {
  await server.close();
}
