import { describe, expect, it } from 'vitest';
import { datesIn } from '../src/assistant/question-dates';

const TODAY = '2026-12-05';
const month = (m: string, last: string) => [{ first: `${m}-01`, last: `${m}-${last}` }];

describe('the days a question names', () => {
  it('reads months, days and years in English and Chinese, a month without a year as its latest up to today', () => {
    expect(datesIn('what did I do last October?', TODAY)).toEqual(month('2026-10', '31'));
    expect(datesIn('how was I feeling in March 2025', TODAY)).toEqual(month('2025-03', '31'));
    expect(datesIn('2025年10月的日记', TODAY)).toEqual(month('2025-10', '31'));
    expect(datesIn('十月份我去了哪里', TODAY)).toEqual(month('2026-10', '31'));
    expect(datesIn('去年十月我做了什么', TODAY)).toEqual(month('2025-10', '31'));
    expect(datesIn('昨天发生了什么', TODAY)).toEqual([{ first: '2026-12-04', last: '2026-12-04' }]);
    expect(datesIn('what happened yesterday', TODAY)).toEqual([{ first: '2026-12-04', last: '2026-12-04' }]);
    expect(datesIn('上个月', TODAY)).toEqual(month('2026-11', '30'));
    expect(datesIn('last month', '2026-01-10')).toEqual(month('2025-12', '31'));
    expect(datesIn('今年我最常去哪里', TODAY)).toEqual([{ first: '2026-01-01', last: TODAY }]);
    expect(datesIn('what did I write in 2024?', TODAY)).toEqual([{ first: '2024-01-01', last: '2024-12-31' }]);
  });

  it('names no day in a question without one, and none after today', () => {
    expect(datesIn('When did I last see 小林?', TODAY)).toEqual([]);
    expect(datesIn('how was I feeling before the move?', TODAY)).toEqual([]);
    expect(datesIn('what will I do in 2030?', TODAY)).toEqual([]);
  });
});
