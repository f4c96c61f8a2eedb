import type { Clock } from '@diary/core';
import type { DailyWeather, WeatherProvider } from './weather-provider';

/** Places within about a kilometre share a forecast. */
const placeKey = (longitude: number, latitude: number) => `${longitude.toFixed(2)},${latitude.toFixed(2)}`;
const MAX_ENTRIES = 10_000;

/**
 * A forecast is fetched once per place and day. The cache is only a saving: a second server
 * instance without it simply asks the vendor again.
 */
export function cachedWeather(provider: WeatherProvider, clock: Clock): WeatherProvider {
  const cache = new Map<string, DailyWeather[]>();
  return {
    name: provider.name,
    async daily(longitude, latitude) {
      const key = `${clock.now().toISOString().slice(0, 10)}|${placeKey(longitude, latitude)}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const daily = await provider.daily(longitude, latitude);
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
      cache.set(key, daily);
      return daily;
    },
  };
}
