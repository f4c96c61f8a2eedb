// Thumbnail benchmark (not a test): uploads a 12-megapixel camera-sized JPEG (or HEIC, as iPhones
// take them) through the real HTTP API, then times each served size on its first request (decoded,
// resized and written to the disk cache) and again once cached, and loads the cached list thumbnail
// with autocannon. While it uploads and makes sizes, a prober asks /health every 20 ms: its slowest
// answer shows how long the server's event loop was held up (HEIC decodes in a worker thread).
//
//   node tooling/bench/thumbnails.mjs [--format jpeg|heic] [--runs 5] [--seconds 10] [--connections 8]
//   (--format heic needs heif-enc: apt-get install libheif-examples)
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { freePort } from '../postgres/cluster.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const MAIN = path.resolve(here, '../../apps/server/dist/main.js');
const PHOTO = path.resolve(here, '../../apps/server/test/fixtures/media/gps_DSCN0010.jpg');
const SIZES = ['96x96', '200x200', '300x300', '600x300', '480x480', '720w', '960w', '1280x1280'];
const { values: args } = parseArgs({
  options: {
    format: { type: 'string', default: 'jpeg' },
    runs: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
  },
});
const RUNS = Number(args.runs);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A 4000×3000 JPEG with camera-like detail: the fixture scaled up with grain, quality 92, orientation 6. */
async function twelveMegapixelJpeg() {
  const base = await sharp(PHOTO).resize(4000, 3000).raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < base.data.length; i += 7) base.data[i] = Math.min(255, base.data[i] + ((i * 2654435761) >>> 28));
  return sharp(base.data, { raw: base.info }).jpeg({ quality: 92 }).withMetadata({ orientation: 6 }).toBuffer();
}

/** The same picture as an iPhone would store it: HEVC in HEIF, made by libheif's encoder. */
function asHeic(jpeg, dir) {
  const input = path.join(dir, 'big.jpg');
  const output = path.join(dir, 'big.heic');
  fs.writeFileSync(input, jpeg);
  execFileSync('heif-enc', ['-q', '70', '-o', output, input]);
  return fs.readFileSync(output);
}

/** Asks /health every 20 ms until stopped; answers the slowest round trip. */
function probeLoop(base) {
  let stopped = false;
  let slowest = 0;
  const done = (async () => {
    while (!stopped) {
      const started = performance.now();
      await fetch(`${base}/health`).then((r) => r.arrayBuffer());
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return async () => {
    stopped = true;
    await done;
    return slowest;
  };
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-thumbs-'));
  const outbox = path.join(dir, 'outbox.jsonl');
  const port = await freePort();
  const env = { ...process.env, NODE_ENV: 'test', DIARY_DATA_DIR: dir, DIARY_SMS_OUTBOX: outbox, DIARY_LOG_LEVEL: 'warn', DIARY_PORT: String(port) };
  const server = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; i < 400; i++) {
      try {
        if ((await fetch(`${base}/health`)).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 50));
    }
    const call = async (type, payload = {}, token) => {
      const response = await fetch(`${base}/restful`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { 'x-session-token': token } : {}) },
        body: JSON.stringify({ type, ...payload }),
      });
      return response.json();
    };
    const phone = '13800000001';
    await call('requestSmsCode', { mobilePhoneNumber: phone });
    const code = JSON.parse(fs.readFileSync(outbox, 'utf8').trim().split('\n').at(-1)).code;
    const { sessionToken } = await call('loginByMobilePhone', { mobilePhoneNumber: phone, smsCode: code, agreement: true });
    const { mediaBase } = await call('media_base', {}, sessionToken);
    const jpeg = await twelveMegapixelJpeg();
    const heic = args.format === 'heic';
    const photo = heic ? asHeic(jpeg, dir) : jpeg;
    const extension = heic ? 'heic' : 'jpg';
    console.log(`photo: 4000×3000 ${heic ? 'HEIC' : 'JPEG'}, ${(photo.length / 1024 / 1024).toFixed(1)} MB${heic ? '' : ', EXIF orientation 6'}`);
    const stopProbe = probeLoop(base);

    const keys = [];
    const uploadMs = [];
    for (let run = 0; run < RUNS; run++) {
      const { data } = await (await fetch(`${base}/qiniu/uptoken`, { headers: { 'x-session-token': sessionToken } })).json();
      const form = new FormData();
      const key = `file/bench${run}.${extension}`;
      form.append('token', data.uptoken);
      form.append('key', key);
      form.append('file', new Blob([photo]), `big.${extension}`);
      const started = performance.now();
      const answer = await fetch(`${base}/qiniu/upload`, { method: 'POST', body: form });
      uploadMs.push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`upload answered ${answer.status} ${await answer.text()}`);
      keys.push(key);
    }
    console.log(`upload (stream to disk, sniff, full decode for mean colour, EXIF): median ${median(uploadMs).toFixed(0)} ms over ${RUNS}`);

    const time = async (url) => {
      const started = performance.now();
      const response = await fetch(url);
      bytes = (await response.arrayBuffer()).byteLength;
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      return performance.now() - started;
    };
    let bytes = 0;
    console.log('size        first request (median ms)   cached (median ms)   KB');
    for (const size of SIZES) {
      const first = [];
      const cached = [];
      for (const key of keys) {
        first.push(await time(`${mediaBase}/${key}?size=${size}`));
        cached.push(await time(`${mediaBase}/${key}?size=${size}`));
      }
      console.log(
        `${size.padEnd(12)}${median(first).toFixed(1).padStart(12)}${median(cached).toFixed(2).padStart(26)}${(bytes / 1024).toFixed(1).padStart(7)}`,
      );
    }

    console.log(`slowest /health round trip while uploading and making sizes: ${(await stopProbe()).toFixed(0)} ms`);

    const result = await autocannon({ url: `${mediaBase}/${keys[0]}?size=480x480`, connections: Number(args.connections), duration: Number(args.seconds) });
    console.log(
      `cached 480x480 under load (${args.connections} connections): ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
    );
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
