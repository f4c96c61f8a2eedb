import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';
import coreBuild from '../../packages/core/tsup.config';
import storeBuild from '../../packages/store/tsup.config';
import browserBuild from '../../packages/browser/tsup.config';
import pkg from './package.json' with { type: 'json' };

// The server serves the build from the same origin as /restful, so the app calls the API with
// relative paths; `pnpm dev` proxies them to a server started on DIARY_API (default :8787).
const api = process.env.DIARY_API ?? 'http://127.0.0.1:8787';

/**
 * The shared packages are built from their sources here, not from their bundled dist: a bundle is one
 * module, so everything any screen used from it landed in the first load; module by module, code only
 * a lazily loaded screen uses loads with that screen. Each entry point of a package's own build (its
 * `exports`) maps to the source file that build starts from.
 */
function sourcesOf(name: string, build: unknown): Alias[] {
  const { entry } = build as { entry: Record<string, string> };
  return Object.entries(entry).map(([dist, source]) => ({
    find: new RegExp(`^${name}${dist === 'index' ? '' : `/${dist}`}$`),
    replacement: fileURLToPath(new URL(`../../packages/${name.split('/')[1]}/${source}`, import.meta.url)),
  }));
}

export default defineConfig({
  plugins: [react()],
  resolve: { alias: [...sourcesOf('@diary/core', coreBuild), ...sourcesOf('@diary/store', storeBuild), ...sourcesOf('@diary/browser', browserBuild)] },
  define: { __APP_VERSION__: JSON.stringify(process.env.DIARY_VERSION ?? pkg.version) },
  build: {
    manifest: true,
    target: 'es2020',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Zod and the setting that keeps it from eval (src/platform/parse-without-eval.ts) in one chunk: a chunk runs
        // whole before any that imports it, so the setting is made before @diary/core makes its first schema.
        advancedChunks: { groups: [{ name: 'zod', test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?zod[\\/]|parse-without-eval/ }] },
      },
    },
  },
  server: { proxy: { '/restful': api, '/media': api, '/qiniu': api, '/utils': api } },
});
