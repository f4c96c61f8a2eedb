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

/** How long a vendor may take before the forecast is given up on (the client then leaves weather unset). */
export const WEATHER_TIMEOUT_MS = 5000;

export class WeatherUnavailable extends Error {}

/** GETs a vendor's JSON, or throws WeatherUnavailable. */
export async function fetchJson(url: URL): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(WEATHER_TIMEOUT_MS), headers: { accept: 'application/json' } });
  } catch (error) {
    throw new WeatherUnavailable(`the weather service could not be reached (${(error as Error).name})`);
  }
  if (!response.ok) throw new WeatherUnavailable(`the weather service answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new WeatherUnavailable('the weather service answered something that is not JSON');
  }
}
