import { openTargetAdd } from '@diary/store';
import { MapPin } from 'lucide-react';
import { openPlace, selectPlaceMarkers, selectPlacesMapTiles, selectPlacesScreen, typePlacesQuery } from '@diary/store/places';
import { lazy, Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { CoverPicture } from '../../ui/CoverPicture';
import './places.css';

// Leaflet is loaded only when there is a map to draw: a server without tiles never fetches it.
const PlacesMap = lazy(() => import('./PlacesMap'));

/**
 * The Places tab (seed 1 §9): the user's places on a map, each marker with its diary count and
 * opening the place's list, beside a searchable list. Without the server's tiles, the list alone
 * with a plain note that the map is off.
 */
export default function PlacesTab() {
  const t = useT();
  const dispatch = useAppDispatch();
  const tiles = useAppSelector(selectPlacesMapTiles);
  const markers = useAppSelector(selectPlaceMarkers);
  return (
    <div className="places-tab">
      {tiles ? (
        <section className="places-map-pane" aria-label={t('places.map')}>
          <Suspense fallback={<div className="places-map" aria-busy="true" />}>
            <PlacesMap tiles={tiles} markers={markers} />
          </Suspense>
        </section>
      ) : (
        <p className="notice places-map-off">{t('places.mapOff')}</p>
      )}
      <section className="places-list-pane">
        <div className="places-tools">
          <button type="button" className="button primary" onClick={() => void dispatch(openTargetAdd('location'))}>
            ＋ {t('target.addLocation')}
          </button>
        </div>
        <PlacesList />
      </section>
    </div>
  );
}

/** The places whose name or address contains the search text, each opening its diary list. */
function PlacesList() {
  const t = useT();
  const dispatch = useAppDispatch();
  const screen = useAppSelector(selectPlacesScreen);
  if (screen.empty === 'places.empty') return <p className="empty">{t('places.empty')}</p>;
  return (
    <>
      <input
        className="field places-search"
        type="search"
        aria-label={t('editor.place.search')}
        placeholder={t('editor.place.search')}
        value={screen.query}
        onChange={(e) => dispatch(typePlacesQuery(e.target.value))}
      />
      {screen.empty ? (
        <p className="empty">{t(screen.empty)}</p>
      ) : (
        <ul className="places-list">
          {screen.places.map((place) => (
            <li key={place.objectId}>
              <button type="button" className="places-row" onClick={() => dispatch(openPlace(place.objectId))}>
                <CoverPicture
                  record={place}
                  size="small"
                  className="places-picture"
                  fallback={
                    <span className="places-pin" aria-hidden="true">
                      <MapPin size={20} strokeWidth={1.8} />
                    </span>
                  }
                />
                <span className="places-text">
                  <span className="places-name">{place.name}</span>
                  {place.address && <small className="places-address">{place.address}</small>}
                </span>
                <span className="places-count">{t('list.diaryCount', { count: place.count ?? 0 })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
