import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderApiDoc } from './api-doc';

const target = join(import.meta.dirname, '..', '..', '..', 'docs', 'api.md');
writeFileSync(target, renderApiDoc());
process.stdout.write(`wrote ${target}\n`);
