import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };

// packages/core must run unchanged in a browser, the mini program and Node: its code may
// import only itself and its own framework-free dependencies, never a UI framework or a
// Node-only module. This reads every import of the sources and of the built output.

const root = join(__dirname, '..');
const allowed = new Set(Object.keys(packageJson.dependencies));

function files(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, keep) : keep(path) ? [path] : [];
  });
}

function bareImports(source: string): string[] {
  const specifiers = [
    ...source.matchAll(/\bfrom\s+['"]([^'"]+)['"]/g),
    ...source.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
    ...source.matchAll(/\bimport\s+['"]([^'"]+)['"]/g),
    ...source.matchAll(/\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1] as string);
  return specifiers.filter((s) => !s.startsWith('.'));
}

const packageOf = (specifier: string) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] as string));

describe('packages/core is framework-free', () => {
  it('its sources import only its own framework-free dependencies', () => {
    const offenders = files(join(root, 'src'), (p) => p.endsWith('.ts') && !p.endsWith('.test.ts')).flatMap((file) =>
      bareImports(readFileSync(file, 'utf8'))
        .filter((s) => !allowed.has(packageOf(s)))
        .map((s) => `${file.slice(root.length + 1)} imports ${s}`),
    );
    expect(offenders).toEqual([]);
  });

  it('its dependencies are none of React, Taro or a Node-only module', () => {
    for (const name of allowed) expect(name).not.toMatch(/^(react|react-dom|@tarojs\/.*|node:.*|fs|path|crypto)$/);
  });

  it('its built output imports nothing else either', () => {
    const dist = join(root, 'dist');
    expect(existsSync(dist), 'build first: the test command builds before testing').toBe(true);
    const offenders = files(dist, (p) => p.endsWith('.js')).flatMap((file) =>
      bareImports(readFileSync(file, 'utf8'))
        .filter((s) => !allowed.has(packageOf(s)))
        .map((s) => `${file.slice(root.length + 1)} imports ${s}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the detector itself catches a Node-only or framework import', () => {
    const sample = "import fs from 'node:fs';\nimport { useState } from 'react';\nimport Taro from '@tarojs/taro';\nconst x = require('crypto');";
    expect(
      bareImports(sample)
        .map(packageOf)
        .filter((p) => !allowed.has(p)),
    ).toEqual(['node:fs', 'react', '@tarojs/taro', 'crypto']);
  });
});
