import { describe, expect, it } from 'vitest';
import { gcj02ToWgs84, wgs84ToGcj02 } from '../places/datum';
import { hasCoordinates, IP_LOCATION_FALLBACK, lonLatParam, MAP_FALLBACK, mapLayers } from '../places/map';
import { isDark, screenView } from './layout';
import { dragClosesOverlay, DRAWER_DRAG_CLOSE_PX, peopleAvatarSize, peopleItemWidth, SHEET_DRAG_CLOSE_PX } from './ui-constants';

describe('layout by width', () => {
  it.each([
    [375, 'phone'],
    [768, 'phone'],
    [769, 'pad'],
    [1280, 'pad'],
    [1281, 'desktop'],
  ])('%i px is %s', (width, view) => {
    expect(screenView(width)).toBe(view);
  });

  it('auto appearance follows the system', () => {
    expect(isDark('auto', true)).toBe(true);
    expect(isDark('light', true)).toBe(false);
    expect(isDark('dark', false)).toBe(true);
  });

  it('people grid items are 224 px above 400 px, else half the width minus 20; avatars 32 less', () => {
    expect(peopleItemWidth(800)).toBe(224);
    expect(peopleItemWidth(360)).toBe(160);
    expect(peopleAvatarSize(360)).toBe(128);
  });
});

describe('maps', () => {
  it('fall back to latitude 38, longitude 104; IP location to 39.9247673, 116.3967283', () => {
    expect(MAP_FALLBACK).toEqual({ latitude: 38, longitude: 104 });
    expect(IP_LOCATION_FALLBACK).toEqual({ lat: 39.9247673, lng: 116.3967283 });
  });

  it('WGS-84 → GCJ-02 shifts a point in China by a few hundred metres and converts back', () => {
    const tiananmen = { latitude: 39.9087, longitude: 116.3975 };
    const gcj = wgs84ToGcj02(tiananmen);
    expect(gcj.latitude).toBeCloseTo(39.91, 2);
    expect(gcj.longitude - tiananmen.longitude).toBeGreaterThan(0.005);
    const back = gcj02ToWgs84(gcj);
    expect(back.latitude).toBeCloseTo(tiananmen.latitude, 5);
    expect(back.longitude).toBeCloseTo(tiananmen.longitude, 5);
  });

  it('leaves points outside China unchanged (photo GPS from Italy)', () => {
    expect(wgs84ToGcj02({ latitude: 43.467448, longitude: 11.885127 })).toEqual({ latitude: 43.467448, longitude: 11.885127 });
  });

  it('coordinates of zero are treated as missing', () => {
    expect(hasCoordinates({ latitude: 0, longitude: 0 })).toBe(false);
    expect(hasCoordinates({ latitude: 30, longitude: 120 })).toBe(true);
    expect(hasCoordinates(null)).toBe(false);
  });

  it('map types: standard shows points, satellite imagery, hybrid both', () => {
    expect(mapLayers('standard')).toEqual({ satellite: false, pointsOfInterest: true });
    expect(mapLayers('satellite')).toEqual({ satellite: true, pointsOfInterest: false });
    expect(mapLayers('hybrid')).toEqual({ satellite: true, pointsOfInterest: true });
  });

  it('the weather call takes "longitude,latitude"', () => {
    expect(lonLatParam({ latitude: 30.2741, longitude: 120.1551 })).toBe('120.16,30.27');
  });
});

describe('closing a sheet by its handle', () => {
  it('closes once dragged down the distance (48 px for a sheet, 56 px for a drawer), not for less or upwards', () => {
    expect(dragClosesOverlay(100, 148, SHEET_DRAG_CLOSE_PX)).toBe(true);
    expect(dragClosesOverlay(100, 147, SHEET_DRAG_CLOSE_PX)).toBe(false);
    expect(dragClosesOverlay(100, 150, DRAWER_DRAG_CLOSE_PX)).toBe(false);
    expect(dragClosesOverlay(200, 100, SHEET_DRAG_CLOSE_PX)).toBe(false);
  });
});
