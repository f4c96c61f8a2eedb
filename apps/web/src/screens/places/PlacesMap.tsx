import 'leaflet/dist/leaflet.css';
import type { MapType, MessageKey } from '@diary/core';
import { changeMapType, mapView, openPlace, type PlaceMarker, type PlacesMapTiles } from '@diary/store/places';
import { divIcon, latLngBounds } from 'leaflet';
import { useMemo } from 'react';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { useAppDispatch } from '../../app/hooks';
import { useT } from '../../i18n';

const TYPE_LABELS: Record<MapType, MessageKey> = { standard: 'places.standard', satellite: 'places.satellite', hybrid: 'places.hybrid' };
/** Zoomed out to the whole country at the fallback centre; a street's scale around a single place. */
const FALLBACK_ZOOM = 4;
const PLACE_ZOOM = 13;

/** Leaflet writes attributions as HTML; the server's is plain text, so it is escaped to stay text. */
const asText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Leaflet's default marker is an image file: a count badge drawn in CSS fetches nothing. The marker is named by its title (the badge is hidden from it). */
const countIcon = (count: number) =>
  divIcon({ className: 'place-marker', html: `<span aria-hidden="true">${Math.max(0, Math.floor(count))}</span>`, iconSize: [34, 34], iconAnchor: [17, 17] });

/** The places on the server's tiles, each marker opening the place's diary list; the map types the server offers. */
export default function PlacesMap({ tiles, markers }: { tiles: PlacesMapTiles; markers: PlaceMarker[] }) {
  const t = useT();
  const dispatch = useAppDispatch();
  // Where to look is decided once, when the map opens: a marker added later must not move the user's view.
  const view = useMemo(() => mapView(markers), []); // eslint-disable-line react-hooks/exhaustive-deps
  const bounds = view.bounds ? latLngBounds(view.bounds.map((p) => [p.latitude, p.longitude])) : undefined;
  return (
    <div className="places-map-wrap">
      <MapContainer
        className="places-map"
        {...(bounds
          ? { bounds, boundsOptions: { padding: [40, 40], maxZoom: PLACE_ZOOM } }
          : { center: [view.centre.latitude, view.centre.longitude], zoom: markers.length ? PLACE_ZOOM : FALLBACK_ZOOM })}
        scrollWheelZoom
      >
        {/* A new template is a new layer: the old type's tiles go with it. */}
        <TileLayer key={tiles.url} url={tiles.url} {...(tiles.attribution ? { attribution: asText(tiles.attribution) } : {})} />
        {markers.map((marker) => (
          <Marker
            key={marker.id}
            position={[marker.position.latitude, marker.position.longitude]}
            icon={countIcon(marker.count)}
            title={`${marker.name}, ${t('list.diaryCount', { count: marker.count })}`}
            eventHandlers={{ click: () => dispatch(openPlace(marker.id)) }}
          />
        ))}
      </MapContainer>
      {tiles.offered.length > 1 && (
        <div className="map-types" role="group" aria-label={t('places.mapType')}>
          {tiles.offered.map((type) => (
            <button
              key={type}
              type="button"
              className={type === tiles.type ? 'chip selected' : 'chip'}
              aria-pressed={type === tiles.type}
              onClick={() => void dispatch(changeMapType(type))}
            >
              {t(TYPE_LABELS[type])}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
