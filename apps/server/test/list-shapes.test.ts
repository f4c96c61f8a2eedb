import type { Where } from '@diary/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parameter } from '../src/db/compiled-once';
import type { Database } from '../src/db/database';
import { ownedRows } from '../src/storage/owned-rows';
import { whereShape } from '../src/storage/where';
import { openTestSqlite } from './support/embedded-database';
import { DB_KIND } from './support/server';

const date = (iso: string) => ({ __type: 'Date' as const, iso });
const ptr = (className: string, objectId: string) => ({ __type: 'Pointer' as const, className, objectId });

/** A list statement compiled once for every where of its shape (storage/list-pages.ts) binds each where's own values. */
describe.runIf(DB_KIND === 'sqlite')('the shape of a where', () => {
  let database: Database;
  let remove: () => Promise<void>;
  beforeAll(async () => ({ database, remove } = await openTestSqlite('shapes')));
  afterAll(() => remove());

  const compiled = (userId: string, where: Where) => ownedRows(database.db, 'sqlite', userId, 'diary', where).selectAll().compile();

  it('compiles to the SQL of the where itself, binding its values in the order that SQL binds them', () => {
    const wheres: Where[] = [
      { datetime: { $gte: date('2026-10-31T16:00:00.000Z'), $lt: date('2026-11-30T16:00:00.000Z') } },
      { user: ptr('user', 'u1'), datetime: { $gte: date('2026-10-31T16:00:00.000Z'), $lt: date('2026-11-30T16:00:00.000Z') } },
      { tag: ptr('tag', 't1'), weather: { $ne: 2 }, favorite: true },
      { people: { $in: [ptr('people', 'p1'), ptr('people', 'p2')] }, status: ptr('status', 's1') },
      { tag: { $exists: false }, weather: { $in: [] }, privateStatus: false },
      { todayonhistory: '1121', datetime: { $lt: date('2026-10-01T00:00:00.000Z') }, weather: { $nin: [1, 3] } },
      { $or: [{ weather: 1 }, { $and: [{ favorite: true }, { location: { $nin: [ptr('location', 'l1')] } }] }] },
    ];
    for (const where of wheres) {
      const itself = compiled('u1', where);
      const shape = whereShape('diary', where, 1)!;
      expect(shape, JSON.stringify(where)).toBeDefined();
      const shaped = compiled(parameter(0), shape.where);
      expect(shaped.sql).toBe(itself.sql);
      expect(shaped.parameters).toEqual(shaped.parameters.map((_, i) => parameter(i)));
      expect(['u1', ...shape.values]).toEqual(itself.parameters);
    }
  });

  it('has one shape for wheres that differ only in their values', () => {
    const month = (from: string, to: string) => whereShape('diary', { datetime: { $gte: date(from), $lt: date(to) } }, 1)!;
    const november = month('2026-10-31T16:00:00.000Z', '2026-11-30T16:00:00.000Z');
    const march = month('2024-02-29T16:00:00.000Z', '2024-03-31T16:00:00.000Z');
    expect(JSON.stringify(march.where)).toBe(JSON.stringify(november.where));
    expect(march.values).toEqual(['2024-02-29T16:00:00.000Z', '2024-03-31T16:00:00.000Z']);
    // Lists of another length, or a condition that picks other SQL, are other shapes.
    const stories = (...ids: string[]) => JSON.stringify(whereShape('diary', { tag: { $in: ids.map((id) => ptr('tag', id)) } }, 1)!.where);
    expect(stories('a', 'b')).toBe(stories('c', 'd'));
    expect(stories('a')).not.toBe(stories('a', 'b'));
    expect(JSON.stringify(whereShape('diary', { tag: { $exists: true } }, 1)!.where)).not.toBe(
      JSON.stringify(whereShape('diary', { tag: { $exists: false } }, 1)!.where),
    );
  });

  it('has none for a where whose SQL follows its values', () => {
    expect(whereShape('diary', { content: { $contains: '西湖' } }, 1)).toBeUndefined();
    expect(whereShape('diary', { $and: [{ weather: 1 }, { content: { $contains: 'lake' } }] }, 1)).toBeUndefined();
    expect(whereShape('diary', { $ids: ['d1', 'd2'] } as Where, 1)).toBeUndefined();
    expect(whereShape('diary', { status: null } as unknown as Where, 1)).toBeUndefined();
    expect(
      whereShape(
        'location',
        { coordinates: { $nearSphere: { __type: 'GeoPoint', latitude: 30.2, longitude: 120.1 }, $maxDistanceInKilometers: 1 } } as Where,
        1,
      ),
    ).toBeUndefined();
  });
});
