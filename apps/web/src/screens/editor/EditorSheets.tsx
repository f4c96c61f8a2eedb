import { PLACE_SEARCH_DELAY_MS, routePath, WEATHER_ICONS, WEATHER_PICKER_CODES, weatherKind, weatherNameKey, type MessageKey } from '@diary/core';
import {
  addDraftRef,
  addDraftStatus,
  addNewDraftPlace,
  chooseDraftStatus,
  findNearbyPlaces,
  placeChosen,
  searchOwnPlaces,
  selectPlaceChoices,
  selectRefChoices,
  selectStatusPicker,
  toggleDraftRef,
  weatherChosen,
  type StatusChoice,
} from '@diary/store';
import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';
import { Sheet } from '../../ui/Sheet';

/** A one-line form that adds something by name; the store trims and refuses an empty name. */
export function AddByName({ label, onAdd, extra }: { label: string; onAdd: (name: string, extra: string) => Promise<boolean>; extra?: string }) {
  const [name, setName] = useState('');
  const [second, setSecond] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await onAdd(name, second))) return;
    setName('');
    setSecond('');
  };
  return (
    <form className="add-by-name" onSubmit={submit}>
      {extra !== undefined && (
        <input className="field emoji-field" aria-label={extra} placeholder={extra} value={second} onChange={(e) => setSecond(e.target.value)} maxLength={16} />
      )}
      <input className="field" aria-label={label} placeholder={label} value={name} onChange={(e) => setName(e.target.value)} />
      <button type="submit" className="button">
        {label}
      </button>
    </form>
  );
}

/** The status picker: groups (ungrouped under "More"), "Add status", "Do not set status". */
export function StatusSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const sections = useAppSelector(selectStatusPicker);
  const choose = (status: StatusChoice | null) => {
    void dispatch(chooseDraftStatus(status));
    onClose();
  };
  return (
    <Sheet title={t('editor.status.title')} visible={visible} onClose={onClose}>
      {sections.length === 0 && <p className="empty">{t('editor.status.empty')}</p>}
      {sections.map(({ id, heading, statuses }) => (
        <section key={id}>
          <h3>{'key' in heading ? t(heading.key) : heading.name}</h3>
          <div className="chip-list">
            {statuses.map(({ status, selected }) => (
              <button key={status.id} type="button" className={selected ? 'chip selected' : 'chip'} aria-pressed={selected} onClick={() => choose(status)}>
                {status.emoji} {status.name}
              </button>
            ))}
          </div>
        </section>
      ))}
      <button type="button" className="link block" onClick={() => choose(null)}>
        {t('editor.status.none')}
      </button>
      <AddByName
        label={t('editor.status.add')}
        extra={t('target.emoji')}
        onAdd={async (name, emoji) => {
          const added = await dispatch(addDraftStatus({ name, emoji }));
          if (added) onClose();
          return added;
        }}
      />
    </Sheet>
  );
}

/** The "#" story and "@" people pickers: toggle existing ones, or add one by name and select it. */
export function RefSheet({ kind, visible, onClose }: { kind: 'tag' | 'people'; visible: boolean; onClose: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const items = useAppSelector((s) => selectRefChoices(s, kind));
  const title = t(kind === 'tag' ? 'editor.story' : 'editor.people');
  return (
    <Sheet title={title} visible={visible} onClose={onClose}>
      {/* The People (Stories) list in select mode: search, starred and A–Z (topic pages) as the tab has them. */}
      <button type="button" className="link" onClick={() => webNavigation.navigate(routePath('pickerSelect', { listType: kind }))}>
        {t(kind === 'tag' ? 'stories.allStories' : 'people.allPeople')}
      </button>
      {items.length === 0 && <p className="empty">{t(kind === 'tag' ? 'stories.empty' : 'people.empty')}</p>}
      <div className="chip-list">
        {items.map((item) => (
          <button
            key={item.id}
            type="button"
            className={item.selected ? 'chip selected' : 'chip'}
            aria-pressed={item.selected}
            onClick={() => dispatch(toggleDraftRef(kind, { id: item.id, name: item.name }))}
          >
            {kind === 'tag' ? '#' : '@'}
            {item.name}
          </button>
        ))}
      </div>
      <AddByName label={t(kind === 'tag' ? 'stories.add' : 'people.add')} onAdd={(name) => dispatch(addDraftRef(kind, name))} />
    </Sheet>
  );
}

/**
 * The place picker: the user's places near the device (with the "Turn on" tip when location is not
 * allowed) and by search, single selection, and "Add new place" (at most 3).
 */
export function PlaceSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [keyword, setKeyword] = useState('');
  const places = useAppSelector((s) => selectPlaceChoices(s, 'searched'));
  const denied = useAppSelector((s) => s.places.permissionDenied);
  const findNearby = () => dispatch(findNearbyPlaces());
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => void dispatch(searchOwnPlaces(keyword)), keyword ? PLACE_SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [visible, keyword, dispatch]);
  return (
    <Sheet title={t('editor.place.title')} visible={visible} onClose={onClose}>
      <input
        className="field"
        type="search"
        aria-label={t('editor.place.search')}
        placeholder={t('editor.place.search')}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      {denied ? (
        <p className="notice">
          {t('editor.place.permissionTip')}{' '}
          <button type="button" className="link" onClick={() => void findNearby()}>
            {t('editor.place.turnOn')}
          </button>
        </p>
      ) : (
        <button type="button" className="link" onClick={() => void findNearby()}>
          {t('editor.place.nearby')}
        </button>
      )}
      {/* The places screen in select mode: every place, the current location and the map search. */}
      <button type="button" className="link" onClick={() => webNavigation.navigate(routePath('pickerSelect', { listType: 'location' }))}>
        {t('places.allPlaces')}
      </button>
      <ul className="place-list">
        {places.map((place) => (
          <li key={place.id}>
            <button
              type="button"
              className={place.selected ? 'place selected' : 'place'}
              aria-pressed={place.selected}
              onClick={() => dispatch(placeChosen({ id: place.id, name: place.name }))}
            >
              📍 {place.name}
              {place.address && <small> {place.address}</small>}
            </button>
          </li>
        ))}
      </ul>
      <AddByName label={t('editor.place.addNew')} onAdd={(title) => dispatch(addNewDraftPlace(title))} />
    </Sheet>
  );
}

/** The weather picker: twelve icons; choosing the current one clears it. */
export function WeatherSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const current = useAppSelector((s) => s.editor.draft?.weather ?? 0);
  return (
    <Sheet title={t('editor.weather')} visible={visible} onClose={onClose}>
      <div className="weather-grid">
        {WEATHER_PICKER_CODES.map((code) => (
          <button
            key={code}
            type="button"
            className={code === current && code !== 0 ? 'weather selected' : 'weather'}
            aria-pressed={code === current && code !== 0}
            onClick={() => {
              dispatch(weatherChosen(code));
              onClose();
            }}
          >
            <span aria-hidden="true">{WEATHER_ICONS[weatherKind(code)]}</span>
            <small>{t(weatherNameKey(code) as MessageKey)}</small>
          </button>
        ))}
      </div>
    </Sheet>
  );
}
