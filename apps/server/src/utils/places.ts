import { IP_LOCATION_FALLBACK, PLACE_SEARCH_PAGE_SIZE, PLACE_SEARCH_RADIUS_M, type ParsedPayloadOf } from '@diary/core';
import { ipLocation, reverseGeocode, searchPlaces } from '@diary/core';
import { answers, type RequestContext, type UserContext } from '../context';
import { fail } from '../errors/api-failure';
import type { MapsProvider } from '../providers/maps';
import { ServiceUnavailable } from '../providers/vendor-http';

/** What the place search looks for without a keyword: tourist attractions, as the seeds' search does. */
export const DEFAULT_PLACE_KEYWORD = '景点';

async function withMaps<T>(ctx: RequestContext, use: (maps: MapsProvider) => Promise<T>): Promise<T> {
  const maps = ctx.services.maps;
  if (!maps) return fail('serviceUnavailable', 'The maps service is not configured on this server');
  try {
    return await use(maps);
  } catch (error) {
    if (error instanceof ServiceUnavailable) {
      ctx.services.log.warn({ err: error, provider: maps.name }, 'maps unavailable');
      return fail('serviceUnavailable', `Failed to get current location, location service is temporarily unavailable (${error.message})`);
    }
    throw error;
  }
}

async function reverse(ctx: UserContext, payload: ParsedPayloadOf<typeof reverseGeocode>) {
  return withMaps(ctx, (maps) => maps.reverseGeocode(payload));
}

async function search(ctx: UserContext, payload: ParsedPayloadOf<typeof searchPlaces>) {
  const query = {
    keyword: payload.keyword?.trim() || DEFAULT_PLACE_KEYWORD,
    near: { latitude: payload.latitude, longitude: payload.longitude },
    radiusMetres: payload.radius ?? PLACE_SEARCH_RADIUS_M,
    pageSize: payload.pageSize ?? PLACE_SEARCH_PAGE_SIZE,
    pageIndex: payload.pageIndex ?? 1,
  };
  return { data: await withMaps(ctx, (maps) => maps.search(query)) };
}

/** Roughly where the client is; the seeds' fallback point when that is not known. */
async function locateAddress(ctx: RequestContext, _payload: ParsedPayloadOf<typeof ipLocation>) {
  const found = ctx.services.maps ? await ctx.services.maps.ipLocation(ctx.clientAddress) : undefined;
  return found ?? { ...IP_LOCATION_FALLBACK };
}

export const placesAnswers = [answers(reverseGeocode, reverse), answers(searchPlaces, search), answers(ipLocation, locateAddress)];
