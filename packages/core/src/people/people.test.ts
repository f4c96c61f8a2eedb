import { describe, expect, it } from 'vitest';
import { addSuggestion, groupPeopleByInitial, nameInitial, PEOPLE_INDEX_BAR, searchPeople } from './people-index';

describe('people grouped by initial', () => {
  it('the initial is the pinyin initial for Chinese names, the letter for Latin names, else #', () => {
    expect(nameInitial('张三')).toBe('Z');
    expect(nameInitial('李四')).toBe('L');
    expect(nameInitial('alice')).toBe('A');
    expect(nameInitial('😀 Cat')).toBe('#');
    expect(nameInitial('123')).toBe('#');
    expect(nameInitial('')).toBe('#');
  });

  it('reads a surname as a surname (曾 is Zeng, not Ceng)', () => {
    expect(nameInitial('曾小贤')).toBe('Z');
  });

  it('starred people are on top, then A–Z and #, each sorted by pinyin', () => {
    const people = [{ name: '张三' }, { name: 'Bob' }, { name: '安娜' }, { name: '白雪', favorite: true }, { name: '7号' }, { name: 'zoe' }];
    expect(groupPeopleByInitial(people)).toEqual([
      { key: 'starred', people: [{ name: '白雪', favorite: true }] },
      { key: 'A', people: [{ name: '安娜' }] },
      { key: 'B', people: [{ name: 'Bob' }] },
      { key: 'Z', people: [{ name: '张三' }, { name: 'zoe' }] },
      { key: '#', people: [{ name: '7号' }] },
    ]);
  });

  it('the index bar has search, starred and recent, then A–Z and #', () => {
    expect(PEOPLE_INDEX_BAR.slice(0, 4)).toEqual(['search', 'starred', 'recent', 'A']);
    expect(PEOPLE_INDEX_BAR.at(-1)).toBe('#');
    expect(PEOPLE_INDEX_BAR).toHaveLength(30);
  });

  it('search is a case-insensitive substring of the name', () => {
    expect(searchPeople([{ name: 'Alice' }, { name: 'Bob' }], 'LIC')).toEqual([{ name: 'Alice' }]);
  });

  it('offers "Add" with the typed name when no one has exactly that name', () => {
    expect(addSuggestion([{ name: 'Alice' }], 'Ali')).toBe('Ali');
    expect(addSuggestion([{ name: 'Alice' }], 'alice')).toBeUndefined();
    expect(addSuggestion([], '  ')).toBeUndefined();
  });
});
