// The real, built server in its own process on a loopback port, over a fresh embedded database,
// for the clients' integration and end-to-end tests (store, web, mini program).
import { Blob as NodeBlob } from 'node:buffer';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../postgres/cluster.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const SERVER_MAIN = path.resolve(here, '../../apps/server/dist/main.js');
/** The server's own SQLite library, for the one change a test makes to its database (`codesSentEarlier`). */
const SQLite = createRequire(path.resolve(here, '../../apps/server/package.json'))('better-sqlite3');

/** @param {{ env?: Record<string, string> }} [options] */
export async function startRealServer(options = {}) {
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`Build the server first (pnpm --filter @diary/server build): ${SERVER_MAIN} is missing`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-server-'));
  const outbox = path.join(dataDir, 'sms-outbox.jsonl');
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DIARY_DATA_DIR: dataDir,
      DIARY_SMS_OUTBOX: outbox,
      DIARY_LOG_LEVEL: 'silent',
      DIARY_HOST: '127.0.0.1',
      DIARY_PORT: String(port),
      DIARY_SIGN_IN_REQUESTS_PER_MINUTE: '100000',
      DIARY_SMS_CODES_PER_ADDRESS_PER_DAY: '100000',
      // One process: the clients' tests run side by side on two cores; the server's own tests cover several workers.
      DIARY_WORKERS: '1',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  // A start on a fresh data directory takes a second or two; beside CI's other suites on two cores it has taken over 20 s.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${stderr}`);
    try {
      const answer = await fetch(`${url}/restful`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"type":"getFeatures"}' });
      if (answer.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const objectsDir = path.join(dataDir, 'media', 'objects');
  return {
    url,
    dataDir,
    async api(token, type, payload = {}) {
      const response = await fetch(`${url}/restful`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { 'x-session-token': token } : {}) },
        body: JSON.stringify({ type, ...payload }),
      });
      const body = await response.json();
      if (response.status !== 200) throw new Error(`${type} answered ${response.status}: ${JSON.stringify(body)}`);
      return body;
    },
    async uploadPhoto(token, file) {
      const answer = await fetch(`${url}/qiniu/uptoken`, { headers: { 'x-session-token': token } });
      if (answer.status !== 200) throw new Error(`uptoken answered ${answer.status}`);
      const { uptoken, uploadUrl } = (await answer.json()).data;
      const key = `file/t${Math.random().toString(36).slice(2, 12)}.jpg`;
      // Node's own FormData and Blob: a test running in jsdom has jsdom's in their place, which Node's fetch cannot send.
      const NodeFormData = (await new Response('', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData()).constructor;
      const form = new NodeFormData();
      form.set('token', uptoken);
      form.set('key', key);
      form.set('file', new NodeBlob([fs.readFileSync(file)], { type: 'image/jpeg' }), path.basename(file));
      const upload = await fetch(uploadUrl, { method: 'POST', body: form });
      if (upload.status !== 200) throw new Error(`the upload answered ${upload.status}: ${await upload.text()}`);
      const result = await upload.json();
      const created = await this.api(token, 'add_item', {
        className: 'file',
        data: {
          filename: key,
          name: path.basename(file),
          kind: 'image/jpeg',
          size: result.size,
          dimensions: [result.width, result.height],
          datetime: { __type: 'Date', iso: result.datetimeISO },
          // As the apps' save does: the average colour shown before the picture loads.
          ...(result.imageAveRGB ? { imageAveRGB: result.imageAveRGB } : {}),
        },
      });
      return { objectId: String(created.objectId), key };
    },
    lastCode(phone) {
      if (!fs.existsSync(outbox)) return undefined;
      const sent = fs
        .readFileSync(outbox, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l));
      return sent.filter((m) => m.phone === phone).at(-1)?.code;
    },
    codesSentEarlier(phone, ms) {
      // What a wait would do, without the wait: the server counts a phone's interval from its codes' send times.
      const db = new SQLite(path.join(dataDir, 'diary.sqlite'));
      try {
        db.pragma('busy_timeout = 5000');
        const sent = db.prepare('select "id", "createdAt" from "smsCodes" where "phone" = ?').all(phone);
        const move = db.prepare('update "smsCodes" set "createdAt" = ? where "id" = ?');
        for (const code of sent) move.run(new Date(new Date(code.createdAt).getTime() - ms).toISOString(), code.id);
        return sent.length;
      } finally {
        db.close();
      }
    },
    sharedEarlier(table, objectId, ms) {
      // What a wait would do, without the wait: the server starts a share at its own time, and a share lives a day from it.
      const db = new SQLite(path.join(dataDir, 'diary.sqlite'));
      try {
        db.pragma('busy_timeout = 5000');
        const row = db.prepare(`select "sharedDatetime" from "${table}" where "id" = ?`).get(objectId);
        if (!row?.sharedDatetime) throw new Error(`${table} ${objectId} is not shared`);
        db.prepare(`update "${table}" set "sharedDatetime" = ? where "id" = ?`).run(
          new Date(new Date(row.sharedDatetime).getTime() - ms).toISOString(),
          objectId,
        );
      } finally {
        db.close();
      }
    },
    storedObjects() {
      if (!fs.existsSync(objectsDir)) return [];
      return fs
        .readdirSync(objectsDir, { recursive: true })
        .filter((f) => fs.statSync(path.join(objectsDir, f)).isFile())
        .sort();
    },
    async close() {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
