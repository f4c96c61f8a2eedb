import {
  chooseStatusInSheet,
  chooseWeatherInSheet,
  findNearbyPlaces,
  openEditorSheet,
  openPickerPage,
  placeChosen,
  selectAddForm,
  selectEditorSheet,
  selectPlaceChoices,
  selectRefChoices,
  selectStatusPicker,
  selectWeatherChoices,
  submitAddForm,
  toggleDraftRef,
  turnOnNearbyPlaces,
  typeAddForm,
  typePlaceQuery,
  type AddForm,
} from '@diary/store';
import type { FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { EmojiChooser } from '../../ui/EmojiChooser';
import { Sheet } from '../../ui/Sheet';
import { PhotoPlaces, PlaceSearchFound } from '../places/PhotoPlaces';

// The editor's sheets, as the store's model says (editor/editor-sheets): which is open, what each offers, what a tap does.

const useClose = () => {
  const dispatch = useAppDispatch();
  return () => dispatch(openEditorSheet(null));
};

/** A one-line form that adds something by name (a status with its emoji, a story, a person, a place). */
export function AddByName({ form, label, emoji }: { form: AddForm; label: string; emoji?: string }) {
  const dispatch = useAppDispatch();
  const text = useAppSelector((s) => selectAddForm(s, form));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void dispatch(submitAddForm(form));
  };
  return (
    <form className="add-by-name" onSubmit={submit}>
      {emoji !== undefined && <EmojiChooser value={text.emoji} label={emoji} onChoose={(chosen) => dispatch(typeAddForm(form, { emoji: chosen }))} />}
      <input
        className="field"
        aria-label={label}
        placeholder={label}
        value={text.name}
        onChange={(e) => dispatch(typeAddForm(form, { name: e.target.value }))}
      />
      <button type="submit" className="button">
        {label}
      </button>
    </form>
  );
}

/** The status picker: groups (ungrouped under "More"), "Add status", "Do not set status". */
export function StatusSheet() {
  const t = useT();
  const dispatch = useAppDispatch();
  const visible = useAppSelector(selectEditorSheet) === 'status';
  const sections = useAppSelector(selectStatusPicker);
  return (
    <Sheet title={t('editor.status.title')} visible={visible} onClose={useClose()}>
      {sections.length === 0 && <p className="empty">{t('editor.status.empty')}</p>}
      {sections.map(({ id, heading, statuses }) => (
        <section key={id}>
          <h3>{'key' in heading ? t(heading.key) : heading.name}</h3>
          <div className="chip-list">
            {statuses.map(({ status, selected }) => (
              <button
                key={status.id}
                type="button"
                className={selected ? 'chip selected' : 'chip'}
                aria-pressed={selected}
                onClick={() => void dispatch(chooseStatusInSheet(status))}
              >
                {status.emoji} {status.name}
              </button>
            ))}
          </div>
        </section>
      ))}
      <button type="button" className="link block" onClick={() => void dispatch(chooseStatusInSheet(null))}>
        {t('editor.status.none')}
      </button>
      <AddByName form="status" label={t('editor.status.add')} emoji={t('target.emoji')} />
    </Sheet>
  );
}

/** The "#" story and "@" people pickers: toggle existing ones, or add one by name and select it. */
export function RefSheet({ kind }: { kind: 'tag' | 'people' }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const visible = useAppSelector(selectEditorSheet) === kind;
  const items = useAppSelector((s) => selectRefChoices(s, kind));
  const title = t(kind === 'tag' ? 'editor.story' : 'editor.people');
  return (
    <Sheet title={title} visible={visible} onClose={useClose()}>
      {/* The People (Stories) list in select mode: search, starred and A–Z (topic pages) as the tab has them. */}
      <button type="button" className="link" onClick={() => dispatch(openPickerPage(kind))}>
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
      <AddByName form={kind} label={t(kind === 'tag' ? 'stories.add' : 'people.add')} />
    </Sheet>
  );
}

/**
 * The place picker: first the user's places near the diary's photo and a new place there, then
 * their places near the device (with the "Turn on" tip when location is not allowed) and by search
 * (with what the maps service finds, or a note that it is off), single selection, and "Add new
 * place" (at most 3).
 */
export function PlaceSheet() {
  const t = useT();
  const dispatch = useAppDispatch();
  const visible = useAppSelector(selectEditorSheet) === 'place';
  const query = useAppSelector((s) => s.screens.placeQuery);
  const places = useAppSelector((s) => selectPlaceChoices(s, 'searched'));
  const denied = useAppSelector((s) => s.places.permissionDenied);
  return (
    <Sheet title={t('editor.place.title')} visible={visible} onClose={useClose()}>
      <PhotoPlaces />
      <input
        className="field"
        type="search"
        aria-label={t('editor.place.search')}
        placeholder={t('editor.place.search')}
        value={query}
        onChange={(e) => void dispatch(typePlaceQuery(e.target.value))}
      />
      {denied ? (
        <p className="notice">
          {t('editor.place.permissionTip')}{' '}
          <button type="button" className="link" onClick={() => void dispatch(turnOnNearbyPlaces())}>
            {t('editor.place.turnOn')}
          </button>
        </p>
      ) : (
        <button type="button" className="link" onClick={() => void dispatch(findNearbyPlaces())}>
          {t('editor.place.nearby')}
        </button>
      )}
      {/* The places screen in select mode: every place, the current location and the map search. */}
      <button type="button" className="link" onClick={() => dispatch(openPickerPage('location'))}>
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
      <PlaceSearchFound />
      <AddByName form="place" label={t('editor.place.addNew')} />
    </Sheet>
  );
}

/** The weather picker: twelve icons; choosing the current one clears it. */
export function WeatherSheet() {
  const t = useT();
  const dispatch = useAppDispatch();
  const visible = useAppSelector(selectEditorSheet) === 'weather';
  const choices = useAppSelector(selectWeatherChoices);
  return (
    <Sheet title={t('editor.weather')} visible={visible} onClose={useClose()}>
      <div className="weather-grid">
        {choices.map((choice) => (
          <button
            key={choice.code}
            type="button"
            className={choice.selected ? 'weather selected' : 'weather'}
            aria-pressed={choice.selected}
            onClick={() => dispatch(chooseWeatherInSheet(choice.code))}
          >
            <span aria-hidden="true">{choice.icon}</span>
            <small>{t(choice.name)}</small>
          </button>
        ))}
      </div>
    </Sheet>
  );
}
