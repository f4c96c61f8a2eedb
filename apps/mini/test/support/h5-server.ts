import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '@diary/tooling/browser';
import { startRealServer, type RealServer } from '@diary/tooling/server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
export const H5_DIST = path.resolve(here, '../../dist/h5');
/** Real camera photos (see the fixtures' README). */
export const photo = (name: string) => path.resolve(here, '../../../server/test/fixtures/media', name);
export const SCREENSHOTS = path.resolve(here, '../../reports/screenshots');

/** The built server on loopback serving the mini program's H5 build, over a fresh embedded database, and one Chromium. */
export function h5ServerAndBrowser(): { server: () => RealServer; browser: () => Browser } {
  let server: RealServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (!fs.existsSync(path.join(H5_DIST, 'index.html'))) throw new Error(`Build the H5 app first (pnpm --filter @diary/mini build): ${H5_DIST} is missing`);
    [server, browser] = await Promise.all([startRealServer({ env: { DIARY_WEB_DIR: H5_DIST } }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return { server: () => server!, browser: () => browser! };
}
