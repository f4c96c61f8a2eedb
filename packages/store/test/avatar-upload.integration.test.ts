import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { avatarUrl, cropRegion, type Crop } from '@diary/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementToggled, codeTyped, createDiaryStore, phoneTyped, reloadUser, sendCode, startApp, submitSignIn, uploadAvatar } from '../src';
import { nodePlatform } from './support/node-platform';
import { startRealServer, type RealServer } from '@diary/tooling/server';

const here = path.dirname(fileURLToPath(import.meta.url));
const PHOTO = path.resolve(here, '../../../apps/server/test/fixtures/media/orientation_landscape_1.jpg');

let server: RealServer;
beforeAll(async () => {
  server = await startRealServer();
}, 30_000);
afterAll(() => server?.close());

describe("an avatar from a picture outside the diaries (WeChat's avatar button)", () => {
  it('uploads the picture, makes it the avatar cut to its middle square, and the avatar is served', async () => {
    const platform = nodePlatform();
    const store = createDiaryStore(platform, { apiBaseUrl: server.url, siteUrl: 'https://diary.example' });
    await store.dispatch(startApp());
    const phone = `137${String(process.pid % 10000).padStart(4, '0')}0001`;
    store.dispatch(phoneTyped(phone));
    store.dispatch(agreementToggled());
    expect(await store.dispatch(sendCode())).toBe(true);
    store.dispatch(codeTyped(server.lastCode(phone)!));
    expect(await store.dispatch(submitSignIn())).toBe(true);

    expect(await store.dispatch(uploadAvatar(PHOTO, 'wx-avatar.jpeg'))).toBe(true);
    // What the server holds, read again.
    await store.dispatch(reloadUser());
    const { user, mediaBase } = store.getState().session;
    expect(user?.avatar).toMatch(/^file\/[\w-]+\.jpg$/);
    // The fixture is 600×450 (landscape): the middle square is 450×450 from x 75.
    expect(cropRegion(user!.avatarCrop as Crop)).toEqual({ left: 75, top: 0, width: 450, height: 450 });

    // The cut picture is served.
    const response = await fetch(avatarUrl(mediaBase!, user!.avatar!, user!.avatarCrop as Crop));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
    // Read to its end: an answer left unread keeps its request in flight, and the server's stop waits for it.
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
  }, 60_000);
});
