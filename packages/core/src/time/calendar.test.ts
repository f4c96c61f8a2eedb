import { describe, expect, it } from 'vitest';
import { monthTitle } from './calendar';

describe('month titles', () => {
  it('names a month in each language without Intl', () => {
    expect(monthTitle(2026, 11, 'zh')).toBe('2026年11月');
    expect(monthTitle(2026, 11, 'en')).toBe('November 2026');
    expect(monthTitle(2026, 1, 'ar')).toContain('2026');
    expect(monthTitle(2026, 1, 'ar')).not.toContain('January');
  });
});
