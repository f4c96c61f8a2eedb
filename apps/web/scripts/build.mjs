// The app's build in two passes (vite.config.ts, "Each start step's code in one chunk"): the first finds which modules
// each start step loads, the second puts each step's modules in one chunk.
//
//   node scripts/build.mjs                          the app, into dist/
//   node scripts/build.mjs --unminified <dir>       the same chunks unminified, into <dir>: for a profile's function
//                                                   names (tooling/bench/web-load-profile.mjs --dist <dir>)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';

const { values: options } = parseArgs({ options: { unminified: { type: 'string' } } });
const output = options.unminified ? { minify: false, outDir: path.resolve(options.unminified), emptyOutDir: true } : {};
const record = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'diary-start-steps-')), 'start-steps.json');
try {
  process.env.DIARY_START_STEPS_RECORD = record;
  await build({ logLevel: 'warn', build: { write: false, ...output } });
  delete process.env.DIARY_START_STEPS_RECORD;
  process.env.DIARY_START_STEPS = record;
  await build(options.unminified ? { logLevel: 'warn', build: output } : {});
} finally {
  fs.rmSync(path.dirname(record), { recursive: true, force: true });
}
