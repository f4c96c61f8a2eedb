import { describe, expect, it } from 'vitest';
import { distanceMetres } from './distance';
import { NEARBY_RADIUS_KM } from './map';

describe('distance between places', () => {
  it('is the great-circle distance in metres', () => {
    // One minute of latitude is a nautical mile, about 1853 m.
    expect(distanceMetres({ latitude: 30, longitude: 120 }, { latitude: 30 + 1 / 60, longitude: 120 })).toBeCloseTo(1853, -1);
    // West Lake to Lingyin Temple, Hangzhou: about 6.3 km.
    expect(distanceMetres({ latitude: 30.2741, longitude: 120.1551 }, { latitude: 30.2408, longitude: 120.1016 }) / 1000).toBeCloseTo(6.3, 1);
    expect(distanceMetres({ latitude: 43.4674, longitude: 11.8851 }, { latitude: 43.4674, longitude: 11.8851 })).toBe(0);
  });

  it('the nearby radius, 0.3 km, is about 0.0027° of latitude', () => {
    const photo = { latitude: 43.467448, longitude: 11.885127 };
    expect(distanceMetres(photo, { latitude: photo.latitude + 0.0027, longitude: photo.longitude })).toBeCloseTo(NEARBY_RADIUS_KM * 1000, -1);
  });
});
