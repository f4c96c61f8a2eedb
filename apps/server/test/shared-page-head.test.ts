import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, newKey, uploadAs } from './support/media';
import { add, date, diaryBody, list, ptr } from './support/records';
import { startTestServer, type SignedIn, type TestServer } from './support/server';

// A share link pasted into a chat is unfurled from the page's HTML, without running the web app:
// the server writes the shared diary's or list's title, a line of it and its photo into the head.

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-web-'));
let server: TestServer;
let owner: SignedIn;
let diary: string;
let tag: string;
let photoKey: string;

beforeAll(async () => {
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" /><title>Diary</title></head><body><div id="root"></div></body></html>',
  );
  server = await startTestServer({ env: { DIARY_WEB_DIR: webDir } });
  owner = await server.signUp();
  await server.call('update_item', { className: 'user', objectId: owner.userId, data: { nicename: 'Mei "M" <b>' } }, owner.token);
  photoKey = newKey();
  expect((await uploadAs(server, owner.token, fixture('Canon_40D.jpg'), photoKey)).status).toBe(200);
  const file = await add(server, owner.token, 'file', { filename: photoKey.slice('file/'.length), kind: 'image/jpeg' });
  tag = await add(server, owner.token, 'tag', { name: 'West Lake' });
  diary = await add(
    server,
    owner.token,
    'diary',
    diaryBody({
      content: `<script>alert(1)</script> Rain over the lake, "all" day & night. ${'More. '.repeat(40)}`,
      tag: [ptr('tag', tag)],
      gallery: [ptr('file', file)],
    }),
  );
  await add(server, owner.token, 'diary', diaryBody({ content: 'Only mine', tag: [ptr('tag', tag)], privateStatus: true }));
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const share = (className: string, objectId: string) =>
  server.call('update_item', { className, objectId, data: { sharedStatus: 2, sharedDatetime: date(server.clock.now().toISOString()) } }, owner.token);

async function page(pathname: string, language = 'en-US,en;q=0.9') {
  const response = await fetch(`${server.url}${pathname}`, { headers: { 'accept-language': language } });
  return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
}

/** The Open Graph properties of a page, as a link unfurler reads them (entities decoded). */
function openGraph(html: string): Record<string, string> {
  const decode = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return Object.fromEntries([...html.matchAll(/<meta property="(og:[a-z_]+)" content="([^"]*)" \/>/g)].map((m) => [m[1]!, decode(m[2]!)]));
}

describe("a share link's page head", () => {
  it("carries the shared diary's title, an excerpt of its text and its photo, every text escaped", async () => {
    await share('diary', diary);
    const shared = await page(`/shared/${diary}`);
    expect(shared.status).toBe(200);
    expect(shared.type).toContain('text/html');
    const og = openGraph(shared.html);
    // Its first 40 characters, since it has no title of its own.
    expect(og['og:title']).toBe(`${'<script>alert(1)</script> Rain over the'}…`);
    expect(og['og:description']!.startsWith('<script>alert(1)</script> Rain over the lake, "all" day & night. More.')).toBe(true);
    expect(Array.from(og['og:description']!).length).toBe(121);
    expect(og['og:url']).toBe(`${server.url}/shared/${diary}`);
    expect(shared.html).not.toContain('<script>alert(1)');
    expect(shared.html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(shared.html).toContain('<div id="root"></div>');
    // The preview's photo is the diary's, served to anyone holding the link while the share lasts.
    const photo = await fetch(og['og:image']!);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
  });

  it("introduces a shared list by its name and who shared it, in the visitor's language", async () => {
    await share('tag', tag);
    const en = openGraph((await page(`/shared/tag/${tag}`)).html);
    expect(en['og:title']).toBe('West Lake');
    expect(en['og:description']).toBe('Shared by Mei "M" <b> · 2 diaries');
    expect(en['og:image']).toContain(photoKey);
    const zh = openGraph((await page(`/shared/tag/${tag}`, 'zh-CN,zh;q=0.9')).html);
    expect(zh['og:description']).toContain('来自 Mei "M" <b> 的分享');
    // A diary opened from the list is introduced by its list: only the list is shared.
    expect(openGraph((await page(`/shared/tag/${tag}/${diary}`)).html)['og:title']).toBe('West Lake');
  });

  it('titles a shared month by its month, as the owner sees it', async () => {
    const archive = (await list(server, owner.token, 'archive')).items[0]!;
    await share('archive', archive.objectId);
    const og = openGraph((await page(`/shared/archive/${archive.objectId}`)).html);
    expect(og['og:title']).toContain(String(archive.year));
  });

  it('says nothing of a link that expired, was turned off or never was', async () => {
    await server.call('update_item', { className: 'diary', objectId: diary, data: { sharedStatus: 0, sharedDatetime: null } }, owner.token);
    for (const pathname of [`/shared/${diary}`, '/shared/noSuchDiary', '/shared/tag/noSuchTag', '/shared/nonsense/x']) {
      const gone = await page(pathname);
      expect(gone.status).toBe(200);
      expect(openGraph(gone.html)).toEqual({});
      expect(gone.html).toContain('<title>Diary</title>');
      expect(gone.html).not.toContain('Rain over the lake');
    }
  });
});
