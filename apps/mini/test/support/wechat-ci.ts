import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const WEAPP_DIST = path.resolve(here, '../../dist/weapp');
/** WeChat's own limit for the main package, and the target this app holds itself to. */
export const MAIN_PACKAGE_LIMIT = 2 * 1024 * 1024;
export const MAIN_PACKAGE_TARGET = 1.5 * 1024 * 1024;

export interface QualityItem {
  name: string;
  success: boolean;
  text: string;
  detail?: unknown;
}

interface WechatCi {
  Project: new (options: Record<string, unknown>) => { attr: () => Promise<unknown> };
  DefaultProjectAttr: unknown;
  getCompiledResult(options: Record<string, unknown>): Promise<Record<string, string | Buffer>>;
  checkCodeQuality(project: unknown): Promise<QualityItem[]>;
}

// miniprogram-ci is installed apart, with a flat node_modules (wechat-ci/): WeChat's compiler does
// not follow pnpm's symlinks. The test command installs it (tooling/scripts/wechat-ci.sh).
const ci = createRequire(path.resolve(here, '../../wechat-ci/package.json'))('miniprogram-ci') as WechatCi;

/** The compiler and the quality scan sign nothing, but a Project wants a key file: a throwaway one. */
function throwawayKey(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'wechat-ci-'));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const file = path.join(dir, 'private.key');
  writeFileSync(file, privateKey.export({ type: 'pkcs1', format: 'pem' }));
  return file;
}

function project(projectPath: string) {
  const p = new ci.Project({ appid: 'touristappid', type: 'miniProgram', projectPath, privateKeyPath: throwawayKey(), ignores: ['node_modules/**/*'] });
  // Offline: the project's attributes are WeChat's defaults instead of a call to WeChat's servers.
  p.attr = async () => ci.DefaultProjectAttr;
  return p;
}

/** WeChat's WXML, WXSS and JS compilers over a weapp build, as the developer tools' upload runs them; rejects on any error. */
export function compileWithWechat(projectPath = WEAPP_DIST): Promise<Record<string, string | Buffer>> {
  return ci.getCompiledResult({ project: project(projectPath), setting: { useProjectConfig: true }, onProgressUpdate: () => {} });
}

/** The developer tools' code-quality scan (package size, compression, unused code…). */
export function checkQuality(projectPath = WEAPP_DIST): Promise<QualityItem[]> {
  return ci.checkCodeQuality(project(projectPath));
}
