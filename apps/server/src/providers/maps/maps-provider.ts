import type { CurrentLocation, IpLocation, LatLng, PlaceResult } from '@diary/core';

export interface PlaceSearch {
  keyword: string;
  near: LatLng;
  radiusMetres: number;
  pageSize: number;
  pageIndex: number;
}

/**
 * A maps service. Coordinates in and out are WGS-84 (what photos and stored places use); an adapter
 * converts to whatever its vendor draws in. One implementation per vendor, chosen by configuration.
 */
export interface MapsProvider {
  readonly name: string;
  reverseGeocode(point: LatLng): Promise<CurrentLocation>;
  search(query: PlaceSearch): Promise<PlaceResult[]>;
  /** Roughly where a client address is; undefined when the vendor does not know. */
  ipLocation(address: string): Promise<IpLocation | undefined>;
}
