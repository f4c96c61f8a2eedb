import { Input, Text, View } from '@tarojs/components';
import { MapPin } from 'lucide';
import {
  chooseStatusInSheet,
  chooseWeatherInSheet,
  findNearbyPlaces,
  openEditorSheet,
  openPickerPage,
  placeChosen,
  selectEditorSheet,
  selectPlaceChoices,
  selectRefChoices,
  selectStatusPicker,
  selectWeatherChoices,
  toggleDraftRef,
  typePlaceQuery,
} from '@diary/store';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { AddByName } from '../../ui/AddByName';
import { LocationPermissionTip } from '../../ui/LocationPermissionTip';
import { Sheet } from '../../ui/Sheet';
import { PhotoPlaces, PlaceSearchFound } from './PhotoPlaces';
import { Icon } from '../../ui/Icon';

// The editor's sheets, as the store's model says (editor/editor-sheets): which is open, what each offers, what a tap does.

const useClose = () => {
  const dispatch = useAppDispatch();
  return () => dispatch(openEditorSheet(null));
};

/** The status picker: groups (ungrouped under "More"), "Add status", "Do not set status". */
export function StatusSheet() {
  const t = useT();
  const dispatch = useAppDispatch();
  const visible = useAppSelector(selectEditorSheet) === 'status';
  const sections = useAppSelector(selectStatusPicker);
  return (
    <Sheet title={t('editor.status.title')} visible={visible} onClose={useClose()}>
      {sections.length === 0 && <View className="empty">{t('editor.status.empty')}</View>}
      {sections.map(({ id, heading, statuses }) => (
        <View key={id} className="sheet-section">
          <Text className="sheet-heading">{'key' in heading ? t(heading.key) : heading.name}</Text>
          <View className="chip-list">
            {statuses.map(({ status, selected }) => (
              <Text key={status.id} className={selected ? 'chip selected' : 'chip'} onClick={() => void dispatch(chooseStatusInSheet(status))}>
                {`${status.emoji ?? ''} ${status.name}`}
              </Text>
            ))}
          </View>
        </View>
      ))}
      <Text className="link block" onClick={() => void dispatch(chooseStatusInSheet(null))}>
        {t('editor.status.none')}
      </Text>
      <AddByName form="status" label={t('editor.status.add')} emoji={t('target.emoji')} />
    </Sheet>
  );
}

/** Stories ("#") and people ("@"): toggle any number, or add a new one by name. */
export function RefSheet({ kind }: { kind: 'tag' | 'people' }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const visible = useAppSelector(selectEditorSheet) === kind;
  const items = useAppSelector((s) => selectRefChoices(s, kind));
  const mark = kind === 'tag' ? '#' : '@';
  return (
    <Sheet title={kind === 'tag' ? t('editor.story') : t('editor.people')} visible={visible} onClose={useClose()}>
      <View className="chip-list">
        {items.map((item) => (
          <Text
            key={item.id}
            className={item.selected ? 'chip selected' : 'chip'}
            onClick={() => dispatch(toggleDraftRef(kind, { id: item.id, name: item.name }))}
          >
            {`${mark}${item.name}`}
          </Text>
        ))}
      </View>
      <AddByName form={kind} label={t('common.add')} />
      {/* The People (Stories) list in select mode: search, starred and A–Z (topic pages) as the tab has them. */}
      <Text className="link block all-refs" onClick={() => dispatch(openPickerPage(kind))}>
        {t(kind === 'tag' ? 'stories.allStories' : 'people.allPeople')}
      </Text>
    </Sheet>
  );
}

/**
 * The place picker: the user's places near the device (with the "Turn on" tip when location is not
 * allowed) and by search, single selection, and "Add new place" (at most 3).
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
      <Input
        className="field place-search"
        type="text"
        confirmType="search"
        placeholder={t('editor.place.search')}
        value={query}
        onInput={(e) => void dispatch(typePlaceQuery(e.detail.value))}
      />
      {denied ? (
        <LocationPermissionTip />
      ) : (
        <Text className="link block place-nearby" onClick={() => void dispatch(findNearbyPlaces())}>
          {t('editor.place.nearby')}
        </Text>
      )}
      {/* The places screen in select mode: every place, where the device is and the map search. */}
      <Text className="link block place-all" onClick={() => dispatch(openPickerPage('location'))}>
        {t('places.allPlaces')}
      </Text>
      <View className="chip-list">
        {places.map((place) => (
          <View
            key={place.id}
            className={place.selected ? 'chip selected with-icon' : 'chip with-icon'}
            onClick={() => dispatch(placeChosen({ id: place.id, name: place.name }))}
          >
            <Icon icon={MapPin} size={14} />
            <Text>{place.name}</Text>
          </View>
        ))}
      </View>
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
      <View className="weather-grid">
        {choices.map((choice) => (
          <View
            key={choice.code}
            className={choice.selected ? 'weather selected' : 'weather'}
            data-weather={choice.kind}
            onClick={() => dispatch(chooseWeatherInSheet(choice.code))}
          >
            <Text className="weather-icon">{choice.icon}</Text>
            <Text className="weather-name">{t(choice.name)}</Text>
          </View>
        ))}
      </View>
    </Sheet>
  );
}
