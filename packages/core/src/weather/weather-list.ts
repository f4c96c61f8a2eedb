import { WEATHER_LIST_CODES, type WeatherCode } from './kinds';

export interface WeatherEntry {
  objectId: string;
  code: WeatherCode;
  count: number;
  /** True for a code the user has no record of yet; its id is temporary. */
  temporary?: boolean;
}

export function temporaryWeatherId(code: WeatherCode): string {
  return `temp-weather-${code}`;
}

/** The fixed list of weather kinds, each taken from the user's record when there is one. */
export function mergeWeatherList<R extends { objectId: string; code: WeatherCode; count?: number }>(records: readonly R[]): Array<R | WeatherEntry> {
  return WEATHER_LIST_CODES.map((code) => {
    const record = records.find((r) => r.code === code);
    return record ?? { objectId: temporaryWeatherId(code), code, count: 0, temporary: true };
  });
}
