import { gcj02ToWgs84, wgs84ToGcj02 } from '@diary/core';
import { z } from 'zod';
import { fetchJson, ServiceUnavailable } from '../vendor-http';
import type { MapsProvider } from './maps-provider';

const SERVICE = 'the maps service';
const latLng = z.object({ lat: z.number(), lng: z.number() });
const envelope = z.object({ status: z.number(), message: z.string().optional() });

const geocoderSchema = envelope.extend({
  result: z
    .object({
      address: z.string(),
      formatted_addresses: z.object({ recommend: z.string().optional() }).partial().optional(),
      address_reference: z
        .object({ landmark_l2: z.object({ title: z.string() }).optional(), landmark_l1: z.object({ title: z.string() }).optional() })
        .partial()
        .optional(),
    })
    .optional(),
});
const searchSchema = envelope.extend({
  data: z.array(z.object({ id: z.string(), title: z.string(), address: z.string().optional(), location: latLng })).optional(),
});
const ipSchema = envelope.extend({ result: z.object({ location: latLng }).optional() });

/**
 * Tencent Location Service (WebService API). It draws and answers in GCJ-02; every point crossing
 * this adapter is converted. A non-zero `status` (bad key, over quota) is its failure, sent with HTTP 200.
 */
export function tencentMapsProvider(options: { baseUrl: string; key: string }): MapsProvider {
  const call = async <T extends z.ZodType>(path: string, params: Record<string, string>, schema: T): Promise<z.infer<T>> => {
    const url = new URL(path, options.baseUrl);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set('key', options.key);
    const answer = schema.safeParse(await fetchJson(url, SERVICE));
    if (!answer.success || (answer.data as { status: number }).status !== 0) throw new ServiceUnavailable(`${SERVICE} refused the request`);
    return answer.data;
  };
  return {
    name: 'tencent',
    async reverseGeocode(point) {
      const gcj = wgs84ToGcj02(point);
      const { result } = await call('/ws/geocoder/v1/', { location: `${gcj.latitude},${gcj.longitude}` }, geocoderSchema);
      if (!result) throw new ServiceUnavailable(`${SERVICE} did not name the place`);
      const reference = result.address_reference;
      const title = reference?.landmark_l2?.title ?? reference?.landmark_l1?.title ?? result.formatted_addresses?.recommend ?? result.address;
      return { title, address: result.address, latitude: point.latitude, longitude: point.longitude };
    },
    async search(query) {
      const gcj = wgs84ToGcj02(query.near);
      const { data } = await call(
        '/ws/place/v1/search',
        {
          keyword: query.keyword,
          boundary: `nearby(${gcj.latitude},${gcj.longitude},${query.radiusMetres})`,
          page_size: String(query.pageSize),
          page_index: String(query.pageIndex),
        },
        searchSchema,
      );
      return (data ?? []).map((place) => {
        const wgs = gcj02ToWgs84({ latitude: place.location.lat, longitude: place.location.lng });
        return { id: place.id, title: place.title, address: place.address ?? '', latitude: wgs.latitude, longitude: wgs.longitude };
      });
    },
    async ipLocation(address) {
      try {
        const { result } = await call('/ws/location/v1/ip', { ip: address }, ipSchema);
        if (!result) return undefined;
        const wgs = gcj02ToWgs84({ latitude: result.location.lat, longitude: result.location.lng });
        return { lat: wgs.latitude, lng: wgs.longitude };
      } catch (error) {
        if (error instanceof ServiceUnavailable) return undefined;
        throw error;
      }
    },
  };
}
