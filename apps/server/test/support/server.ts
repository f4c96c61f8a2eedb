import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SESSION_HEADER, type Clock } from '@diary/core';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { newObjectId } from '../../src/storage/ids';

/** Which database this test project runs on: the same tests run on both. */
export const DB_KIND = (process.env.DIARY_TEST_DB === 'postgres' ? 'postgres' : 'sqlite') as 'sqlite' | 'postgres';

/** A clock the test moves: shares expire, codes run out, trials end. */
export class TestClock implements Clock {
  private time: number;
  constructor(start: string) {
    this.time = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.time);
  }
  set(iso: string): void {
    this.time = new Date(iso).getTime();
  }
  advance(ms: number): void {
    this.time += ms;
  }
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export interface SignedIn {
  token: string;
  userId: string;
  phone: string;
}

let phoneCounter = 0;
/** A phone number no other test of this process uses. */
export function newPhone(): string {
  phoneCounter += 1;
  return `13${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(6, '0')}`;
}

export interface TestServer {
  url: string;
  /** The environment this server was configured from (for commands run against the same database). */
  env: Record<string, string>;
  clock: TestClock;
  database: Database;
  call<T = Record<string, unknown>>(type: string, payload?: Record<string, unknown>, token?: string): Promise<Answer<T>>;
  raw(body: string, headers?: Record<string, string>): Promise<Answer>;
  /** The last code the SMS provider sent to a phone (read from its outbox file). */
  lastCode(phone: string): string | undefined;
  signUp(phone?: string): Promise<SignedIn>;
  /** Starts the server again over the same database, with some settings changed. */
  restart(env: Record<string, string>): Promise<void>;
  close(): Promise<void>;
}

/** A new empty database in the test cluster; the whole cluster is thrown away after the run. */
export async function newPostgresDatabase(): Promise<{ url: string }> {
  const adminUrl = inject('postgresUrl');
  const name = `diary_${newObjectId()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return { url: adminUrl.replace(/\/postgres$/, `/${name}`) };
}

/** A real server on a loopback port over a fresh database of this project's kind. */
export async function startTestServer(options: { time?: string; env?: Record<string, string> } = {}): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-test-'));
  const outbox = path.join(dir, 'sms-outbox.jsonl');
  const postgres = DB_KIND === 'postgres' ? await newPostgresDatabase() : undefined;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DIARY_DATA_DIR: dir,
    DIARY_SMS_OUTBOX: outbox,
    DIARY_LOG_LEVEL: 'silent',
    DIARY_PORT: '0',
    DIARY_SIGN_IN_REQUESTS_PER_MINUTE: '100000',
    DIARY_SMS_CODES_PER_ADDRESS_PER_DAY: '100000',
    ...(postgres ? { DIARY_DATABASE_URL: postgres.url } : {}),
    ...options.env,
  };
  const database = openDatabase(loadConfig(env).database);
  await migrateToLatest(database.db);
  const clock = new TestClock(options.time ?? '2026-11-21T04:00:00.000Z');
  const listen = async (settings: Record<string, string>) => {
    const started = await buildApp({ config: loadConfig(settings), database, clock });
    await started.listen({ host: '127.0.0.1', port: 0 });
    const address = started.server.address();
    return { app: started, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
  };
  let { app, url } = await listen(env);

  const raw = async (body: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await fetch(`${url}/restful`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };
  const call = async <T>(type: string, payload: Record<string, unknown> = {}, token?: string) =>
    (await raw(JSON.stringify({ type, ...payload }), token ? { [SESSION_HEADER]: token } : {})) as Answer<T>;

  const lastCode = (phone: string) => {
    if (!fs.existsSync(outbox)) return undefined;
    const lines = fs.readFileSync(outbox, 'utf8').trim().split('\n').filter(Boolean);
    const sent = lines.map((l) => JSON.parse(l) as { phone: string; code: string }).filter((m) => m.phone === phone);
    return sent.at(-1)?.code;
  };

  return {
    get url() {
      return url;
    },
    env,
    clock,
    database,
    call,
    raw,
    lastCode,
    async signUp(phone = newPhone()) {
      const sent = await call('requestSmsCode', { mobilePhoneNumber: phone });
      if (sent.status !== 200) throw new Error(`requestSmsCode answered ${sent.status} ${JSON.stringify(sent.body)}`);
      const login = await call<{ sessionToken: string; objectId: string }>('loginByMobilePhone', {
        mobilePhoneNumber: phone,
        smsCode: lastCode(phone),
        agreement: true,
      });
      if (login.status !== 200) throw new Error(`login answered ${login.status} ${JSON.stringify(login.body)}`);
      // The next code for this phone may be asked for at once.
      clock.advance(61_000);
      return { token: login.body.sessionToken, userId: login.body.objectId, phone };
    },
    async restart(changes) {
      await app.close();
      Object.assign(env, changes);
      ({ app, url } = await listen(env));
    },
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs `use` against a fresh server and closes it afterwards, whatever happens. */
export async function withServer<T>(options: Parameters<typeof startTestServer>[0], use: (server: TestServer) => Promise<T>): Promise<T> {
  const server = await startTestServer(options);
  try {
    return await use(server);
  } finally {
    await server.close();
  }
}
