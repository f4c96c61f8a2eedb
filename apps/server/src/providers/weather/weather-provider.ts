import type { z } from 'zod';
import type { dailyWeatherSchema } from '@diary/core';

/** One day of a forecast in the provider icon codes packages/core maps to weather kinds. */
export type DailyWeather = z.infer<typeof dailyWeatherSchema>;

/** A forecast service. One implementation per vendor, chosen by configuration. */
export interface WeatherProvider {
  readonly name: string;
  /** The next days at a WGS-84 point, today first. Throws when the vendor cannot answer. */
  daily(longitude: number, latitude: number): Promise<DailyWeather[]>;
}
