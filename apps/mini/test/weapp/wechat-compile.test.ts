import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkQuality, compileWithWechat, MAIN_PACKAGE_LIMIT, MAIN_PACKAGE_TARGET, WEAPP_DIST } from '../support/wechat-ci';

const appJson = () =>
  JSON.parse(fs.readFileSync(path.join(WEAPP_DIST, 'app.json'), 'utf8')) as { pages: string[]; subPackages: Array<{ root: string; pages: string[] }> };

describe("the weapp build, checked by WeChat's own tooling offline", () => {
  it("compiles every page's WXML, WXSS and JS without an error", async () => {
    const compiled = await compileWithWechat();
    const files = Object.keys(compiled);
    const app = appJson();
    const pages = [...app.pages, ...app.subPackages.flatMap((p) => p.pages.map((page) => `${p.root}/${page}`))];
    expect(pages.length).toBeGreaterThanOrEqual(12);
    for (const page of pages) expect(files.some((file) => file.startsWith(page))).toBe(true);
    // WeChat's compiler over the whole package: beside the server's and the web app's tests on CI's two cores it once
    // took more than the suite's 120 s.
  }, 300_000);

  it('passes the quality scan, with the main package under 1.5 MB (WeChat allows 2 MB)', async () => {
    const quality = await checkQuality();
    const failed = quality.filter((item) => !item.success).map((item) => `${item.name}: ${item.text}`);
    expect(failed).toEqual([]);
    const sizes = quality.find((item) => item.name === 'PACKAGE_SIZE_LIMIT')!.detail as Record<string, number>;
    const main = sizes.__APP__!;
    fs.mkdirSync('reports', { recursive: true });
    fs.writeFileSync('reports/weapp-size.json', JSON.stringify(sizes, null, 2));
    // eslint-disable-next-line no-console -- the package sizes are this check's figures (docs/benchmarks.md)
    console.log(
      `weapp packages (bytes): ${JSON.stringify(sizes)}; main ${(main / 1024).toFixed(1)} KB of ${MAIN_PACKAGE_TARGET / 1024} KB target, ${MAIN_PACKAGE_LIMIT / 1024} KB limit`,
    );
    expect(main).toBeLessThan(MAIN_PACKAGE_LIMIT);
    expect(main).toBeLessThanOrEqual(MAIN_PACKAGE_TARGET);
  });

  it('refuses a build with broken WXML (the check can fail)', async () => {
    // The build's project settings with one page whose WXML is cut off: compiling the whole package again to show the
    // same took forty seconds of CI's two cores.
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'weapp-broken-'));
    fs.copyFileSync(path.join(WEAPP_DIST, 'project.config.json'), path.join(broken, 'project.config.json'));
    fs.writeFileSync(path.join(broken, 'app.json'), JSON.stringify({ pages: ['pages/archive/index'] }));
    fs.writeFileSync(path.join(broken, 'app.js'), 'App({});');
    const page = path.join(broken, 'pages/archive/index');
    fs.mkdirSync(path.dirname(page), { recursive: true });
    fs.writeFileSync(`${page}.js`, 'Page({});');
    fs.writeFileSync(`${page}.json`, '{}');
    fs.writeFileSync(`${page}.wxml`, '<view class="x"><text>{{ greeting }}</text></view>\n<view class="x"><text>{{ unclosed </view>');
    const error = await compileWithWechat(broken).then(
      () => null,
      (e: unknown) => e,
    );
    // WeChat's WXML compiler names the line and column: "3:42:unexpected end".
    expect(String((error as Error | null)?.message ?? error)).toMatch(/\d+:\d+:unexpected end/);
  });
});
