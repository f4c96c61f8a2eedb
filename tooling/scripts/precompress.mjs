// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of a built app, so the server
// sends compressed bytes without compressing on each request (@fastify/static's preCompressed).
// A copy that would not be smaller is not written.
//
//   node tooling/scripts/precompress.mjs apps/web/dist
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt']);
const SMALLEST = 1024;

const root = path.resolve(process.argv[2] ?? '');
if (!fs.existsSync(root)) throw new Error(`precompress: no such folder ${root}`);

let before = 0;
let after = 0;
for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  if (!entry.isFile() || !TEXT.has(path.extname(file))) continue;
  const content = fs.readFileSync(file);
  if (content.length < SMALLEST) continue;
  const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } });
  const gzip = gzipSync(content, { level: 9 });
  if (brotli.length < content.length) fs.writeFileSync(`${file}.br`, brotli);
  if (gzip.length < content.length) fs.writeFileSync(`${file}.gz`, gzip);
  before += content.length;
  after += Math.min(brotli.length, content.length);
}
console.log(`precompressed ${path.relative(process.cwd(), root) || '.'}: ${(before / 1024).toFixed(0)} KB of text, ${(after / 1024).toFixed(0)} KB as brotli`);
