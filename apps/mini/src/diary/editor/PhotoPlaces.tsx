import { Input, Text, View } from '@tarojs/components';
import { placeChosen } from '@diary/store';
import { addFoundDraftPlace, addPlaceHere, selectPhotoPlaceSection, selectPlaceSearch, typeNewPlaceName } from '@diary/store/places';
import { Camera, MapPin, Search } from 'lucide';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { Icon } from '../../ui/Icon';

// The editor's place sheet, as the store's model says (places/place-sheet), as on the web: its places from the diary's
// photo, and what its search finds beyond the user's own places.

/** "From your photo": the user's own places near where the diary's photo was taken, nearest first, then "A new place here". */
export function PhotoPlaces() {
  const t = useT();
  const dispatch = useAppDispatch();
  const section = useAppSelector(selectPhotoPlaceSection);
  if (!section) return null;
  const { places, newPlace } = section;
  return (
    <View className="photo-places">
      <View className="section-title with-icon">
        <Icon icon={Camera} size={16} />
        <Text>{t('editor.place.fromPhoto')}</Text>
      </View>
      <View className="chip-list">
        {places.map((place) => (
          <View
            key={place.id}
            className={place.selected ? 'chip selected with-icon' : 'chip with-icon'}
            onClick={() => dispatch(placeChosen({ id: place.id, name: place.name }))}
          >
            <Icon icon={MapPin} size={14} />
            <Text>{`${place.name} · ${t(place.distance.key, place.distance.params)}`}</Text>
          </View>
        ))}
      </View>
      <View className="add-by-name photo-place-new">
        <Input
          className="field"
          placeholder={newPlace.suggestion ?? t('editor.place.nameHere')}
          value={newPlace.name}
          onInput={(e) => dispatch(typeNewPlaceName(e.detail.value))}
          onConfirm={() => void dispatch(addPlaceHere())}
        />
        <Text className="button small" onClick={() => newPlace.canAdd && void dispatch(addPlaceHere())}>
          {`＋ ${t('editor.place.newHere')}`}
        </Text>
      </View>
    </View>
  );
}

/** Under the sheet's search: with the maps service off, a plain note that place search is off; with it on, the places it found. */
export function PlaceSearchFound() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { note, found } = useAppSelector(selectPlaceSearch);
  if (note) return <View className="notice place-search-off">{t(note)}</View>;
  if (found.length === 0) return null;
  return (
    <View className="chip-list">
      {found.map((place) => (
        <View key={place.id} className="chip with-icon" onClick={() => void dispatch(addFoundDraftPlace(place))}>
          <Icon icon={Search} size={14} />
          <Text>{place.title}</Text>
        </View>
      ))}
    </View>
  );
}
