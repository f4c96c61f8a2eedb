import { Input, Text, View } from '@tarojs/components';
import type { PlaceResult } from '@diary/core';
import { addFoundDraftPlace, addPlaceChosenOnWechatMap, locateForMapSearch, selectPlaceSelectRows, toggleDraftPlace, typeMapSearch } from '@diary/store/places';
import Taro from '@tarojs/taro';
import { LocateFixed, Map as MapIcon, MapPin, Search, type IconNode } from 'lucide';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { AddByName } from '../../ui/AddByName';
import { LocationPermissionTip } from '../../ui/LocationPermissionTip';
import { CheckRow } from '../../ui/CheckRow';
import { PickerSelect } from '../../ui/PickerSelect';
import { Icon } from '../../ui/Icon';

/**
 * /edit/toolbar/location/select: the places screen in select mode, as on the web. Each of the user's places has a check
 * circle that toggles it in the diary being written (at most 3). With the maps service on it offers where the device is
 * and a map search around it, each found place saved with its coordinates; without, it says so. In WeChat a place can
 * also be picked on WeChat's own map (chooseLocation), whatever this server's maps service.
 */
export default function PlaceSelectPage() {
  const t = useT();
  const maps = useAppSelector((s) => Boolean(s.app.features?.maps));
  const [query, setQuery] = useState('');
  const rows = useAppSelector((s) => selectPlaceSelectRows(s, query));
  const dispatch = useAppDispatch();
  return (
    <PickerSelect kind="location">
      <View className="place-select">
        {process.env.TARO_ENV === 'weapp' && <WechatMapChoice />}
        {maps ? <MapsPlaces /> : <View className="notice places-maps-off">{t('places.mapsOff')}</View>}
        <Text className="section-title">{t('places.yourPlaces')}</Text>
        <Input
          className="field search-field places-filter"
          type="text"
          confirmType="search"
          placeholder={t('editor.place.search')}
          value={query}
          onInput={(e) => setQuery(e.detail.value)}
        />
        {rows.length === 0 ? (
          <View className="empty">{t(query.trim() ? 'search.noResults' : 'places.empty')}</View>
        ) : (
          rows.map((place) => (
            <CheckRow
              key={place.id}
              className="place-choice"
              checked={place.selected}
              onToggle={() => dispatch(toggleDraftPlace({ id: place.id, name: place.name }))}
              name={place.name}
              detail={place.address}
            />
          ))
        )}
        <AddByName form="place" label={t('editor.place.addNew')} />
      </View>
    </PickerSelect>
  );
}

/** With the maps service: where the device is (named by the service) and the map search around it (after typing stops). */
function MapsPlaces() {
  const t = useT();
  const dispatch = useAppDispatch();
  const current = useAppSelector((s) => s.places.current);
  const denied = useAppSelector((s) => s.places.permissionDenied);
  const found = useAppSelector((s) => s.places.found);
  const keyword = useAppSelector((s) => s.screens.mapSearch);
  return (
    <View className="places-around">
      {denied ? (
        <LocationPermissionTip />
      ) : (
        <View className="button small places-locate with-icon" onClick={() => void dispatch(locateForMapSearch())}>
          <Icon icon={LocateFixed} size={16} />
          <Text>{t('places.locate')}</Text>
        </View>
      )}
      {current && (
        <>
          <Text className="section-title">{t('editor.place.current')}</Text>
          <FoundPlaces places={[current]} icon={MapPin} />
          <Input
            className="field search-field places-map-search"
            type="text"
            confirmType="search"
            placeholder={t('places.mapSearch')}
            value={keyword}
            onInput={(e) => void dispatch(typeMapSearch(e.detail.value))}
          />
          <FoundPlaces places={found} icon={Search} />
        </>
      )}
    </View>
  );
}

/** Places the maps service named: a tap saves one as the user's place, with its coordinates, and chooses it. */
function FoundPlaces({ places, icon }: { places: ReadonlyArray<Omit<PlaceResult, 'id'>>; icon: IconNode }) {
  const dispatch = useAppDispatch();
  return (
    <>
      {places.map((place) => (
        <View
          key={`${place.title}/${place.latitude}/${place.longitude}`}
          className="cell check-row found-place"
          onClick={() => void dispatch(addFoundDraftPlace(place))}
        >
          <Icon icon={icon} size={20} className="places-pin" />
          <View className="check-row-text">
            <Text className="check-row-name">{place.title}</Text>
            {place.address && <Text className="check-row-detail">{place.address}</Text>}
          </View>
        </View>
      ))}
    </>
  );
}

/** WeChat's own map to pick a place on (its chooseLocation): the place picked is saved with its point and chosen. */
function WechatMapChoice() {
  const t = useT();
  const dispatch = useAppDispatch();
  const choose = async () => {
    // Closed without a choice, or location not allowed: nothing changes.
    const picked = await Taro.chooseLocation({}).catch(() => null);
    if (picked) await dispatch(addPlaceChosenOnWechatMap(picked));
  };
  return (
    <View className="button small places-choose-on-map with-icon" onClick={() => void choose()}>
      <Icon icon={MapIcon} size={16} />
      <Text>{t('places.chooseOnMap')}</Text>
    </View>
  );
}
