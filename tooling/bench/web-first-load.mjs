// Web first-load benchmark (not a test): the bytes that cross the wire when a signed-in user opens
// /dashboard/archive in a fresh browser, as the built server sends them (precompressed brotli or
// gzip where the client takes it), and the same page with compression refused (Accept-Encoding:
// identity), which is what the server sent before the build wrote compressed copies. A second visit
// shows what the cache headers save (hashed files are immutable; the page revalidates).
//
//   node tooling/bench/web-first-load.mjs        (after pnpm turbo run build)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../browser/chromium.js';
import { startRealServer } from '../server/real-server.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const WEB_DIST = path.resolve(here, '../../apps/web/dist');

const server = await startRealServer({ env: { DIARY_WEB_DIR: WEB_DIST } });
const browser = await launchBrowser();
const call = async (type, payload = {}, token) => {
  const response = await fetch(`${server.url}/restful`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-session-token': token } : {}) },
    body: JSON.stringify({ type, ...payload }),
  });
  return response.json();
};

/** Opens the archive tab and answers the bytes of the app's own files (page, scripts, styles), on the wire and decoded. */
async function load(context, label) {
  const page = await context.newPage();
  const sizes = new Map();
  const client = await context.newCDPSession(page);
  await client.send('Network.enable');
  const urls = new Map();
  client.on('Network.responseReceived', (event) =>
    urls.set(event.requestId, { url: event.response.url, fromCache: event.response.fromDiskCache || event.response.fromServiceWorker }),
  );
  client.on('Network.loadingFinished', (event) => {
    const response = urls.get(event.requestId);
    if (response && !/\/restful|\/media\//.test(response.url)) sizes.set(response.url, { wire: response.fromCache ? 0 : event.encodedDataLength });
  });
  const started = performance.now();
  await page.goto(`${server.url}/dashboard/archive`);
  await page.locator('.month-card').first().waitFor();
  const elapsed = performance.now() - started;
  const decoded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .concat(performance.getEntriesByType('navigation'))
      .filter((e) => !/\/restful|\/media\//.test(e.name))
      .reduce((sum, e) => sum + e.decodedBodySize, 0),
  );
  const wire = [...sizes.values()].reduce((sum, s) => sum + s.wire, 0);
  console.log(
    `${label.padEnd(56)} ${String(sizes.size).padStart(3)} files  ${(wire / 1024).toFixed(1).padStart(7)} KB on the wire  ${(decoded / 1024).toFixed(1).padStart(7)} KB decoded  ${elapsed.toFixed(0).padStart(5)} ms`,
  );
  await page.close();
}

try {
  const phone = '13900009999';
  await call('requestSmsCode', { mobilePhoneNumber: phone });
  const login = await call('loginByMobilePhone', { mobilePhoneNumber: phone, smsCode: server.lastCode(phone), agreement: true });
  const session = JSON.stringify({ v: 1, data: { token: login.sessionToken, userId: login.objectId } });
  for (const [label, headers] of [
    ['compressed (brotli, as Chromium asks)', {}],
    ['uncompressed (Accept-Encoding: identity)', { 'accept-encoding': 'identity' }],
  ]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block', extraHTTPHeaders: headers });
    await context.addInitScript((value) => localStorage.setItem('diary:session', value), session);
    await load(context, `first visit, ${label}`);
    await load(context, `second visit, ${label}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
