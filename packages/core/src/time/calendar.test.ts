import { describe, expect, it } from 'vitest';
import { deviceTimeZone, monthTitle } from './calendar';

describe('month titles', () => {
  it('names a month in each language without Intl', () => {
    expect(monthTitle(2026, 11, 'zh')).toBe('2026年11月');
    expect(monthTitle(2026, 11, 'en')).toBe('November 2026');
    expect(monthTitle(2026, 1, 'ar')).toContain('2026');
    expect(monthTitle(2026, 1, 'ar')).not.toContain('January');
  });
});

describe('the device’s time zone, sent with uploads', () => {
  it('is the zone database’s name where the engine has one', () => {
    expect(deviceTimeZone(new Date('2026-07-04T00:00:00Z'))).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('is the UTC offset at that moment where it has none (WeChat’s engines)', () => {
    const intl = globalThis.Intl;
    const at = new Date('2026-07-04T00:00:00Z');
    const east = -at.getTimezoneOffset();
    try {
      // @ts-expect-error -- an engine without Intl
      delete globalThis.Intl;
      const zone = deviceTimeZone(at);
      expect(zone).toMatch(/^[+-]\d{2}:\d{2}$/);
      const [hours, minutes] = zone.slice(1).split(':').map(Number) as [number, number];
      expect((zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes)).toBe(east);
    } finally {
      globalThis.Intl = intl;
    }
  });
});
