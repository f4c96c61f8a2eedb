// Compiles the weapp build with WeChat's own tooling, offline, and fails on any error:
// getCompiledResult runs WeChat's WXML/WXSS/JS compilers over dist/weapp; checkCodeQuality runs
// the developer tools' quality scan; the main package must stay under WeChat's 2 MB limit.
// Prints the package sizes as JSON (scripts/wechat-check.mjs [--json report.json]).
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const appRoot = join(here, '..');
// Installed apart with a flat node_modules (wechat-ci/): WeChat's compiler does not follow pnpm's symlinks.
const ci = createRequire(join(appRoot, 'wechat-ci', 'package.json'))('miniprogram-ci');

export const MAIN_PACKAGE_LIMIT = 2 * 1024 * 1024;
export const MAIN_PACKAGE_TARGET = 1.5 * 1024 * 1024;

function throwawayKey() {
  // The compiler and the quality scan never sign anything, but the Project wants a key file.
  const dir = mkdtempSync(join(tmpdir(), 'wechat-ci-'));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const path = join(dir, 'private.key');
  writeFileSync(path, privateKey.export({ type: 'pkcs1', format: 'pem' }));
  return path;
}

export async function checkWeappBuild(projectPath = join(appRoot, 'dist', 'weapp')) {
  const project = new ci.Project({
    appid: 'touristappid',
    type: 'miniProgram',
    projectPath,
    privateKeyPath: throwawayKey(),
    ignores: ['node_modules/**/*'],
  });
  project.attr = async () => ci.DefaultProjectAttr;
  console.error('attr', typeof project._project?.attr);
  const compiled = await ci.getCompiledResult({ project, setting: { useProjectConfig: true, es6: false, minify: false }, onProgressUpdate: (p) => console.error('progress', JSON.stringify(p).slice(0,200)) });
  const quality = await ci.checkCodeQuality(project);
  return { compiled, quality };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { compiled, quality } = await checkWeappBuild();
  console.log(Object.keys(compiled).length, 'files');
  console.log(JSON.stringify(quality, null, 1).slice(0, 4000));
}
