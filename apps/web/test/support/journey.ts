import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RealServer } from '@diary/tooling/server';
import { pointer } from '@diary/core';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Real camera photos (see the fixtures' README). */
export const PHOTOS = path.resolve(here, '../../../server/test/fixtures/media');
export const photo = (name: string) => path.join(PHOTOS, name);

/** A phone number no other test uses. */
let serial = 0;
export function freshPhone(): string {
  serial += 1;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(serial).padStart(4, '0')}`;
}

/** The toast or dialog text currently on screen. */
export const toast = (page: Page, text: string) => page.locator('.nut-toast').getByText(text, { exact: false });

/** In the open share sheet, turns public sharing on (it starts off) and waits for the link's day; gives the sheet. */
export async function turnSharingOn(page: Page) {
  const sheet = page.locator('.share-sheet');
  const publicSwitch = sheet.getByRole('switch', { name: 'Public sharing' });
  expect(await publicSwitch.getAttribute('aria-checked')).toBe('false');
  await publicSwitch.click();
  await toast(page, 'Setting success').waitFor();
  await expect.poll(() => publicSwitch.getAttribute('aria-checked')).toBe('true');
  await sheet.getByText(/The link is valid until/).waitFor();
  return sheet;
}
export const dialog = (page: Page) => page.locator('.nut-dialog');

/** Closes the bottom sheet on top with its close button. */
export async function closeSheet(page: Page): Promise<void> {
  await page.locator('.nut-popup:visible').last().getByRole('button', { name: 'Close' }).click();
}

/** Fills the SMS form shown on the page and signs in with the code the server sent. */
export async function signInWithSms(page: Page, server: RealServer, phone: string): Promise<void> {
  const phoneField = page.getByRole('textbox', { name: 'Phone number' });
  await phoneField.fill(phone);
  await expect.poll(() => phoneField.inputValue()).toBe(`${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`);
  await page.getByRole('button', { name: 'Send code' }).click();
  // The button counts down from 60 s.
  await page.getByRole('button', { name: /^\d+s$/ }).waitFor();
  await expect.poll(() => server.lastCode(phone)).toBeTruthy();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(server.lastCode(phone)!);
  const submit = page.getByRole('button', { name: 'Sign In', exact: true });
  // Submit waits for the agreement.
  expect(await submit.isDisabled()).toBe(true);
  await page.getByRole('checkbox').check();
  await submit.click();
}

/** The count on the archive tab's card for a month (YYYY-MM). */
export async function monthCount(page: Page, month: string): Promise<number> {
  return Number(await page.locator(`.month-card[data-month="${month}"] .month-count`).textContent());
}

export function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** A real H.264 MP4 of a length, made by ffmpeg once per run. */
export function video(seconds: number): string {
  const dir = path.join(os.tmpdir(), 'diary-web-videos');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `clip-${seconds}s.mp4`);
  if (!fs.existsSync(file)) {
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x240:rate=10',
      '-t',
      String(seconds),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      file,
    ]);
  }
  return file;
}

/** Picks files through the browser's file chooser opened by a button. */
export async function pickFiles(page: Page, button: string, files: string[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(files);
}

/** Talks to the server like a client would, for set-up that is not under test. */
/** A user signed in over the API (not through the page), for set-up: answers the session. */
export async function userViaApi(server: RealServer, phone: string): Promise<{ token: string; userId: string }> {
  await server.api(null, 'requestSmsCode', { mobilePhoneNumber: phone });
  const login = await server.api(null, 'loginByMobilePhone', { mobilePhoneNumber: phone, smsCode: server.lastCode(phone)!, agreement: true });
  return { token: String(login.sessionToken), userId: String(login.objectId) };
}

/** Signs the page in as a user made over the API, by the same stored session the app writes, in English. */
export async function useSession(page: Page, server: RealServer, session: { token: string; userId: string }): Promise<void> {
  await page.goto(`${server.url}/intro`);
  await page.evaluate((data) => {
    localStorage.setItem('diary:session', JSON.stringify({ v: 1, data }));
    localStorage.setItem('diary:preferences', JSON.stringify({ v: 1, data: { language: 'en', appearance: 'auto', mapType: 'standard' } }));
  }, session);
}

/** The dashboard's Write button: in the top bar on a phone, in the sidebar on pad and desktop. */
export const writeButton = (page: Page) => page.locator('.top-bar, .sidebar').getByRole('button', { name: 'Write', exact: true });

/** Opens the editor for a new diary from the dashboard (the user is Pro). */
export async function openNewEditor(page: Page, server: RealServer): Promise<void> {
  await page.goto(`${server.url}/dashboard/archive`);
  await writeButton(page).click();
  await page.waitForURL(/\/edit\/new$/);
  await page.getByRole('textbox', { name: 'What happened today?' }).waitFor();
}

/** Uploads real photos as the app does (upload token, then the file itself) and makes their file records. */
export async function uploadPhotosViaApi(server: RealServer, token: string, names: string[]): Promise<Array<{ objectId: string; key: string }>> {
  const files = [];
  for (const name of names) files.push(await server.uploadPhoto(token, photo(name)));
  return files;
}

/** A diary written over the API; its photos are linked to it as a save does. */
export interface DiaryViaApi {
  content: string;
  title?: string;
  iso: string;
  favorite?: boolean;
  weather?: number;
  /** The zone of the clock it was written by, as the editor sends it. */
  timeZone?: string;
  photos?: Array<{ objectId: string; key: string }>;
  /** Its places, stories and people, and its status, as pointers. */
  location?: unknown[];
  tag?: unknown[];
  people?: unknown[];
  status?: unknown;
}
export async function addDiaryViaApi(server: RealServer, token: string, data: DiaryViaApi): Promise<string> {
  const { photos = [], iso, ...fields } = data;
  const created = await server.api(token, 'add_item', {
    className: 'diary',
    data: {
      ...fields,
      datetime: { __type: 'Date', iso },
      gallery: photos.map((p) => pointer('file', p.objectId)),
      cover: photos[0]?.key ?? null,
    },
  });
  const diaryId = String(created.objectId);
  for (const p of photos) await server.api(token, 'update_item', { className: 'file', objectId: p.objectId, data: { diary: [pointer('diary', diaryId)] } });
  return diaryId;
}
