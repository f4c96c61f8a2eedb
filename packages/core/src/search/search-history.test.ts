import { describe, expect, it } from 'vitest';
import { addSearchHistory, SEARCH_HISTORY_KINDS, visibleSearchHistory } from './search-history';

describe('search history', () => {
  it('is kept separately for diaries, people and stories', () => {
    expect(SEARCH_HISTORY_KINDS).toEqual(['diary', 'people', 'tag']);
  });

  it('unique entries, newest first', () => {
    expect(addSearchHistory(['lake', 'tea'], 'tea')).toEqual(['tea', 'lake']);
    expect(addSearchHistory(['lake'], '  ')).toEqual(['lake']);
  });

  it('stores at most 10 and the panel shows 8', () => {
    let history: string[] = [];
    for (let i = 1; i <= 12; i++) history = addSearchHistory(history, `k${i}`);
    expect(history).toHaveLength(10);
    expect(history[0]).toBe('k12');
    expect(visibleSearchHistory(history)).toEqual(['k12', 'k11', 'k10', 'k9', 'k8', 'k7', 'k6', 'k5']);
  });
});
