// Media serving benchmark (not a test): what a month page and a video player ask of the server, timed on the
// client. Uploads 20 camera-sized photos and a 30 s video through the real HTTP API, then
//   - a month page's 20 list thumbnails (480x480) on a cold cache: the sizes folder is emptied before each run,
//     the 20 asked 6 at a time (as a browser does per host), the whole page's time and each thumbnail's;
//   - the same page again, cached;
//   - a 30 s video's seek: a player's range request for 1 MB from a random place, on a connection of its own.
// Compare builds by passing another build's main.js (e.g. one kept from before a change):
//
//   node tooling/bench/media-at-rest.mjs [--main path/to/dist/main.js] [--runs 7] [--seeks 40]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { freePort } from '../postgres/cluster.js';
import { apiCall, benchServerEnv, signInWithTrial, startBuiltServer } from './built-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const PHOTO = path.resolve(here, '../../apps/server/test/fixtures/media/gps_DSCN0010.jpg');
const { values: args } = parseArgs({
  options: {
    main: { type: 'string', default: path.resolve(here, '../../apps/server/dist/main.js') },
    runs: { type: 'string', default: '7' },
    seeks: { type: 'string', default: '40' },
  },
});
const PAGE = 20;
const BROWSER_CONNECTIONS = 6;
const SEEK_BYTES = 1024 * 1024;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p90 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)];

/** Twenty different 4000×3000 JPEGs (quality 90, orientation 6), as a phone's month of photos. */
async function monthOfPhotos() {
  const base = await sharp(PHOTO).resize(4000, 3000).raw().toBuffer({ resolveWithObject: true });
  const photos = [];
  for (let n = 0; n < PAGE; n++) {
    const data = Buffer.from(base.data);
    for (let i = n; i < data.length; i += 7) data[i] = Math.min(255, data[i] + ((i * 2654435761 + n) >>> 28));
    photos.push(await sharp(data, { raw: base.info }).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).toBuffer());
  }
  return photos;
}

/** A 30 s 1280×720 H.264 film at about 2 Mbit/s, made by ffmpeg. */
function thirtySecondVideo(dir) {
  const file = path.join(dir, 'thirty.mp4');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1280x720:rate=30',
    '-t',
    '30',
    '-c:v',
    'libx264',
    '-b:v',
    '2M',
    '-preset',
    'veryfast',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    file,
  ]);
  return fs.readFileSync(file);
}

async function upload(base, sessionToken, key, content) {
  const { data } = await (await fetch(`${base}/qiniu/uptoken`, { headers: { 'x-session-token': sessionToken } })).json();
  const form = new FormData();
  form.append('token', data.uptoken);
  form.append('key', key);
  form.append('file', new Blob([content]), path.basename(key));
  const answer = await fetch(`${base}/qiniu/upload`, { method: 'POST', body: form });
  if (answer.status !== 200) throw new Error(`upload answered ${answer.status} ${await answer.text()}`);
}

async function timed(url, headers = {}) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status >= 300) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - started, body, status: response.status };
}

/** The page's thumbnails, `BROWSER_CONNECTIONS` at a time: the page's time and each one's. */
async function loadPage(urls) {
  const started = performance.now();
  const each = [];
  const queue = [...urls];
  await Promise.all(
    Array.from({ length: BROWSER_CONNECTIONS }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) each.push((await timed(url)).ms);
    }),
  );
  return { page: performance.now() - started, each };
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-media-bench-'));
  const outbox = path.join(dir, 'outbox.jsonl');
  const port = await freePort();
  const server = await startBuiltServer(args.main, benchServerEnv(dir, outbox, { DIARY_WORKERS: '1' }), port);
  const base = `http://127.0.0.1:${port}`;
  try {
    const call = apiCall(port);
    const token = await signInWithTrial(call, outbox, '13800000001');
    const { mediaBase } = (await call('media_base', {}, token)).body;
    const photos = await monthOfPhotos();
    const video = thirtySecondVideo(dir);
    const keys = photos.map((_, n) => `file/month${n}.jpg`);
    for (const [n, photo] of photos.entries()) await upload(base, token, keys[n], photo);
    await upload(base, token, 'file/thirty.mp4', video);
    console.log(`build: ${path.relative(process.cwd(), args.main)}`);
    console.log(
      `photos: ${PAGE} × 4000×3000 JPEG, ${(median(photos.map((p) => p.length)) / 1024 / 1024).toFixed(1)} MB each; video: 30 s 1280×720, ${(video.length / 1024 / 1024).toFixed(1)} MB`,
    );

    const urls = keys.map((key) => `${mediaBase}/${key}?size=480x480`);
    const cold = [];
    const warm = [];
    for (let run = 0; run < Number(args.runs); run++) {
      // Copies are kept in media/copies (media/sizes before media were sealed).
      for (const folder of ['sizes', 'copies']) fs.rmSync(path.join(dir, 'media', folder), { recursive: true, force: true });
      cold.push(await loadPage(urls));
      warm.push(await loadPage(urls));
    }
    const describe = (runs) =>
      `page ${median(runs.map((r) => r.page)).toFixed(0)} ms (median of ${runs.length}), a thumbnail median ${median(runs.flatMap((r) => r.each)).toFixed(1)} ms, p90 ${p90(runs.flatMap((r) => r.each)).toFixed(1)} ms`;
    console.log(`month page, 20 thumbnails, cold cache: ${describe(cold)}`);
    console.log(`month page, 20 thumbnails, cached:     ${describe(warm)}`);

    const videoUrl = `${mediaBase}/file/thirty.mp4`;
    const seeks = [];
    let seed = 7;
    for (let n = 0; n < Number(args.seeks); n++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const start = seed % (video.length - SEEK_BYTES);
      const { ms, body, status } = await timed(videoUrl, { range: `bytes=${start}-${start + SEEK_BYTES - 1}` });
      if (status !== 206 || !body.equals(video.subarray(start, start + SEEK_BYTES))) throw new Error('a seek answered the wrong bytes');
      seeks.push(ms);
    }
    console.log(
      `30 s video, seek (1 MB range from a random place): median ${median(seeks).toFixed(1)} ms, p90 ${p90(seeks).toFixed(1)} ms over ${seeks.length}`,
    );
    const whole = [];
    for (let n = 0; n < 5; n++) whole.push((await timed(videoUrl)).ms);
    console.log(`30 s video, whole file: median ${median(whole).toFixed(0)} ms`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
