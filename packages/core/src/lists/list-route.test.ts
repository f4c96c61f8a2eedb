import { describe, expect, it } from 'vitest';
import { LIST_TYPES, type ListType, type SelectorOf } from './list-kinds';
import { listIdOf, listPath, selectorOfRoute } from './list-route';

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
    expect(selectorOfRoute('archive', '2026-1')).toBeUndefined();
    expect(selectorOfRoute('weather', 'unknown')).toBeUndefined();
    expect(selectorOfRoute('weather', '0')).toBeUndefined();
    expect(selectorOfRoute('tag', undefined)).toBeUndefined();
    expect(selectorOfRoute('search', '')).toBeUndefined();
    expect(selectorOfRoute('diary', 'x')).toBeUndefined();
    expect(selectorOfRoute('constructor', 'x')).toBeUndefined();
    expect(selectorOfRoute(undefined, undefined)).toBeUndefined();
  });

  it('writes the route of each kind, the keyword URL-encoded', () => {
    expect(listPath({ listType: 'archive', year: 2026, month: 11 })).toBe('/list/archive/2026-11');
    expect(listPath({ listType: 'location', id: 'l1' })).toBe('/list/location/l1');
    expect(listPath({ listType: 'weather', code: 5 })).toBe('/list/weather/rain');
    expect(listPath({ listType: 'favorite' })).toBe('/list/favorite');
    expect(listPath({ listType: 'all' })).toBe('/list/all');
    expect(listPath({ listType: 'search', keyword: '西湖 #1/2?' })).toBe('/list/search/%E8%A5%BF%E6%B9%96%20%231%2F2%3F');
  });

  it('keeps a list under its route words, decoded', () => {
    expect(listIdOf({ listType: 'archive', year: 2026, month: 3 })).toBe('archive/2026-03');
    expect(listIdOf({ listType: 'search', keyword: '西湖' })).toBe('search/西湖');
    expect(listIdOf({ listType: 'all' })).toBe('all');
  });
});

/** A small seeded generator, so a failure names the selector and reruns the same. */
function randomness(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  // Route-hostile characters on purpose: separators, escapes, spaces, CJK, emoji, Arabic.
  const alphabet = ['a', 'Z', '0', '-', '_', '.', '~', ' ', '/', '?', '#', '%', '&', '+', '=', ':', '海', '西', '😊', 'ع', '\u00e9'];
  const text = () => Array.from({ length: int(1, 12) }, () => alphabet[int(0, alphabet.length - 1)]).join('');
  return { int, text };
}

type Random = ReturnType<typeof randomness>;

/** One way to make any selector of each kind; a new kind must say how its selectors vary. */
const anySelector: { [K in ListType]: (random: Random) => SelectorOf<K> } = {
  archive: ({ int }) => ({ listType: 'archive', year: int(1900, 2200), month: int(1, 12) }),
  location: ({ text }) => ({ listType: 'location', id: text() }),
  people: ({ text }) => ({ listType: 'people', id: text() }),
  tag: ({ text }) => ({ listType: 'tag', id: text() }),
  status: ({ text }) => ({ listType: 'status', id: text() }),
  weather: ({ int }) => ({ listType: 'weather', code: int(1, 11) }),
  favorite: () => ({ listType: 'favorite' }),
  all: () => ({ listType: 'all' }),
  search: ({ text }) => ({ listType: 'search', keyword: text() }),
};

/** What a router hands over for a path: its two words after /list/, decoded. */
function routeWords(path: string): [string | undefined, string | undefined] {
  const [list, listType, listId, ...rest] = path.split('/').slice(1);
  expect([list, rest]).toEqual(['list', []]);
  return [listType, listId === undefined ? undefined : decodeURIComponent(listId)];
}

describe('a list path read back', () => {
  it.each(LIST_TYPES)('is the same %s list, whatever its words', (listType) => {
    const random = randomness(listType.length * 7919);
    for (let i = 0; i < 200; i += 1) {
      const selector = anySelector[listType](random);
      expect(selectorOfRoute(...routeWords(listPath(selector))), listPath(selector)).toEqual(selector);
    }
  });
});
