// First: the contract's schemas are made as it loads (src/wire/schemas-at-once.ts).
import '../src/wire/schemas-at-once';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REQUESTS } from '../src/contract';
import { renderApiDoc } from '../scripts/api-doc';

const committed = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'api.md'), 'utf8');

describe('docs/api.md', () => {
  it('is what the contract renders (run `pnpm docs:api` after changing the contract)', () => {
    expect(committed).toBe(renderApiDoc());
  });

  it('documents every request type with an example', () => {
    for (const type of Object.keys(REQUESTS)) expect(committed, type).toContain(`### \`${type}\``);
  });
});
