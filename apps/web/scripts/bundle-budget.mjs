// Reports the gzip size of the JavaScript a browser loads to show /dashboard/archive: the entry chunk, its start steps
// (the modules of src/app/ that src/main.tsx imports one after another) and every chunk they import statically (the
// archive tab is part of them; lazily loaded pages are not). Fails the build when it is over the budget, so a change
// that grows it is seen.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

// The target is 170. The budget follows what the first screen needs now (145.2 KB: Preact drawing, the start in two
// steps, each step's modules in one chunk), so growth is seen: each step that moved it, and what is left to take off
// the first screen, is in docs/benchmarks.md.
const BUDGET_KB = 150;
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
// The start steps are the entry's imports from src/app/, or their chunks once grouped (vite.config.ts); another, the code
// of the screen the page opens on, asked for early, is not the archive's.
const isStep = (key) => key.startsWith('src/app/') || /^start-/.test(manifest[key].name ?? '');
for (const step of manifest[entry].dynamicImports ?? []) if (isStep(step)) visit(step);

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
