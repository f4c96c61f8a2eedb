import { config } from 'zod';

/*
 * How the clients (the web page, the mini program) have zod check what they read. Imported first by each client's
 * entry, before any schema is made: zod reads these settings as it makes a schema. It imports nothing of the domain.
 *
 * - No `new Function`: zod compiles its object parsers with it when it may, and probes whether it may (`Function('')`)
 *   as each object schema is made. The clients' policy forbids eval (the web page's Content-Security-Policy, WeChat's
 *   mini programs), and the probe alone is reported as a violation; parsing without it is as correct.
 * - No cycle support: zod's default memoizer lets a parse follow a value that refers back to itself, and to know where
 *   one could, each object, array and union walks everything under it the first time it checks something. A client
 *   reads JSON (the server's answers, its own stored data), which holds no cycle, and on a slow phone that walk was
 *   most of the first check of a page's answers (docs/benchmarks.md, "The first check without zod's cycle walk").
 */
config({
  jitless: true,
  memoizer: { attach() {}, guard() {}, alloc: (_schema, _payload, empty) => empty },
});
