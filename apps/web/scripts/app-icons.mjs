// Draws the PNG icons browsers and home screens ask for from the app's SVG icons, into the build:
// 192 and 512 px for the manifest, a 512 px maskable one (the glyph inside the safe circle, the
// background to the edge; the page glyph's corners are 182 px from the centre, inside the 205 px safe
// circle) and Apple's 180 px touch icon (which iOS rounds itself, so full-bleed).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(web, 'dist/icons');
fs.mkdirSync(out, { recursive: true });

const ICONS = [
  { source: 'icon.svg', size: 192, name: 'icon-192.png' },
  { source: 'icon.svg', size: 512, name: 'icon-512.png' },
  { source: 'icon-maskable.svg', size: 512, name: 'icon-maskable-512.png' },
  { source: 'icon-maskable.svg', size: 180, name: 'apple-touch-icon.png' },
];

for (const { source, size, name } of ICONS) {
  const svg = fs.readFileSync(path.join(web, 'public', source));
  await sharp(svg, { density: Math.ceil((72 * size) / 512) * 2 })
    .resize(size, size)
    .png()
    .toFile(path.join(out, name));
}
console.log(`app icons: ${ICONS.map((i) => i.name).join(', ')}`);
