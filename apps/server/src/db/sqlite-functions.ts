import type SQLite from 'better-sqlite3';
import { foldCase } from './keyword';

/**
 * SQLite's own lower() and LIKE fold ASCII only ("über" would not find "ÜBER"), so keyword
 * search calls this JavaScript function, which folds the way PostgreSQL's lower() does in a
 * UTF-8 locale. The keyword is compared as a literal: no pattern engine ever sees it.
 */
export function registerSqliteFunctions(connection: SQLite.Database): void {
  connection.function('diary_contains', { deterministic: true }, (haystack: unknown, needle: unknown) => {
    if (typeof haystack !== 'string' || typeof needle !== 'string') return 0;
    return foldCase(haystack).includes(foldCase(needle)) ? 1 : 0;
  });
  connection.function('diary_distance_km', { deterministic: true }, (lat1: unknown, lng1: unknown, lat2: unknown, lng2: unknown) => {
    if (typeof lat1 !== 'number' || typeof lng1 !== 'number' || typeof lat2 !== 'number' || typeof lng2 !== 'number') return null;
    return distanceKm(lat1, lng1, lat2, lng2);
  });
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance (haversine). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
