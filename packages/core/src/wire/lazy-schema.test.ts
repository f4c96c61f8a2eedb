import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema, schemaMaking } from './lazy-schema';

describe('lazySchema', () => {
  it('makes its schema the first time something uses it, once', () => {
    let made = 0;
    const name = lazySchema(() => {
      made += 1;
      return z.string().min(1);
    });
    const person = lazySchema(() => z.strictObject({ name, nickname: name.optional() }));
    expect(made).toBe(0);
    expect(person.safeParse({ name: 'Lin' }).success).toBe(true);
    expect(person.safeParse({ name: '' }).success).toBe(false);
    expect(made).toBe(1);
  });

  it('stands in for its schema: shape, extend, optional keys, instanceof', () => {
    const base = lazySchema(() => z.object({ objectId: z.string(), note: z.string().optional() }));
    const extended = lazySchema(() => base.extend({ count: z.number() }));
    expect(Object.keys(base.shape)).toEqual(['objectId', 'note']);
    expect(base).toBeInstanceOf(z.ZodObject);
    expect(extended.parse({ objectId: 'a', count: 1 })).toEqual({ objectId: 'a', count: 1 });
    const inShape = z.object({ note: lazySchema(() => z.string().optional()) });
    expect(inShape.parse({})).toEqual({});
  });

  it('makes a schema and every one inside it, a piece at a time: fields, list items, options, records, a lazy one that refers to itself', () => {
    const made: string[] = [];
    const standIn = <T extends object>(name: string, make: () => T) =>
      lazySchema(() => {
        made.push(name);
        return make();
      });
    const place = standIn('place', () => z.object({ name: z.string() }));
    const person = standIn('person', () => z.object({ name: z.string() }));
    type Topic = { name: string; children: Topic[] };
    const topic: z.ZodType<Topic> = z.lazy(() => z.object({ name: z.string(), children: z.array(topic), mood: standIn('mood', () => z.string()) }));
    const diary = standIn('diary', () =>
      z.object({
        place,
        person,
        places: z.array(place).optional(),
        with: z.union([z.array(person), z.null()]),
        counts: z.record(z.string(), z.array(standIn('count', () => z.number()))),
        topic,
      }),
    );
    const making = schemaMaking(diary);
    // A deadline already passed makes one schema a step: the making gives the thread back between any two, even
    // between two fields of one object.
    let done = false;
    while (!done) {
      const before = made.length;
      done = making.next(0);
      expect(made.length - before).toBeLessThanOrEqual(1);
    }
    expect(made.sort()).toEqual(['count', 'diary', 'mood', 'person', 'place']);
    const before = made.length;
    expect(
      diary.safeParse({ place: { name: 'p' }, person: { name: 'q' }, with: null, counts: { a: [1] }, topic: { name: 't', children: [], mood: 'calm' } })
        .success,
    ).toBe(true);
    expect(made).toHaveLength(before);
  });
});
