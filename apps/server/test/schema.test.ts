import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPECS } from '../src/storage/spec';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the migrated schema', () => {
  it('has a column for every queryable field of every class, so the allow-list and the tables agree', async () => {
    const tables = new Map((await server.database.db.introspection.getTables()).map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
    for (const spec of Object.values(SPECS)) {
      const columns = tables.get(spec.table);
      expect(columns, spec.table).toBeDefined();
      const expected = [...Object.keys(spec.columns), ...spec.geo.flatMap((g) => [`${g}Lat`, `${g}Lng`]), 'id', 'createdAt', 'updatedAt', 'data'];
      for (const column of expected) expect(columns!.has(column), `${spec.table}.${column}`).toBe(true);
    }
    expect(tables.get('itemLinks')).toEqual(new Set(['ownerId', 'field', 'position', 'targetId', 'user']));
  });
});
