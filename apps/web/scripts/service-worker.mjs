// Writes this release into the built service worker: the list of every script and style it keeps when it installs
// (so a page never opened before opens offline), a release name that changes with them (so browsers install the
// new worker, and it drops the older release's files), and the media sizes it keeps for reading offline (core's).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MEDIA_SIZE_VALUES } from '@diary/core';

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
/** Puts the build's value where sw.js has its line with an empty one. */
const fill = (source, line, filled) => {
  if (!source.includes(line)) throw new Error(`sw.js no longer has the line the build fills in: ${line}`);
  return source.replace(line, filled);
};
let built = fs.readFileSync(worker, 'utf8');
built = fill(built, "const RELEASE = 'dev';", `const RELEASE = '${release}';`);
built = fill(built, 'const APP_ASSETS = [];', `const APP_ASSETS = ${JSON.stringify(assets)};`);
built = fill(built, 'const KEPT_SIZES = new Set([]);', `const KEPT_SIZES = new Set(${JSON.stringify([...new Set(MEDIA_SIZE_VALUES)])});`);
fs.writeFileSync(worker, built);
console.log(`service worker: release ${release}, ${assets.length} scripts and styles kept at install`);
