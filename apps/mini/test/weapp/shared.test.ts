// @vitest-environment jsdom
import { encodeDate, pointer, startSharing, zh } from '@diary/core';
import { startRealServer, type RealServer } from '@diary/tooling/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithTrial } from '../support/h5-server';
import { startWeappRuntime, type WeappRuntime } from '../support/weapp-runtime';

let server: RealServer;
let runtime: WeappRuntime;
let story = '';
let diary = '';
let stale = '';
let filmed = '';

const byClass = (root: Element, name: string) =>
  [...root.querySelectorAll('[class]')].filter((e) => [...e.classList].some((c) => c === name || c.endsWith(`--${name}`)));
const texts = (root: Element, name: string) => byClass(root, name).map((e) => e.textContent?.trim());

beforeAll(async () => {
  server = await startRealServer();
  const { token } = await signUpWithTrial(server, '13600000003');
  const add = async (className: string, data: Record<string, unknown>) => String((await server.api(token, 'add_item', { className, data })).objectId);
  story = await add('tag', { name: '西湖游记' });
  const noon = encodeDate(new Date());
  diary = await add('diary', { content: '湖边的银杏叶黄了', datetime: noon, tag: [pointer('tag', story)] });
  await add('diary', { content: '只写给自己的一篇', datetime: noon, privateStatus: true, tag: [pointer('tag', story)] });
  stale = await add('diary', { content: '两天前分享过的一篇', datetime: noon });
  // A shared diary with a video and two photos of their own shapes (the records alone: the page is drawn, not played).
  const video = await add('file', { filename: 'file/clip-a1B2c3D4e5F6.mp4', kind: 'video/mp4', dimensions: [1280, 720] });
  const wide = await add('file', { filename: 'file/wide-a1B2c3D4e5F6.jpg', kind: 'image/jpeg', dimensions: [1200, 900] });
  const tall = await add('file', { filename: 'file/tall-a1B2c3D4e5F6.jpg', kind: 'image/jpeg', dimensions: [900, 1200] });
  filmed = await add('diary', {
    content: '拍了一段湖边的视频',
    datetime: noon,
    gallery: [pointer('file', wide), pointer('file', tall), pointer('file', video)],
  });
  await server.api(token, 'update_item', { className: 'diary', objectId: filmed, data: startSharing(new Date()) });
  // The story is shared now; the third diary was shared two days ago, so its link has expired.
  await server.api(token, 'update_item', { className: 'tag', objectId: story, data: startSharing(new Date()) });
  // The server starts a share when it writes it: the start is then moved two days back, as if they had passed.
  await server.api(token, 'update_item', { className: 'diary', objectId: stale, data: startSharing(new Date()) });
  server.sharedEarlier('diaries', stale, 2 * 86_400_000);
  // No session on this device: the recipient has never signed in.
  runtime = startWeappRuntime(server.url, {});
});

afterAll(async () => {
  await runtime?.close();
  await server?.close();
});

describe('what a share opens in the weapp build, for a recipient who is not signed in', () => {
  it('shows a shared story with its diaries, a private one only as "Hidden content"; a tap opens a diary of it', async () => {
    const page = runtime.renderPage('shared/index', { type: 'tag', list: story });
    await expect.poll(() => texts(page.dom, 'row-text'), { timeout: 15_000 }).toEqual(expect.arrayContaining(['湖边的银杏叶黄了', zh.list.hiddenContent]));
    expect(texts(page.dom, 'row-text')).toHaveLength(2);
    expect(page.dom.textContent).not.toContain('只写给自己的一篇');
    expect(texts(page.dom, 'shared-title')).toEqual(['西湖游记']);
    // Whoever sees it may pass it on: to a chat, and to Moments, where WeChat opens this page with the same query.
    const instance = (page as unknown as { instance: { onShareAppMessage(o: unknown): unknown; onShareTimeline(): unknown } }).instance;
    expect(instance.onShareAppMessage({ from: 'menu' })).toMatchObject({ title: '西湖游记', path: `/shared/index?type=tag&list=${story}` });
    expect(instance.onShareTimeline()).toMatchObject({ title: '西湖游记', query: `type=tag&list=${story}` });
    // Not signed in, and not sent to sign in: the shared page is for anyone.
    expect(runtime.opened.filter((url) => url.includes('login'))).toEqual([]);
    const rows = page.querySelectorAll('.shared-row') as Array<{ dom: HTMLElement; dispatchEvent(name: string): void }>;
    rows.find((row) => row.dom.textContent?.includes('湖边'))!.dispatchEvent('tap');
    await expect.poll(() => runtime.opened.at(-1), { timeout: 10_000 }).toBe(`/shared/index?diary=${diary}&type=tag&list=${story}`);
  });

  it('shows a shared diary whole: its video first, each file at its own shape, and "n / total"', async () => {
    const page = runtime.renderPage('shared/index', { diary: filmed });
    await expect.poll(() => byClass(page.dom, 'gallery-slide').length, { timeout: 15_000 }).toBe(3);
    const slides = byClass(page.dom, 'gallery-slide');
    // The video leads, as on the diary's own page; the photos follow (the second loads with the page, the third when near).
    expect(byClass(slides[0]!, 'gallery-video')).toHaveLength(1);
    expect(byClass(slides[1]!, 'gallery-image')).toHaveLength(1);
    expect(texts(page.dom, 'gallery-counter')).toEqual(['1 / 3']);
    // The frame has the shape of the file on show: the 16:9 video.
    expect((byClass(page.dom, 'gallery-frame')[0] as HTMLElement).style.paddingTop).toBe('56.25%');
  });

  it('says plainly that a share has expired', async () => {
    const page = runtime.renderPage('shared/index', { diary: stale });
    await expect.poll(() => texts(page.dom, 'shared-reason'), { timeout: 15_000 }).toEqual([zh.errors.shareExpired]);
  });
});
