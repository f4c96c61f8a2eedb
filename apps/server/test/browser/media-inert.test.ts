import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mediaUrl } from '@diary/core';
import { launchBrowser } from '@diary/tooling/browser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, newKey, uploadAs } from '../support/media';
import { startTestServer, type SignedIn, type TestServer } from '../support/server';

/** A page that, if it ever ran, would retitle itself and leave a mark in local storage (where the session lives). */
const ATTACK = '<html><body><script>document.title="pwned";localStorage.setItem("pwned","1");alert(1)</script></body></html>';

let server: TestServer;
let browser: Browser;
let me: SignedIn;
let base: string;
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-web-'));

beforeAll(async () => {
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    `<!doctype html><title>Diary</title><script>document.title="inline ran"</script><script type="module" src="/app.js"></script>`,
  );
  fs.writeFileSync(path.join(webDir, 'app.js'), 'document.body.dataset.app = "ran";');
  [server, browser] = await Promise.all([startTestServer({ env: { DIARY_WEB_DIR: webDir } }), launchBrowser()]);
  me = await server.signUp();
  base = (await server.call<{ mediaBase: string }>('media_base', {}, me.token)).body.mediaBase;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** Opens a URL in a fresh page of the app's origin and reports whether any of the attack ran. */
async function open(url: string) {
  const page = await browser.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  try {
    const response = await page.goto(url);
    await page.waitForTimeout(200);
    const title = await page.title();
    const app = await page.goto(`${server.url}/`);
    const marked = await page.evaluate('localStorage.getItem("pwned")');
    return { status: response?.status(), title, dialogs, marked, appStatus: app?.status() };
  } finally {
    await page.close();
  }
}

describe('opening a stored file in a browser runs nothing', () => {
  it('a JPEG that carries a page in its comment is shown as a picture', async () => {
    const photo = fixture('Canon_40D.jpg');
    // A COM segment right after the start-of-image marker: a valid JPEG that also holds HTML.
    const comment = Buffer.from(ATTACK);
    const segment = Buffer.concat([Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]), comment]);
    const polyglot = Buffer.concat([photo.subarray(0, 2), segment, photo.subarray(2)]);
    const key = newKey();
    expect((await uploadAs(server, me.token, polyglot, key)).status).toBe(200);
    const opened = await open(mediaUrl(base, key));
    expect(opened.status).toBe(200);
    expect(opened).toMatchObject({ dialogs: [], marked: null });
    expect(opened.title).not.toBe('pwned');
  });

  it('a page stored under an .html key before uploads were judged by content is not served', async () => {
    const key = 'file/stored-before.html';
    const file = path.join(server.env.DIARY_DATA_DIR!, 'media', 'objects', key);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.from(ATTACK)]));
    await server.database.db
      .insertInto('mediaObjects')
      .values({ key, user: me.userId, size: 100, kind: 'audio/mpeg', createdAt: new Date().toISOString() })
      .execute();
    const opened = await open(mediaUrl(base, key));
    expect(opened.status).toBe(404);
    expect(opened).toMatchObject({ dialogs: [], marked: null });
    expect(opened.title).not.toBe('pwned');
  });
});

describe('the app page runs only its own script files', () => {
  it('an inline script in the page is refused; the app’s file runs', async () => {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) violations.push(message.text());
    });
    try {
      await page.goto(`${server.url}/dashboard/archive`);
      await page.waitForFunction('document.body.dataset.app === "ran"');
      expect(await page.title()).toBe('Diary');
      expect(violations.some((v) => v.includes('inline'))).toBe(true);
    } finally {
      await page.close();
    }
  });
});
