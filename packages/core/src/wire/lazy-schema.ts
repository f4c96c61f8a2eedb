/**
 * A schema made the first time something uses it. A module's schemas are made when a page loads the module, and
 * a web page loads the whole contract at start while it checks only start's answers: made at once they were the
 * largest part of the store's first task on a slow phone (docs/benchmarks.md, "Schemas made when first used").
 * The answer stands in for the schema in every way (checks, `.shape`, `.extend`, `instanceof`), so a module
 * composes lazy schemas as it would the schemas themselves.
 */
export function lazySchema<T extends object>(make: () => T): T {
  if (atOnce) return make();
  let made: T | undefined;
  const schema = () => (made ??= make());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    has: (_, key) => Reflect.has(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    ownKeys: () => Reflect.ownKeys(schema()),
    // Reported configurable: the stand-in itself holds none of the schema's own properties.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}

let atOnce = false;

/**
 * Makes every schema as its module loads, with no stand-in (`./schemas-at-once`, imported before the schemas'
 * modules load): for the server, which checks with all of them and often, and for what walks the schemas as a graph
 * of objects (docs/api.md's JSON Schema), to which a stand-in and its schema are two objects.
 */
export function makeSchemasAtOnce(): void {
  atOnce = true;
}

/**
 * Does the one-time work of a schema's first check now, while nothing waits on it: zod's first check of a schema walks
 * everything inside it (looking for cycles), which makes every stand-in it holds. A check of nothing does that work
 * and fails at once.
 */
export function prepareCheck(schema: { safeParse(value: unknown): unknown }): void {
  schema.safeParse(undefined);
}
