import { openRefPicker, selectRefPickerPage, type PlaceChoice } from '@diary/store';
import { addFoundDraftPlace, locateForMapSearch, selectPlaceSelectRows, toggleDraftPlace, typeMapSearch } from '@diary/store/places';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';
import { AddByName } from '../editor/EditorSheets';
import './places.css';
import { Check } from 'lucide-react';

/**
 * /edit/toolbar/location/select: the places screen in select mode. Each of the user's places has a
 * check circle that toggles it in the diary being written (at most 3). With the maps service on it
 * offers the current location and a map search around it; without, it says so.
 */
export default function PlaceSelect() {
  const t = useT();
  const dispatch = useAppDispatch();
  const page = useAppSelector((s) => selectRefPickerPage(s, 'location'));
  const maps = useAppSelector((s) => Boolean(s.app.features?.maps));
  const [query, setQuery] = useState('');
  const rows = useAppSelector((s) => selectPlaceSelectRows(s, query));

  // Opened directly, there may be no draft yet: the store opens the new diary's (restored from the device if kept).
  useEffect(() => {
    void dispatch(openRefPicker('location'));
  }, [page.openWhenReady, dispatch]);

  return (
    <div className="place-select-page">
      <header className="page-bar">
        <button type="button" className="icon-button" aria-label={t('common.back')} onClick={() => webNavigation.back()}>
          ‹
        </button>
        <h1>{t(page.title)}</h1>
        <button type="button" className="button primary" onClick={() => webNavigation.back()}>
          {t('common.done')}
        </button>
      </header>
      {maps ? <MapsPlaces /> : <p className="notice">{t('places.mapsOff')}</p>}
      <h2>{t('places.yourPlaces')}</h2>
      <input
        className="field places-search"
        type="search"
        aria-label={t('editor.place.search')}
        placeholder={t('editor.place.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {rows.length === 0 ? <p className="empty">{t(query.trim() ? 'search.noResults' : 'places.empty')}</p> : <CheckList rows={rows} />}
      <AddByName form="place" label={t('editor.place.addNew')} />
    </div>
  );
}

/** The user's places, each with a check circle; a tap toggles it in the draft. */
function CheckList({ rows }: { rows: PlaceChoice[] }) {
  const dispatch = useAppDispatch();
  return (
    <ul className="places-list">
      {rows.map((place) => (
        <li key={place.id}>
          <button
            type="button"
            role="checkbox"
            aria-checked={place.selected}
            className="places-row"
            onClick={() => dispatch(toggleDraftPlace({ id: place.id, name: place.name }))}
          >
            <span className="place-check" aria-hidden="true">
              {place.selected && <Check size={16} strokeWidth={3} />}
            </span>
            <span className="places-text">
              <span className="places-name">{place.name}</span>
              {place.address && <small className="places-address">{place.address}</small>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** With the maps service: the current location (reverse geocoded) and the map search around it (1000 m, 20 a page, after typing stops for 1 s). */
function MapsPlaces() {
  const t = useT();
  const dispatch = useAppDispatch();
  const current = useAppSelector((s) => s.places.current);
  const denied = useAppSelector((s) => s.places.permissionDenied);
  const found = useAppSelector((s) => s.places.found);
  const keyword = useAppSelector((s) => s.screens.mapSearch);
  const locate = () => void dispatch(locateForMapSearch());
  return (
    <>
      {denied ? (
        <p className="notice">
          {t('editor.place.permissionTip')}{' '}
          <button type="button" className="link" onClick={locate}>
            {t('editor.place.turnOn')}
          </button>
        </p>
      ) : (
        <div className="place-select-actions">
          <button type="button" className="button" onClick={locate}>
            📍 {t('places.locate')}
          </button>
        </div>
      )}
      {current && (
        <>
          <h2>{t('editor.place.current')}</h2>
          <FoundList places={[current]} icon="📍" />
          <input
            className="field places-search"
            type="search"
            aria-label={t('places.mapSearch')}
            placeholder={t('places.mapSearch')}
            value={keyword}
            onChange={(e) => void dispatch(typeMapSearch(e.target.value))}
          />
          <FoundList places={found} icon="🔎" />
        </>
      )}
    </>
  );
}

/** Places the maps service named: a tap saves one as the user's place and chooses it. */
function FoundList({ places, icon }: { places: Array<{ title: string; address?: string; latitude: number; longitude: number }>; icon: string }) {
  const dispatch = useAppDispatch();
  return (
    <ul className="places-list">
      {places.map((place) => (
        <li key={`${place.title}/${place.latitude}/${place.longitude}`}>
          <button type="button" className="places-row" onClick={() => void dispatch(addFoundDraftPlace(place))}>
            <span className="places-pin" aria-hidden="true">
              {icon}
            </span>
            <span className="places-text">
              <span className="places-name">{place.title}</span>
              {place.address && <small className="places-address">{place.address}</small>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
