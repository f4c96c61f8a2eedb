import { describe, expect, it } from 'vitest';
import { selectorOfRoute } from './list-route';

describe('list routes', () => {
  it('reads every list type of seed 1 §2', () => {
    expect(selectorOfRoute('archive', '2026-11')).toEqual({ listType: 'archive', year: 2026, month: 11 });
    expect(selectorOfRoute('tag', 't1')).toEqual({ listType: 'tag', id: 't1' });
    expect(selectorOfRoute('weather', 'rain')).toEqual({ listType: 'weather', code: 5 });
    expect(selectorOfRoute('weather', '8')).toEqual({ listType: 'weather', code: 8 });
    expect(selectorOfRoute('favorite', undefined)).toEqual({ listType: 'favorite' });
    expect(selectorOfRoute('search', 'sea')).toEqual({ listType: 'search', keyword: 'sea' });
  });

  it('refuses what names no list', () => {
    expect(selectorOfRoute('archive', '2026-13')).toBeUndefined();
    expect(selectorOfRoute('weather', 'unknown')).toBeUndefined();
    expect(selectorOfRoute('tag', undefined)).toBeUndefined();
    expect(selectorOfRoute('diary', 'x')).toBeUndefined();
  });
});
