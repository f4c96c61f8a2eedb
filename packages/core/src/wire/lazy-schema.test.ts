import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

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
});
