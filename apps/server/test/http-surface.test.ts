import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { API_ERRORS, mediaUrl, REQUESTS, sendTogether } from '@diary/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWERS } from '../src/app';
import { fixture, newKey, uploadAs } from './support/media';
import { startTestServer, type TestServer } from './support/server';

const PRECOMPRESS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../tooling/scripts/precompress.mjs');
const APP_SCRIPT = `const greeting = ${JSON.stringify('你好，日记 '.repeat(400))};\nconsole.log(greeting);\n`;

let server: TestServer;
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-web-'));
beforeAll(async () => {
  // As long as the built page (over 1 KB, so the build compresses it).
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    `<!doctype html><title>Diary</title><meta name="description" content="${'A private diary. '.repeat(80)}"><div id="root"></div><script type="module" src="/app.js"></script>`,
  );
  fs.writeFileSync(path.join(webDir, 'app.js'), 'document.title = "ready";');
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets', 'index-BkX3k2Jd.js'), APP_SCRIPT);
  // As the build leaves it: a brotli and a gzip copy beside each text file.
  execFileSync(process.execPath, [PRECOMPRESS, webDir]);
  server = await startTestServer({
    env: {
      DIARY_WEB_DIR: webDir,
      DIARY_MAP_TILE_URL: 'https://tiles.example.cn/{z}/{x}/{y}.png',
      DIARY_MAP_SATELLITE_TILE_URL: 'https://imagery.example.cn/{z}/{x}/{y}.jpg',
      DIARY_MAP_TILE_DATUM: 'gcj02',
      DIARY_MAP_TILE_ATTRIBUTION: '© Example Maps',
      DIARY_TRUST_PROXY: 'true',
    },
  });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const csp = (header: string | null) =>
  new Map(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

describe('the route table', () => {
  it('answers every request of the contract with exactly one handler (multipart and streamed requests have routes of their own, a batch is /restful answering its requests)', () => {
    const answered = ANSWERS.map((answerer) => answerer.definition.type).sort();
    const contract = Object.values(REQUESTS)
      .filter((definition) => definition.body !== 'multipart' && !definition.streams && definition !== sendTogether)
      .map((definition) => definition.type)
      .sort();
    expect(answered).toEqual(contract);
  });
});

describe('security headers', () => {
  it('the app is served with a strict CSP: scripts from its own files only, framed by nobody', async () => {
    for (const pathname of ['/', '/dashboard/archive']) {
      const response = await fetch(`${server.url}${pathname}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const policy = csp(response.headers.get('content-security-policy'));
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      // The map's tiles come from the configured tile server.
      expect(policy.get('img-src')).toContain('https://tiles.example.cn');
      expect(policy.get('img-src')).toContain('https://imagery.example.cn');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // Plain HTTP: no HSTS.
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it("getFeatures tells the app the map's tile templates by map type and their datum (no hybrid URL, no hybrid map)", async () => {
    const features = await server.call('getFeatures');
    expect(REQUESTS.getFeatures!.response.safeParse(features.body).success).toBe(true);
    expect(features.body.mapTiles).toEqual({
      standard: 'https://tiles.example.cn/{z}/{x}/{y}.png',
      satellite: 'https://imagery.example.cn/{z}/{x}/{y}.jpg',
      datum: 'gcj02',
      attribution: '© Example Maps',
    });
  });

  it('HSTS when the request came over TLS (through a trusted proxy)', async () => {
    const response = await fetch(`${server.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
  });

  it('the API and the media carry them too', async () => {
    const api = await fetch(`${server.url}/restful`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"type":"getFeatures"}' });
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(csp(api.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"]);
    const me = await server.signUp();
    const key = newKey();
    await uploadAs(server, me.token, fixture('Canon_40D.jpg'), key);
    const base = (await server.call<{ mediaBase: string }>('media_base', {}, me.token)).body.mediaBase;
    const media = await fetch(mediaUrl(base, key));
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
    expect(csp(media.headers.get('content-security-policy'))).toEqual(
      new Map([
        ['default-src', ["'none'"]],
        ['sandbox', []],
      ]),
    );
    expect(media.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('the app’s files', () => {
  /** A raw GET: fetch would decompress and hide what went over the wire. */
  const raw = (pathname: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${server.url}${pathname}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  it('go out compressed as the build left them, to clients that take it; hashed files are kept for a year', async () => {
    const script = await raw('/assets/index-BkX3k2Jd.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(script.status).toBe(200);
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers.vary).toMatch(/accept-encoding/i);
    expect(script.body.length).toBeLessThan(Buffer.byteLength(APP_SCRIPT) / 4);
    expect(brotliDecompressSync(script.body).toString()).toBe(APP_SCRIPT);
    const plain = await raw('/assets/index-BkX3k2Jd.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(APP_SCRIPT);
  });

  it('the page goes out compressed on every app route, to clients that take it, and revalidates by its ETag', async () => {
    const page = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
    for (const pathname of ['/', '/dashboard/archive', '/detail/d1']) {
      const br = await raw(pathname, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding'], pathname).toBe('br');
      expect(br.headers.vary, pathname).toMatch(/accept-encoding/i);
      expect(br.headers['content-type'], pathname).toMatch(/^text\/html/);
      expect(brotliDecompressSync(br.body).toString(), pathname).toBe(page);
      const gzip = await raw(pathname, { 'accept-encoding': 'gzip, br;q=0' });
      expect(gzip.headers['content-encoding'], pathname).toBe('gzip');
      expect(gunzipSync(gzip.body).toString(), pathname).toBe(page);
      const plain = await raw(pathname, {});
      expect(plain.headers['content-encoding'], pathname).toBeUndefined();
      expect(plain.body.toString(), pathname).toBe(page);
      const again = await raw(pathname, { 'if-none-match': String(plain.headers.etag) });
      expect(again.status, pathname).toBe(304);
    }
  });

  it('the page and unhashed files are asked again each time', async () => {
    for (const pathname of ['/', '/dashboard/archive', '/index.html', '/app.js']) {
      const answer = await raw(pathname, { 'accept-encoding': 'br' });
      expect(answer.status, pathname).toBe(200);
      expect(answer.headers['cache-control'], pathname).toBe('no-cache');
    }
  });
});

describe('every error has the contract’s shape, never the app’s page', () => {
  const expectContract = async (response: Response, status: number, code: number) => {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { code: unknown; error: unknown };
    expect(body.code).toBe(code);
    expect(typeof body.error).toBe('string');
  };

  it('GET /restful is 405, with POST allowed', async () => {
    const response = await fetch(`${server.url}/restful`);
    expect(response.headers.get('allow')).toBe('POST');
    await expectContract(response, 405, API_ERRORS.methodNotAllowed.code);
  });

  it('an unknown path under the API or the media is 404', async () => {
    for (const pathname of ['/qiniu/nothing', '/utils/nothing', '/media', '/media/file/x.jpg/extra', '/restful/x']) {
      await expectContract(await fetch(`${server.url}${pathname}`), 404, API_ERRORS.notFound.code);
    }
  });

  it('a URL that does not decode is 400', async () => {
    const response = await fetch(`${server.url}/media/%ZZ`);
    await expectContract(response, 400, API_ERRORS.invalidRequest.code);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('an oversized body', () => {
  /** Sends a body in pieces, as a slow client would, and reads the answer: the socket must not be reset under it. */
  const send = (pathname: string, headers: Record<string, string>, pieces: number, piece: Buffer) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${server.url}${pathname}`, { method: 'POST', headers }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += String(chunk)));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      let sent = 0;
      const write = () => {
        while (sent < pieces) {
          sent += 1;
          if (!request.write(piece)) return void request.once('drain', write);
        }
        request.end();
      };
      write();
    });

  it('is answered 413 even while the client is still sending it (declared length, or chunked)', async () => {
    const piece = Buffer.alloc(1024 * 1024, 0x20);
    const declared = await send('/restful', { 'content-type': 'application/json', 'content-length': String(32 * piece.length) }, 32, piece);
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toMatchObject({ code: API_ERRORS.payloadTooLarge.code });
    const chunked = await send('/restful', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, 32, piece);
    expect(chunked.status).toBe(413);
  });

  it('an upload refused before its file was read (no token) is answered, not reset', async () => {
    const boundary = 'diaryboundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="key"\r\n\r\nfile/big.jpg\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const piece = Buffer.alloc(1024 * 1024, 0xff);
    const answer = await send(
      '/qiniu/upload',
      { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + 24 * piece.length) },
      1,
      Buffer.concat([head, ...Array.from({ length: 24 }, () => piece)]),
    );
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toMatchObject({ code: API_ERRORS.forbidden.code });
  });
});
