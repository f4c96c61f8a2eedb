// Reports the gzip size of the JavaScript a browser loads to show /dashboard/archive: the entry
// chunk and every chunk it imports statically (the archive tab is part of the entry; lazily loaded
// pages are not). Fails the build when it is over the budget, so a change that grows it is seen.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

// 170 until the data router (useBlocker, for the editor's unsaved changes) added 15.4 KB and the store's screen models 1.9 KB,
// then 190 until the outbox (restoring and sending the saves that wait, with the save's steps, and the shell's line) added
// 6.0 KB (a mini program cannot load the sending later, so it comes with the first screen), and the offline lists and
// diaries (their notes, and loading them again on reconnect) 2.2 KB; then 197 until deletes that wait, waiting diaries
// in the lists and the diaries kept for reading offline (their sending, rows and counts come with the first screen, the
// sheet of what waits on demand) added 0.5 KB to 197.3: docs/decisions.md, 2026-12-02; then 198 until the place sheet's
// places from a photo (the picker reading a photo's GPS, the slice's field, the Chinese texts; the rest on demand) added 0.3 KB;
// then 199 until the tab bar's and sidebar's line icons (lucide: 8 icons and its small Icon, 2.1 KB) and the archive's
// first-entry prompt and year totals (0.5 KB; its Write loads the editor's thunks on demand) made 201.3; then 202 until
// the preset moods a new account starts with (written at sign-in, which is on the first screen) and the page's zod chunk
// (zod with its no-eval setting) made 202.0.
// The target is 170: docs/benchmarks.md lists what is left to move off the first screen (zod, the data router).
const BUDGET_KB = 203;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const needed = new Set();
const visit = (key) => {
  if (needed.has(key)) return;
  needed.add(key);
  for (const imported of manifest[key].imports ?? []) visit(imported);
};
visit(entry);

let total = 0;
const rows = [];
for (const key of needed) {
  const file = manifest[key].file;
  const gzip = gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += gzip;
  rows.push(`  ${(gzip / 1024).toFixed(1).padStart(6)} KB  ${file}`);
}
const kb = total / 1024;
console.log(`JavaScript for /dashboard/archive: ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)\n${rows.join('\n')}`);
fs.writeFileSync(
  path.join(dist, 'bundle-budget.json'),
  JSON.stringify({ route: '/dashboard/archive', gzipKB: Number(kb.toFixed(1)), budgetKB: BUDGET_KB }, null, 2),
);
if (kb > BUDGET_KB) {
  console.error(`Over budget by ${(kb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
