import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    // The in-memory platform is for tests of the store and of the apps.
    testing: 'src/testing.ts',
    // The People tab, apart: it loads the pinyin dictionary.
    people: 'src/people.ts',
    // The Places tab's map, apart: shifting points to GCJ-02 loads a coordinate library.
    places: 'src/places.ts',
    // The share poster's drawing, apart: it draws the link's code with a QR library.
    poster: 'src/poster.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2020',
  treeshake: true,
});
