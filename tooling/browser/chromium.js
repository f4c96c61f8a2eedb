import fs from 'node:fs';
import { chromium } from 'playwright-core';

/** Debian's Chromium (installed by the test command); the tests never download a browser. */
export const CHROMIUM = process.env.DIARY_CHROMIUM ?? '/usr/bin/chromium';

/** Headless Chromium with nothing that reaches outside this machine. */
export async function launchBrowser() {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium is missing at ${CHROMIUM} (apt-get install chromium; npm test installs it)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
  });
}
