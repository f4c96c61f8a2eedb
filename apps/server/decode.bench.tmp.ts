import Database from 'better-sqlite3';
import { decodeRow } from './src/items/codec';
import { SPECS } from './src/items/spec';
const db = new Database('/tmp/copy.sqlite', { readonly: true });
const diaries = db.prepare('select * from diaries limit 20').all() as Record<string, unknown>[];
const files = db.prepare('select * from files limit 20').all() as Record<string, unknown>[];
const tags = db.prepare('select * from tags limit 10').all() as Record<string, unknown>[];
const links = { gallery: ['a', 'b'], location: ['c'], people: [], tag: ['d', 'e'] };
const page = () => { for (const r of diaries) decodeRow(SPECS.diary, r, links); for (const r of files) decodeRow(SPECS.file, r, undefined); for (const r of tags) decodeRow(SPECS.tag, r, undefined); };
for (let i = 0; i < 2000; i++) page();
for (let round = 0; round < 3; round++) { const t0 = performance.now(); for (let i = 0; i < 5000; i++) page(); console.log('page of 50 rows', ((performance.now() - t0) / 5000 * 1000).toFixed(1), 'us'); }
console.log(files[0], diaries[0]);
