import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { startRealServer, type RealServer } from '@diary/tooling/server';

const here = path.dirname(fileURLToPath(import.meta.url));
const WEB_DIST = path.resolve(here, '../../dist');

/** The built server on loopback serving the built web app, over a fresh embedded database. */
export async function startWebServer(env: Record<string, string> = {}): Promise<RealServer> {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error(`Build the web app first (pnpm --filter @diary/web build): ${WEB_DIST} is missing`);
  return startRealServer({ env: { DIARY_WEB_DIR: WEB_DIST, ...env } });
}
