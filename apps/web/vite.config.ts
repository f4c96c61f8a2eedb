import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type Plugin, type Rolldown } from 'vite';
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

/**
 * The emoji picker's data (emojibase, the files the picker asks for as `/emoji/{locale}/{data,messages}.json`), served
 * by this app rather than a CDN: nothing loads from elsewhere, and the picker works wherever the app does.
 */
function emojiData(): Plugin {
  const require = createRequire(import.meta.url);
  const files = ['en', 'zh'].flatMap((locale) => ['data', 'messages'].map((name) => `${locale}/${name}.json`));
  const read = (file: string) => fs.readFileSync(require.resolve(`emojibase-data/${file}`));
  return {
    name: 'emoji-data',
    configureServer(server) {
      server.middlewares.use('/emoji/', (request, response, next) => {
        const file = files.find((f) => request.url === `/${f}`);
        if (!file) return next();
        response.setHeader('content-type', 'application/json');
        response.end(read(file));
      });
    },
    generateBundle() {
      for (const file of files) this.emitFile({ type: 'asset', fileName: `emoji/${file}`, source: read(file) });
    },
  };
}

/** The app's icon (public/icon.svg) written into index.html's first paint, where `<!-- app icon -->` stands. */
function bootIcon(): Plugin {
  return {
    name: 'boot-icon',
    transformIndexHtml: (html) => html.replace('<!-- app icon -->', fs.readFileSync(new URL('./public/icon.svg', import.meta.url), 'utf8').trim()),
  };
}

/**
 * The chunks of the entry's start steps (src/main.tsx imports them one after another, giving the main thread back
 * between) preloaded by the page itself, as the entry's static imports are: found by the scripts instead, they would
 * be fetched only once the entry had run, one more round trip before the first screen.
 */
function startStepsPreloaded(): Plugin {
  return {
    name: 'start-steps-preloaded',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const listed = new Set([chunk.fileName, ...chunk.imports]);
        const files: string[] = [];
        const visit = (fileName: string) => {
          if (listed.has(fileName)) return;
          listed.add(fileName);
          files.push(fileName);
          const step = bundle[fileName];
          if (step?.type === 'chunk') step.imports.forEach(visit);
        };
        // The steps are the entry's imports from src/app/ (or, once grouped, their chunks); another (the code of the
        // screen the page opens on, asked for early) is not every page's.
        const isStep = (fileName: string) => {
          const step = bundle[fileName];
          return step?.type === 'chunk' && (/[\\/]src[\\/]app[\\/]/.test(step.facadeModuleId ?? '') || STEP_NAMES.includes(step.name));
        };
        chunk.dynamicImports.filter(isStep).forEach(visit);
        return files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/** The start steps' chunks by name, and the module each begins at (src/main.tsx imports them in this order). */
const START_STEPS = { 'start-store': /[\\/]src[\\/]app[\\/]store\.ts$/, 'start-draw': /[\\/]src[\\/]app[\\/]draw\.tsx$/ };
const STEP_NAMES = Object.keys(START_STEPS);

/**
 * Each start step's code in one chunk. Left to the bundler, every module the steps share with some lazily loaded
 * screen became a chunk of its own (52 on the first load, most of 1–2 KB): on a connection that fetches six at a time,
 * each six cost a round trip before the first screen. The steps always load first, so what a screen shares with them
 * is there already. Which modules each step loads is what the bundler itself found in a first pass of the build
 * (scripts/build.mjs): following imports through the packages' index files would take in every module they name.
 */
function startStepsRecorded(file: string): Plugin {
  return {
    name: 'start-steps-recorded',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach((next) => closure(next, seen));
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry)!;
      const entryOwn = closure(entry.fileName);
      const stepOf: Record<string, string> = {};
      for (const [step, source] of Object.entries(START_STEPS)) {
        const facade = chunks.find((chunk) => source.test(chunk.facadeModuleId ?? ''));
        if (!facade) throw new Error(`the start step ${step} has no chunk`);
        for (const fileName of closure(facade.fileName))
          if (!entryOwn.has(fileName)) for (const id of chunks.find((chunk) => chunk.fileName === fileName)!.moduleIds) stepOf[id] ??= step;
      }
      fs.writeFileSync(file, JSON.stringify(stepOf));
    },
  };
}

/** The start steps' chunks, from the first pass's record (none on the first pass, or in a build run without it). */
function startStepGroups(file: string | undefined): Rolldown.CodeSplittingGroup[] {
  if (!file) return [];
  const stepOf = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  // The store step's first, so that what the draw step shares with it stays in the store's chunk.
  return STEP_NAMES.map((step, i) => ({ name: step, test: (id: string) => stepOf[id] === step, priority: 2 - i, includeDependenciesRecursively: false }));
}

/**
 * React's API drawn by Preact (decisions.md, "Preact draws the web app"): the same components, hooks and libraries, a
 * tenth of react-dom's bytes in the first load. The code and its types still say `react`.
 */
const preactForReact: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
];

export default defineConfig({
  // Fast Refresh is React's own runtime; with Preact drawing, `pnpm dev` reloads the page on a change instead.
  plugins: [
    react({ refreshExclude: /./ }),
    emojiData(),
    bootIcon(),
    startStepsPreloaded(),
    ...(process.env.DIARY_START_STEPS_RECORD ? [startStepsRecorded(process.env.DIARY_START_STEPS_RECORD)] : []),
  ],
  resolve: {
    alias: [...preactForReact, ...sourcesOf('@diary/core', coreBuild), ...sourcesOf('@diary/store', storeBuild), ...sourcesOf('@diary/browser', browserBuild)],
  },
  define: { __APP_VERSION__: JSON.stringify(process.env.DIARY_VERSION ?? pkg.version) },
  build: {
    manifest: true,
    target: 'es2020',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Zod and the clients' settings for it (@diary/core/client-parsing) in one chunk: a chunk runs whole before any
        // that imports it, so the settings are made before @diary/core makes its first schema.
        advancedChunks: {
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?zod[\\/]|client-parsing/, priority: 3 },
            ...startStepGroups(process.env.DIARY_START_STEPS),
          ],
        },
      },
    },
  },
  server: { proxy: { '/restful': api, '/media': api, '/qiniu': api, '/utils': api } },
});
