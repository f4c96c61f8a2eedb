import { z } from 'zod';
import { dailyWeatherSchema } from '@diary/core';
import { fetchJson, ServiceUnavailable } from '../vendor-http';
import type { WeatherProvider } from './weather-provider';

const answerSchema = z.object({ code: z.string(), daily: z.array(dailyWeatherSchema.loose()).optional() });

/** QWeather's 7-day forecast (`/v7/weather/7d`): its icon codes are the ones packages/core maps. */
export function qweatherProvider(options: { baseUrl: string; key: string }): WeatherProvider {
  return {
    name: 'qweather',
    async daily(longitude, latitude) {
      const url = new URL('/v7/weather/7d', options.baseUrl);
      url.searchParams.set('location', `${longitude.toFixed(2)},${latitude.toFixed(2)}`);
      url.searchParams.set('key', options.key);
      const answer = answerSchema.safeParse(await fetchJson(url, 'the weather service'));
      // QWeather reports its own failures (bad key, over quota) in `code`, with HTTP 200.
      if (!answer.success || answer.data.code !== '200' || !answer.data.daily) throw new ServiceUnavailable('QWeather did not give a forecast');
      return answer.data.daily.map(({ fxDate, iconDay, iconNight, textDay, textNight, tempMax, tempMin }) => ({
        fxDate,
        iconDay,
        iconNight,
        textDay,
        textNight,
        tempMax,
        tempMin,
      }));
    },
  };
}
