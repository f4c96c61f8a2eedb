import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION_HEADER } from '@diary/core';
import type { TestServer } from './server';

export const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'media');
export const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

let counter = 0;
/** A key no other upload of this process uses, of the shape the client makes. */
export const newKey = (extension = 'jpg') => `file/t${process.pid}x${++counter}.${extension}`;

export interface Uploaded {
  status: number;
  body: Record<string, any>;
}

export async function uploadToken(server: Pick<TestServer, 'url'>, token: string): Promise<string> {
  const response = await fetch(`${server.url}/qiniu/uptoken`, { headers: { [SESSION_HEADER]: token } });
  const body = (await response.json()) as { data: { uptoken: string } };
  if (response.status !== 200) throw new Error(`uptoken answered ${response.status} ${JSON.stringify(body)}`);
  return body.data.uptoken;
}

/** Sends a file the way the clients do: multipart with token and key before the file. */
export async function upload(
  server: Pick<TestServer, 'url'>,
  fields: { token?: string; key?: string; timeZone?: string },
  content: Buffer,
  name = 'photo.jpg',
): Promise<Uploaded> {
  const form = new FormData();
  if (fields.token !== undefined) form.append('token', fields.token);
  if (fields.key !== undefined) form.append('key', fields.key);
  if (fields.timeZone !== undefined) form.append('timeZone', fields.timeZone);
  form.append('file', new Blob([content]), name);
  const response = await fetch(`${server.url}/qiniu/upload`, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

/** Signs in a new user and uploads one file for them. */
export async function uploadAs(server: Pick<TestServer, 'url'>, sessionToken: string, content: Buffer, key = newKey(), name?: string): Promise<Uploaded> {
  return upload(server, { token: await uploadToken(server, sessionToken), key }, content, name);
}

const videoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-videos-'));

/**
 * A real H.264 MP4 of the given length, made by ffmpeg. `rotate` writes the track's display
 * matrix the way phones do for a portrait recording.
 */
export function makeVideo(seconds: number, options: { rotate?: number } = {}): Buffer {
  const plain = path.join(videoDir, `v${seconds}.mp4`);
  if (!fs.existsSync(plain)) {
    try {
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
        plain,
      ]);
    } catch (error) {
      throw new Error(`The media tests make their videos with ffmpeg (apt-get install ffmpeg): ${(error as Error).message}`);
    }
  }
  if (!options.rotate) return fs.readFileSync(plain);
  const turned = path.join(videoDir, `v${seconds}r${options.rotate}.mp4`);
  if (!fs.existsSync(turned)) execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', plain, '-c', 'copy', '-metadata:s:v:0', `rotate=${options.rotate}`, turned]);
  return fs.readFileSync(turned);
}

/** A real audio file of a tone, made by ffmpeg (MP3 through LAME). */
export function makeAudio(seconds: number, format: 'mp3' | 'wav'): Buffer {
  const file = path.join(videoDir, `a${seconds}.${format}`);
  if (!fs.existsSync(file)) execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, file]);
  return fs.readFileSync(file);
}

/**
 * A real MOV, as phones record them, with where it was filmed and on what in its metadata
 * (QuickTime's ©xyz, ©mak and ©mod boxes).
 */
export function makeVideoFilmedAt(location: string): Buffer {
  const file = path.join(videoDir, `located.mov`);
  if (!fs.existsSync(file)) {
    makeVideo(5);
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-i',
      path.join(videoDir, 'v5.mp4'),
      '-c',
      'copy',
      '-metadata',
      `location=${location}`,
      '-metadata',
      'make=Apple',
      '-metadata',
      'model=iPhone 15',
      '-f',
      'mov',
      file,
    ]);
  }
  return fs.readFileSync(file);
}
