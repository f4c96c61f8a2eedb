// The server's program (dist/main.js): the contract's schemas are made as they load, then the server starts
// (main.ts). A stand-in made when first used (core's wire/lazy-schema.ts) spares a page's first load the schemas it
// does not check with; the server checks with all of them, and often, and a stand-in adds a step to each check.
// The server is loaded only once the setting is made: the bundler puts a static import's shared code first.
import '@diary/core/schemas-at-once';

await import('./main');
