import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { startRealServer, type RealServer } from '@diary/tooling/server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';

const here = path.dirname(fileURLToPath(import.meta.url));
const WEB_DIST = path.resolve(here, '../../dist');

/** The built server on loopback serving the built web app, over a fresh embedded database. */
export async function startWebServer(env: Record<string, string> = {}): Promise<RealServer> {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error(`Build the web app first (pnpm --filter @diary/web build): ${WEB_DIST} is missing`);
  return startRealServer({ env: { DIARY_WEB_DIR: WEB_DIST, ...env } });
}

/** One server and one browser for a test file, started before its tests and stopped after them. */
export function serverAndBrowserForFile(): { server: () => RealServer; browser: () => Browser } {
  let server: RealServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startWebServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return { server: () => server!, browser: () => browser! };
}
