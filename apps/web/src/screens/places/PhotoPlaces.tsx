import { placeChosen } from '@diary/store';
import { addFoundDraftPlace, addPlaceHere, selectPhotoPlaceSection, selectPlaceSearch, typeNewPlaceName } from '@diary/store/places';
import type { FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import './places.css';

// The editor's place sheet, as the store's model says (places/place-sheet): its places from the diary's photo, and what its search finds beyond the user's own places.

/** "From your photo": the user's own places near where the diary's photo was taken, nearest first, then "A new place here". */
export function PhotoPlaces() {
  const t = useT();
  const dispatch = useAppDispatch();
  const section = useAppSelector(selectPhotoPlaceSection);
  if (!section) return null;
  const { places, newPlace } = section;
  const add = (event: FormEvent) => {
    event.preventDefault();
    void dispatch(addPlaceHere());
  };
  return (
    <section className="photo-places" aria-labelledby="photo-places-title">
      <h3 id="photo-places-title">📷 {t('editor.place.fromPhoto')}</h3>
      {places.length > 0 && (
        <ul className="place-list">
          {places.map((place) => (
            <li key={place.id}>
              <button
                type="button"
                className={place.selected ? 'place selected' : 'place'}
                aria-pressed={place.selected}
                onClick={() => dispatch(placeChosen({ id: place.id, name: place.name }))}
              >
                📍 {place.name} <small className="photo-place-distance">{t(place.distance.key, place.distance.params)}</small>
                {place.address && <small> {place.address}</small>}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="add-by-name photo-place-new" onSubmit={add}>
        <input
          className="field"
          aria-label={t('editor.place.nameHere')}
          placeholder={newPlace.suggestion ?? t('editor.place.nameHere')}
          value={newPlace.name}
          onChange={(e) => dispatch(typeNewPlaceName(e.target.value))}
        />
        <button type="submit" className="button" disabled={!newPlace.canAdd}>
          ＋ {t('editor.place.newHere')}
        </button>
      </form>
    </section>
  );
}

/** Under the sheet's search: with the maps service off, a plain note that place search is off; with it on, the places it found. */
export function PlaceSearchFound() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { note, found } = useAppSelector(selectPlaceSearch);
  if (note) return <p className="notice">{t(note)}</p>;
  if (found.length === 0) return null;
  return (
    <ul className="place-list">
      {found.map((place) => (
        <li key={place.id}>
          <button type="button" className="place" onClick={() => void dispatch(addFoundDraftPlace(place))}>
            🔎 {place.title}
            {place.address && <small> {place.address}</small>}
          </button>
        </li>
      ))}
    </ul>
  );
}
