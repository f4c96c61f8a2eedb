// The app's build in two passes (vite.config.ts, "Each start step's code in one chunk"): the first finds which modules
// each start step loads, the second puts each step's modules in one chunk.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';

const record = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'diary-start-steps-')), 'start-steps.json');
try {
  process.env.DIARY_START_STEPS_RECORD = record;
  await build({ logLevel: 'warn', build: { write: false } });
  delete process.env.DIARY_START_STEPS_RECORD;
  process.env.DIARY_START_STEPS = record;
  await build();
} finally {
  fs.rmSync(path.dirname(record), { recursive: true, force: true });
}
