import type { core } from 'zod';

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
 * Makes a schema and every schema inside it (each stand-in, an object's fields, a list's items, a union's options, a
 * lazy schema's own) a few at a time, while nothing waits on them: `next(until)` makes schemas until the clock passes
 * `until` (ms, `Date.now()`), and says whether all are made. A first check makes them as it goes, and the clients'
 * checks do not walk a schema before checking (client-parsing.ts): a diary list's answer holds some 270 schemas, whose
 * making was most of its first check, one task of ≈ 200 ms on a slow phone while the page waited on it
 * (docs/benchmarks.md, "An answer's schemas made while it travels").
 */
export function schemaMaking(schema: object): { next(until: number): boolean } {
  const waiting: unknown[] = [schema];
  const seen = new Set<object>();
  return {
    next(until) {
      while (waiting.length > 0) {
        // Reading a stand-in's `_zod` makes its schema: one schema made between two looks at the clock.
        const inner = (waiting.pop() as Partial<core.$ZodType>)._zod;
        if (!inner || seen.has(inner)) continue;
        seen.add(inner);
        waiting.push(...schemasIn(inner));
        if (Date.now() >= until) break;
      }
      return waiting.length === 0;
    },
  };
}

/**
 * What may be a schema in a schema's definition (zod's `_zod.def`), not yet made; a lazy schema's is the one it made.
 * A stand-in is not asked whether it is a schema here: asking makes it, and an object's fields would all be made at once.
 */
function schemasIn(inner: core.$ZodTypeInternals): unknown[] {
  const def = inner.def as unknown as Record<string, unknown>;
  // Zod makes a lazy schema's own once and keeps it; calling its getter again would make another.
  if (def.type === 'lazy') return [(inner as core.$ZodLazyInternals).innerType];
  const held: unknown[] = [];
  for (const key of Object.keys(def)) {
    if (key === 'checks') continue;
    const value = def[key];
    if (key === 'shape' && value) held.push(...Object.values(value));
    else if (Array.isArray(value)) held.push(...value);
    else held.push(value);
  }
  return held.filter((value) => typeof value === 'object' && value !== null);
}
