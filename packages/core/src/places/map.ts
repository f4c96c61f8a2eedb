/** Where a map centres when nothing better is known (seed 1 §9). */
export const MAP_FALLBACK = { latitude: 38, longitude: 104 } as const;
/** Where the IP location service's answer falls back to. */
export const IP_LOCATION_FALLBACK = { lat: 39.9247673, lng: 116.3967283 } as const;

export const NEARBY_RADIUS_KM = 0.3;
export const NEARBY_LIMIT = 100;
export const LOCATION_PAGE_SIZE = 10;
export const LOCATION_ROW_HEIGHT = 96;
export const PLACE_SEARCH_RADIUS_M = 1000;
export const PLACE_SEARCH_PAGE_SIZE = 20;
export const PLACE_SEARCH_DEBOUNCE_MS = 1000;

export const MAP_TYPES = ['standard', 'satellite', 'hybrid'] as const;
export type MapType = (typeof MAP_TYPES)[number];

/** Standard shows points of interest, satellite shows imagery, hybrid both. */
export function mapLayers(type: MapType): { satellite: boolean; pointsOfInterest: boolean } {
  return {
    satellite: type !== 'standard',
    pointsOfInterest: type !== 'satellite',
  };
}

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Coordinates of exactly zero mean "unknown" and are left out. */
export function hasCoordinates(point: Partial<LatLng> | null | undefined): point is LatLng {
  return !!point && typeof point.latitude === 'number' && typeof point.longitude === 'number' && !(point.latitude === 0 && point.longitude === 0);
}

/** "lon,lat", the form the weather call takes. */
export function lonLatParam(point: LatLng): string {
  return `${point.longitude.toFixed(2)},${point.latitude.toFixed(2)}`;
}
