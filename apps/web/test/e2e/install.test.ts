import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchProfile } from '@diary/tooling/browser';
import type { RealServer } from '@diary/tooling/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer } from '../support/web-server';

let server: RealServer;
beforeAll(async () => {
  server = await startWebServer();
});
afterAll(() => server.close());

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

describe('the web app is installable', () => {
  it('Chromium finds nothing against installing it, and every icon of the manifest is the image and size it says', async () => {
    // An ordinary profile: Chromium refuses to install from a private one.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-install-'));
    const context = await launchProfile(profile, { viewport: { width: 1440, height: 900 } });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${server.url}/`);
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);

    const manifest = (await (await fetch(`${server.url}/manifest.webmanifest`)).json()) as { icons: ManifestIcon[]; theme_color: string };
    expect(manifest.icons.some((icon) => icon.purpose.includes('maskable'))).toBe(true);
    for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
      const answer = await fetch(`${server.url}${icon.src}`);
      expect(answer.headers.get('content-type')).toBe('image/png');
      const { width, height, format } = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect({ src: icon.src, size: `${width}x${height}`, format }).toEqual({ src: icon.src, size: icon.sizes, format: 'png' });
    }
    const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await fetch(`${server.url}${touch}`)).status).toBe(200);
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  });
});
