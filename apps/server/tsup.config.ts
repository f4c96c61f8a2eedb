import { defineConfig } from 'tsup';

export default defineConfig({
  // The HEIC decoder and the database's checkpoints run in worker threads, from files of their own beside main.js.
  entry: {
    main: 'src/boot.ts',
    admin: 'src/admin.ts',
    'heic-decode.worker': 'src/media/heic-decode.worker.mjs',
    'checkpoints.worker': 'src/db/checkpoints.worker.mjs',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // Dependencies stay in node_modules; better-sqlite3 is a native addon and cannot be bundled.
  skipNodeModulesBundle: true,
});
