import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    // The people index pulls in a pinyin dictionary; clients load it only where the people list is shown.
    'people-index': 'src/people/people-index.ts',
    // Every language's texts: the web app has Chinese in its first load and fetches the others when one is chosen.
    texts: 'src/i18n/texts.ts',
    // The agreement and the policy are long texts, loaded only when one is opened.
    legal: 'src/legal/index.ts',
    // Reading a picked photo's GPS: loaded by the picker, not with the first screen.
    'photo-position': 'src/places/photo-position.ts',
    // The routes alone: the web page's first script reads its path with them before the rest of the domain loads.
    routes: 'src/routes/index.ts',
    // Imported first by the server: it makes every schema as it loads (wire/lazy-schema.ts).
    'schemas-at-once': 'src/wire/schemas-at-once.ts',
    // Imported first by the clients: how zod checks what they read (no eval, no cycle walk).
    'client-parsing': 'src/wire/client-parsing.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2020',
  treeshake: true,
});
