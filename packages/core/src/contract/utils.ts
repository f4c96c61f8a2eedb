import { z } from 'zod';
import { currentLocationSchema, ipLocationSchema, placeResultSchema } from '../places/place-result';
import { PLACE_SEARCH_PAGE_SIZE, PLACE_SEARCH_RADIUS_M } from '../places/map';
import { defineRequest } from './define';
import { lazySchema } from '../wire/lazy-schema';

const group = 'Weather and places';
const latitude = lazySchema(() => z.number().min(-90).max(90));
const longitude = lazySchema(() => z.number().min(-180).max(180));

/** One day of the forecast, in the provider's icon codes (mapped to weather kinds by weatherKindFromProviderCode). */
export const dailyWeatherSchema = lazySchema(() =>
  z.object({
    fxDate: z.string(),
    iconDay: z.string(),
    iconNight: z.string(),
    textDay: z.string().optional(),
    textNight: z.string().optional(),
    tempMax: z.string().optional(),
    tempMin: z.string().optional(),
  }),
);

export const getWeather = defineRequest({
  type: 'get_weather',
  path: '/utils/get_weather',
  access: 'user',
  group,
  summary:
    'The daily forecast at "longitude,latitude"; clients read the first day. forecast is "7d". Cached per place and day. With no provider configured, or when it cannot be reached, answers 503 and the client leaves weather unset.',
  payload: z.lazy(() =>
    z.strictObject({
      location: z.string().regex(/^-?\d{1,3}(\.\d+)?,-?\d{1,2}(\.\d+)?$/, 'location is "longitude,latitude"'),
      forecast: z.literal('7d').optional(),
    }),
  ),
  response: z.lazy(() => z.object({ daily: z.array(dailyWeatherSchema) })),
  example: {
    payload: { location: '120.15,30.28', forecast: '7d' },
    response: { daily: [{ fxDate: '2026-11-21', iconDay: '100', iconNight: '150', textDay: '晴', textNight: '晴', tempMax: '17', tempMin: '8' }] },
  },
  errors: ['serviceUnavailable'],
});

export const reverseGeocode = defineRequest({
  type: 'reverse_geocode',
  path: '/utils/reverse_geocode',
  access: 'user',
  group,
  summary: 'Names the place at a WGS-84 point (the current location: a landmark title and an address). 503 when no maps service is configured.',
  payload: z.lazy(() => z.strictObject({ latitude, longitude })),
  response: currentLocationSchema,
  example: {
    payload: { latitude: 30.2741, longitude: 120.1551 },
    response: { title: '西湖', address: '浙江省杭州市西湖区', latitude: 30.2741, longitude: 120.1551 },
  },
  errors: ['serviceUnavailable'],
});

export const searchPlaces = defineRequest({
  type: 'search_places',
  path: '/utils/search_places',
  access: 'user',
  group,
  summary: `Places near a point (radius in metres, default ${PLACE_SEARCH_RADIUS_M}) matching a keyword, ${PLACE_SEARCH_PAGE_SIZE} a page. Coordinates in and out are WGS-84. 503 when no maps service is configured; the user's own places are searched with get_item_list instead.`,
  payload: z.lazy(() =>
    z.strictObject({
      keyword: z.string().max(64).optional(),
      latitude,
      longitude,
      radius: z.number().int().min(1).max(50_000).optional(),
      pageSize: z.number().int().min(1).max(PLACE_SEARCH_PAGE_SIZE).optional(),
      pageIndex: z.number().int().min(1).max(100).optional(),
    }),
  ),
  response: z.lazy(() => z.object({ data: z.array(placeResultSchema) })),
  example: {
    payload: { keyword: '咖啡', latitude: 30.2741, longitude: 120.1551, radius: 1000, pageSize: 20, pageIndex: 1 },
    response: { data: [{ id: '1234567890', title: '湖边咖啡', address: '杭州市西湖区北山街 1 号', latitude: 30.2745, longitude: 120.1549 }] },
  },
  errors: ['serviceUnavailable'],
});

export const ipLocation = defineRequest({
  type: 'ip_location',
  path: '/utils/ip_location',
  access: 'public',
  group,
  summary: 'Roughly where the client address is. Falls back to 39.9247673, 116.3967283 when unknown or when no maps service is configured.',
  payload: z.lazy(() => z.strictObject({})),
  response: ipLocationSchema,
  example: { payload: {}, response: { lat: 39.9247673, lng: 116.3967283 } },
});
