import fs from 'node:fs';
import { chromium } from 'playwright-core';

/** Debian's Chromium (installed by the test command); the tests never download a browser. */
export const CHROMIUM = process.env.DIARY_CHROMIUM ?? '/usr/bin/chromium';

/** Headless, and nothing that reaches outside this machine. */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

function executable() {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium is missing at ${CHROMIUM} (apt-get install chromium; npm test installs it)`);
  return CHROMIUM;
}

/** Headless Chromium with nothing that reaches outside this machine; each context is a fresh private profile. */
export async function launchBrowser() {
  return chromium.launch({ executablePath: executable(), args: ARGS });
}

/**
 * The same Chromium with an ordinary profile in a directory, for what a private profile cannot do
 * (installing the web app is refused in one).
 */
export async function launchProfile(userDataDir, options = {}) {
  return chromium.launchPersistentContext(userDataDir, { executablePath: executable(), args: ARGS, ...options });
}
