import type { getWeather, PayloadOf } from '@diary/core';
import type { Handler, UserContext } from '../context';
import { fail } from '../http/api-failure';
import { ServiceUnavailable } from '../providers/vendor-http';

/** The daily forecast at "longitude,latitude"; 503 when weather is off or the vendor cannot answer. */
async function weather(ctx: UserContext, payload: PayloadOf<typeof getWeather>) {
  const provider = ctx.services.weather;
  if (!provider) return fail('serviceUnavailable', 'Weather is not configured on this server');
  const [longitude, latitude] = payload.location.split(',').map(Number) as [number, number];
  if (Math.abs(longitude) > 180 || Math.abs(latitude) > 90) return fail('invalidRequest', 'location is "longitude,latitude" on Earth');
  try {
    return { daily: await provider.daily(longitude, latitude) };
  } catch (error) {
    if (error instanceof ServiceUnavailable) {
      ctx.services.log.warn({ err: error, provider: provider.name }, 'weather unavailable');
      return fail('serviceUnavailable', `Weather is unavailable right now: ${error.message}`);
    }
    throw error;
  }
}

export const weatherHandlers: Record<string, Handler> = { get_weather: weather as Handler };
