import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

// The server serves the build from the same origin as /restful, so the app calls the API with
// relative paths; `pnpm dev` proxies them to a server started on DIARY_API (default :8787).
const api = process.env.DIARY_API ?? 'http://127.0.0.1:8787';

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(process.env.DIARY_VERSION ?? pkg.version) },
  build: { manifest: true, target: 'es2020', sourcemap: false },
  server: { proxy: { '/restful': api, '/media': api, '/qiniu': api, '/utils': api } },
});
