import { z } from 'zod';
import { lazySchema } from '../wire/lazy-schema';

/** A place found by the maps search. */
export const placeResultSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    address: z.string(),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
);
export type PlaceResult = z.infer<typeof placeResultSchema>;

/** Where the device is, as reverse geocoding names it. */
export const currentLocationSchema = lazySchema(() =>
  z.object({
    title: z.string(),
    address: z.string(),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
);
export type CurrentLocation = z.infer<typeof currentLocationSchema>;

/** Where an IP address is, roughly. */
export const ipLocationSchema = lazySchema(() => z.object({ lat: z.number(), lng: z.number() }));
export type IpLocation = z.infer<typeof ipLocationSchema>;
