import { getWeather, type ParsedPayloadOf } from '@diary/core';
import { answers, type UserContext } from '../context';
import { fail } from '../errors/api-failure';

/** The daily forecast at "longitude,latitude"; 503 when weather is off or the vendor cannot answer. */
async function weather(ctx: UserContext, payload: ParsedPayloadOf<typeof getWeather>) {
  const provider = ctx.services.weather;
  if (!provider) return fail('serviceUnavailable', 'Weather is not configured on this server');
  const [longitude, latitude] = payload.location.split(',').map(Number) as [number, number];
  if (Math.abs(longitude) > 180 || Math.abs(latitude) > 90) return fail('invalidRequest', 'location is "longitude,latitude" on Earth');
  // A vendor that cannot answer (ServiceUnavailable) is logged and answered 503 by the error handler.
  return { daily: await provider.daily(longitude, latitude) };
}

export const weatherAnswers = [answers(getWeather, weather)];
