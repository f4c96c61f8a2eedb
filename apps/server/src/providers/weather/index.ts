import type { Clock } from '@diary/core';
import type { Config } from '../../config';
import { cachedWeather } from './cached';
import { openMeteoProvider } from './open-meteo';
import { qweatherProvider } from './qweather';
import type { WeatherProvider } from './weather-provider';

export type { WeatherProvider } from './weather-provider';

/** The configured forecast service, cached per place and day; none when weather is off. */
export function weatherProviderFor(config: Config['weather'], clock: Clock): WeatherProvider | undefined {
  if (config.kind === 'qweather') return cachedWeather(qweatherProvider({ baseUrl: config.baseUrl, key: config.key }), clock);
  if (config.kind === 'open-meteo') return cachedWeather(openMeteoProvider({ baseUrl: config.baseUrl }), clock);
  return undefined;
}
