import { z } from 'zod';
import { fetchJson, ServiceUnavailable } from '../vendor-http';
import type { WeatherProvider } from './weather-provider';

/**
 * Open-Meteo answers WMO weather codes; they are mapped onto the provider icon codes packages/core
 * knows (QWeather's), so both adapters feed the same weather kinds. Night icons differ only for
 * clear and cloudy skies.
 */
const WMO_TO_ICON: Record<number, number> = {
  0: 100,
  1: 102,
  2: 103,
  3: 104,
  45: 501,
  48: 501,
  51: 309,
  53: 309,
  55: 309,
  56: 304,
  57: 304,
  61: 305,
  63: 306,
  65: 307,
  66: 304,
  67: 304,
  71: 400,
  73: 401,
  75: 402,
  77: 499,
  80: 305,
  81: 306,
  82: 307,
  85: 406,
  86: 407,
  95: 302,
  96: 304,
  99: 304,
};
const NIGHT: Record<number, number> = { 100: 150, 101: 151, 102: 152, 103: 153 };

export function iconFromWmo(wmo: number): { day: string; night: string } {
  const day = WMO_TO_ICON[wmo] ?? 999;
  return { day: String(day), night: String(NIGHT[day] ?? day) };
}

const answerSchema = z.object({
  daily: z.object({
    time: z.array(z.string()),
    weather_code: z.array(z.number().nullable()),
    temperature_2m_max: z.array(z.number().nullable()).optional(),
    temperature_2m_min: z.array(z.number().nullable()).optional(),
  }),
});

/** Open-Meteo's forecast (`/v1/forecast`): no key needed. */
export function openMeteoProvider(options: { baseUrl: string }): WeatherProvider {
  return {
    name: 'open-meteo',
    async daily(longitude, latitude) {
      const url = new URL('/v1/forecast', options.baseUrl);
      url.searchParams.set('latitude', latitude.toFixed(4));
      url.searchParams.set('longitude', longitude.toFixed(4));
      url.searchParams.set('daily', 'weather_code,temperature_2m_max,temperature_2m_min');
      url.searchParams.set('timezone', 'auto');
      url.searchParams.set('forecast_days', '7');
      const answer = answerSchema.safeParse(await fetchJson(url, 'the weather service'));
      if (!answer.success) throw new ServiceUnavailable('Open-Meteo did not give a forecast');
      const { time, weather_code, temperature_2m_max: max, temperature_2m_min: min } = answer.data.daily;
      return time.map((fxDate, i) => {
        const icon = iconFromWmo(weather_code[i] ?? -1);
        const round = (value: number | null | undefined) => (value === null || value === undefined ? undefined : String(Math.round(value)));
        return { fxDate, iconDay: icon.day, iconNight: icon.night, tempMax: round(max?.[i]), tempMin: round(min?.[i]) };
      });
    },
  };
}
