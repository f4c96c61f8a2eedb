// Writes this release into the built service worker: the list of every script and style it keeps when it installs
// (so a page never opened before opens offline), and a release name that changes with them (so browsers install the
// new worker, and it drops the older release's files).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
// Not kept at install: the HEIC decoder (0.5 MB compressed) is for a desktop browser that picks an iPhone photo, and
// offline without it the editor shows the photo's tile until the server's copy.
const ON_DEMAND_ONLY = /^assets\/heic-to-/;
const files = new Set();
for (const chunk of Object.values(manifest)) {
  for (const file of [chunk.file, ...(chunk.css ?? [])]) if (/\.(js|css)$/.test(file) && !ON_DEMAND_ONLY.test(file)) files.add(`/${file}`);
}
const assets = [...files].sort();
const release = crypto.createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 12);
const worker = path.join(dist, 'sw.js');
const source = fs.readFileSync(worker, 'utf8');
const built = source
  .replace("const RELEASE = 'dev';", `const RELEASE = '${release}';`)
  .replace('const APP_ASSETS = [];', `const APP_ASSETS = ${JSON.stringify(assets)};`);
if (built === source) throw new Error('sw.js no longer has the lines the build fills in');
fs.writeFileSync(worker, built);
console.log(`service worker: release ${release}, ${assets.length} scripts and styles kept at install`);
