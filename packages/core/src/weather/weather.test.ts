import { describe, expect, it } from 'vitest';
import { weatherBarHeight } from './chart';
import { isWeatherSet, WEATHER_CODES, WEATHER_LIST_CODES, WEATHER_PICKER_CODES, weatherKind, weatherNameKey } from './kinds';
import { allProviderCodes, weatherCodeFromProviderCode, weatherKindFromProviderCode } from './provider-codes';
import { defaultWeatherForNewDiary, toggleWeather, weatherAfterDateChange } from './selection';
import { mergeWeatherList, temporaryWeatherId } from './weather-list';

// Seed 1 §9, written out code by code so that a change to the table cannot pass unnoticed.
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const SPEC_TABLE: Record<string, number[]> = {
  sunny: [100, 150],
  cloudy: [...range(101, 103), ...range(151, 153)],
  overcast: [104],
  windy: range(200, 208),
  tornado: range(209, 213),
  thundershower: [...range(300, 303), 350, 351],
  icerain: [304],
  rain: [...range(305, 318), 399],
  snow: [...range(400, 410), 456, 457, 499],
  foggy: [...range(500, 502), ...range(509, 515)],
  duststorm: [503, 504, 507, 508],
  unknown: [900, 901, 999],
};

describe('weather kinds', () => {
  it('codes 0 to 11 are unknown, sunny, cloudy, overcast, foggy, rain, thundershower, icerain, snow, windy, duststorm, tornado', () => {
    expect(WEATHER_CODES).toEqual([
      'unknown',
      'sunny',
      'cloudy',
      'overcast',
      'foggy',
      'rain',
      'thundershower',
      'icerain',
      'snow',
      'windy',
      'duststorm',
      'tornado',
    ]);
  });

  it('the picker shows twelve icons, the twelfth for unknown', () => {
    expect(WEATHER_PICKER_CODES).toHaveLength(12);
    expect(WEATHER_PICKER_CODES[11]).toBe(0);
  });

  it('weather code 0 or none is unset', () => {
    expect(isWeatherSet(0)).toBe(false);
    expect(isWeatherSet(undefined)).toBe(false);
    expect(isWeatherSet(5)).toBe(true);
    expect(weatherKind(undefined)).toBe('unknown');
    expect(weatherNameKey(8)).toBe('weather.snow');
  });
});

describe('provider codes map to weather kinds', () => {
  for (const [kind, codes] of Object.entries(SPEC_TABLE)) {
    it(`${codes.join(', ')} are ${kind}`, () => {
      for (const code of codes) expect([code, weatherKindFromProviderCode(code)]).toEqual([code, kind]);
    });
  }

  it('the table holds exactly the codes the spec names', () => {
    expect(allProviderCodes().sort((a, b) => a - b)).toEqual(
      Object.values(SPEC_TABLE)
        .flat()
        .sort((a, b) => a - b),
    );
  });

  it('codes outside the table, and string codes, are read sensibly', () => {
    expect(weatherKindFromProviderCode(105)).toBe('unknown');
    expect(weatherKindFromProviderCode('305')).toBe('rain');
    expect(weatherKindFromProviderCode(null)).toBe('unknown');
    expect(weatherCodeFromProviderCode('100')).toBe(1);
  });
});

describe('choosing the weather', () => {
  it('choosing the current weather clears it to 0', () => {
    expect(toggleWeather(3, 3)).toBe(0);
    expect(toggleWeather(3, 5)).toBe(5);
  });

  const now = new Date('2026-11-21T10:00:00+08:00');
  const yesterday = new Date('2026-11-20T22:00:00+08:00');

  it('a new diary dated today takes the current weather; another day gets none', () => {
    expect(defaultWeatherForNewDiary(new Date('2026-11-21T00:30:00+08:00'), now, 1)).toBe(1);
    expect(defaultWeatherForNewDiary(yesterday, now, 1)).toBe(0);
    expect(defaultWeatherForNewDiary(now, now, undefined)).toBe(0);
  });

  it('changing a new diary to another day resets the weather to 0', () => {
    expect(weatherAfterDateChange({ isNew: true, previousDate: now, nextDate: yesterday, currentWeather: 5, todayWeather: 1, now })).toBe(0);
  });

  it('changing an existing diary date keeps its weather', () => {
    expect(weatherAfterDateChange({ isNew: false, previousDate: now, nextDate: yesterday, currentWeather: 5, todayWeather: 1, now })).toBe(5);
  });

  it('changing only the time within the same day keeps the chosen weather', () => {
    const later = new Date('2026-11-21T20:00:00+08:00');
    expect(weatherAfterDateChange({ isNew: true, previousDate: now, nextDate: later, currentWeather: 5, todayWeather: 1, now })).toBe(5);
  });
});

describe('the weather list', () => {
  it('merges the fixed list with the user records; missing ones get temporary ids', () => {
    const merged = mergeWeatherList([{ objectId: 'w-rain', code: 5, count: 4 }]);
    expect(merged.map((w) => w.code)).toEqual(WEATHER_LIST_CODES);
    expect(merged.find((w) => w.code === 5)).toEqual({ objectId: 'w-rain', code: 5, count: 4 });
    expect(merged.find((w) => w.code === 1)).toEqual({ objectId: temporaryWeatherId(1), code: 1, count: 0, temporary: true });
  });

  it('chart bars are 12 px plus up to 44 scaled by the largest count', () => {
    expect(weatherBarHeight(10, 10)).toBe(56);
    expect(weatherBarHeight(5, 10)).toBe(34);
    expect(weatherBarHeight(0, 10)).toBe(12);
    expect(weatherBarHeight(0, 0)).toBe(12);
  });
});
