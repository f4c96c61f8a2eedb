import { Input, Map, Text, View } from '@tarojs/components';
import type { MapType, MessageKey } from '@diary/core';
import { openTargetAdd } from '@diary/store';
import { changeMapType, mapView, openPlace, placeMarkers, selectPlacesScreen, selectWechatMapType, typePlacesQuery } from '@diary/store/places';
import { MapPin } from 'lucide';
import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { CoverPicture } from '../../ui/CoverPicture';
import { Screen } from '../../ui/Screen';
import { Icon } from '../../ui/Icon';

/** Zoomed out to the whole country at the fallback centre; a street's scale around a single place. */
const FALLBACK_SCALE = 4;
const PLACE_SCALE = 13;
/** WeChat's map reads its marker image from the package (copied there by the build config). */
const MARKER_ICON = '/assets/marker.png';
const TYPE_LABELS: Record<MapType, MessageKey> = { standard: 'places.standard', satellite: 'places.satellite', hybrid: 'places.hybrid' };

/**
 * The Places tab (seed 1 §9): the user's places on WeChat's own map (GCJ-02, as its tiles are), each
 * marker with its diary count and opening the place's list, above a searchable list. In a browser
 * Taro's map needs Baidu's script from the internet, so the H5 build shows the list alone with a note.
 */
export default function LocationPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const places = useAppSelector((s) => s.items.location);
  const screen = useAppSelector(selectPlacesScreen);
  const markers = useMemo(() => placeMarkers(places, 'gcj02'), [places]);
  // Where to look is decided when the places first come: a marker added later must not move the user's view.
  const view = useMemo(() => mapView(markers), [markers.length > 0]); // eslint-disable-line react-hooks/exhaustive-deps
  const open = (id: string) => dispatch(openPlace(id));
  const mapType = useAppSelector(selectWechatMapType);

  return (
    <Screen tab="location" className="places-page">
      {process.env.TARO_ENV === 'weapp' ? (
        <View className="places-map-box">
          <Map
            className="places-map"
            enableSatellite={mapType.layers.satellite}
            enablePoi={mapType.layers.pointsOfInterest}
            latitude={view.centre.latitude}
            longitude={view.centre.longitude}
            scale={markers.length ? PLACE_SCALE : FALLBACK_SCALE}
            includePoints={view.bounds ?? []}
            markers={markers.map((marker, index) => ({
              id: index,
              latitude: marker.position.latitude,
              longitude: marker.position.longitude,
              iconPath: MARKER_ICON,
              width: 32,
              height: 32,
              title: marker.name,
              label: {
                content: `${marker.name} · ${marker.count}`,
                color: '#222222',
                fontSize: 12,
                bgColor: '#ffffff',
                padding: 4,
                borderRadius: 6,
                borderWidth: 0,
                borderColor: '#ffffff',
                anchorX: 0,
                anchorY: 0,
                textAlign: 'center',
              },
            }))}
            // Without a map (no network, an old base library) the list below still has every place.
            onError={() => undefined}
            onMarkerTap={(e) => {
              const marker = markers[Number(e.detail.markerId)];
              if (marker) open(marker.id);
            }}
          />
          <View className="map-types" ariaRole="radiogroup" ariaLabel={t('places.mapType')}>
            {mapType.offered.map((type) => (
              <View
                key={type}
                className={type === mapType.type ? 'map-type chosen' : 'map-type'}
                ariaRole="radio"
                ariaSelected={type === mapType.type}
                onClick={() => void dispatch(changeMapType(type))}
              >
                {t(TYPE_LABELS[type])}
              </View>
            ))}
          </View>
        </View>
      ) : (
        <View className="notice places-map-off">{t('places.mapInWechat')}</View>
      )}
      <View className="places-tools">
        <Input
          className="field search-field places-search"
          type="text"
          confirmType="search"
          placeholder={t('editor.place.search')}
          value={screen.query}
          onInput={(e) => dispatch(typePlacesQuery(e.detail.value))}
        />
        <Text className="chip selected places-add" onClick={() => void dispatch(openTargetAdd('location'))}>
          ＋ {t('target.addLocation')}
        </Text>
      </View>
      {screen.empty ? (
        <View className="empty">{t(screen.empty)}</View>
      ) : (
        screen.places.map((place) => (
          <View key={place.objectId} className="cell places-row" onClick={() => open(place.objectId)}>
            <CoverPicture record={place} size="small" className="places-picture" fallback={<Icon icon={MapPin} size={20} className="places-pin" />} />
            <View className="places-text">
              <Text className="places-name">{place.name}</Text>
              {place.address && <Text className="places-address">{place.address}</Text>}
            </View>
            <Text className="row-value">{t('list.diaryCount', { count: place.count ?? 0 })}</Text>
          </View>
        ))
      )}
    </Screen>
  );
}
