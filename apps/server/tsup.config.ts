import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts', admin: 'src/admin.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // Dependencies stay in node_modules; better-sqlite3 is a native addon and cannot be bundled.
  skipNodeModulesBundle: true,
});
