import gcoord from 'gcoord';
import type { LatLng } from './map';

// Photo GPS and the stored coordinates are WGS-84; Chinese map services draw and search in GCJ-02.
// Apart from map.ts, so that only the screens that draw or search a map load the conversion library.

export function wgs84ToGcj02(point: LatLng): LatLng {
  const [longitude, latitude] = gcoord.transform([point.longitude, point.latitude], gcoord.WGS84, gcoord.GCJ02);
  return { latitude, longitude };
}

export function gcj02ToWgs84(point: LatLng): LatLng {
  const [longitude, latitude] = gcoord.transform([point.longitude, point.latitude], gcoord.GCJ02, gcoord.WGS84);
  return { latitude, longitude };
}
