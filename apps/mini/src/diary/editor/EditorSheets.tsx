import { Input, Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { PLACE_SEARCH_DELAY_MS, routePath, WEATHER_ICONS, WEATHER_PICKER_CODES, weatherKind, weatherNameKey } from '@diary/core';
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
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { miniNavigation } from '../../platform/navigation';
import { Sheet } from '../../ui/Sheet';

interface SheetProps {
  visible: boolean;
  onClose: () => void;
}

/** A one-line field that adds something by name (a status, a story, a person, a place); the store trims and refuses an empty name. */
function AddByName({ label, onAdd, extra }: { label: string; onAdd: (name: string, extra: string) => Promise<boolean>; extra?: string }) {
  const [name, setName] = useState('');
  const [second, setSecond] = useState('');
  const add = async () => {
    if (!(await onAdd(name, second))) return;
    setName('');
    setSecond('');
  };
  return (
    <View className="add-by-name">
      {extra !== undefined && (
        <Input className="field emoji-field" placeholder={extra} value={second} maxlength={16} onInput={(e) => setSecond(e.detail.value)} />
      )}
      <Input className="field" placeholder={label} value={name} onInput={(e) => setName(e.detail.value)} onConfirm={() => void add()} />
      <Text className="button small" onClick={() => void add()}>
        {label}
      </Text>
    </View>
  );
}

/** The status picker: groups (ungrouped under "More"), "Add status", "Do not set status". */
export function StatusSheet({ visible, onClose }: SheetProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const sections = useAppSelector(selectStatusPicker);
  const choose = (status: StatusChoice | null) => {
    void dispatch(chooseDraftStatus(status));
    onClose();
  };
  return (
    <Sheet title={t('editor.status.title')} visible={visible} onClose={onClose}>
      {sections.length === 0 && <View className="empty">{t('editor.status.empty')}</View>}
      {sections.map(({ id, heading, statuses }) => (
        <View key={id} className="sheet-section">
          <Text className="sheet-heading">{'key' in heading ? t(heading.key) : heading.name}</Text>
          <View className="chip-list">
            {statuses.map(({ status, selected }) => (
              <Text key={status.id} className={selected ? 'chip selected' : 'chip'} onClick={() => choose(status)}>
                {`${status.emoji ?? ''} ${status.name}`}
              </Text>
            ))}
          </View>
        </View>
      ))}
      <Text className="link block" onClick={() => choose(null)}>
        {t('editor.status.none')}
      </Text>
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

/** Stories ("#") and people ("@"): toggle any number, or add a new one by name. */
export function RefSheet({ kind, visible, onClose }: SheetProps & { kind: 'tag' | 'people' }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const items = useAppSelector((s) => selectRefChoices(s, kind));
  const mark = kind === 'tag' ? '#' : '@';
  return (
    <Sheet title={kind === 'tag' ? t('editor.story') : t('editor.people')} visible={visible} onClose={onClose}>
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
      <AddByName label={t('common.add')} onAdd={(name) => dispatch(addDraftRef(kind, name))} />
      {/* The People (Stories) list in select mode: search, starred and A–Z (topic pages) as the tab has them. */}
      <Text
        className="link block all-refs"
        onClick={() => {
          onClose();
          miniNavigation.navigate(routePath('pickerSelect', { listType: kind }));
        }}
      >
        {t(kind === 'tag' ? 'stories.allStories' : 'people.allPeople')}
      </Text>
    </Sheet>
  );
}

/**
 * The place picker: the user's places near the device (with the "Turn on" tip when location is not
 * allowed: WeChat asks once, so turning it on goes through its settings page) and by search, single
 * selection, and "Add new place" (at most 3).
 */
export function PlaceSheet({ visible, onClose }: SheetProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [keyword, setKeyword] = useState('');
  const places = useAppSelector((s) => selectPlaceChoices(s, 'searched'));
  const denied = useAppSelector((s) => s.places.permissionDenied);
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => void dispatch(searchOwnPlaces(keyword)), keyword ? PLACE_SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [visible, keyword, dispatch]);
  const turnOn = async () => {
    if (process.env.TARO_ENV === 'weapp') await Taro.openSetting().catch(() => null);
    await dispatch(findNearbyPlaces());
  };

  return (
    <Sheet title={t('editor.place.title')} visible={visible} onClose={onClose}>
      <Input
        className="field place-search"
        type="text"
        confirmType="search"
        placeholder={t('editor.place.search')}
        value={keyword}
        onInput={(e) => setKeyword(e.detail.value)}
      />
      {denied ? (
        <View className="notice place-permission">
          {`${t('editor.place.permissionTip')} `}
          <Text className="link" onClick={() => void turnOn()}>
            {t('editor.place.turnOn')}
          </Text>
        </View>
      ) : (
        <Text className="link block place-nearby" onClick={() => void dispatch(findNearbyPlaces())}>
          {t('editor.place.nearby')}
        </Text>
      )}
      <View className="chip-list">
        {places.map((place) => (
          <Text key={place.id} className={place.selected ? 'chip selected' : 'chip'} onClick={() => dispatch(placeChosen({ id: place.id, name: place.name }))}>
            {`📍 ${place.name}`}
          </Text>
        ))}
      </View>
      <AddByName label={t('editor.place.addNew')} onAdd={(title) => dispatch(addNewDraftPlace(title))} />
    </Sheet>
  );
}

/** The weather picker: twelve icons; choosing the current one clears it. */
export function WeatherSheet({ visible, onClose }: SheetProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const current = useAppSelector((s) => s.editor.draft?.weather ?? 0);
  return (
    <Sheet title={t('editor.weather')} visible={visible} onClose={onClose}>
      <View className="weather-grid">
        {WEATHER_PICKER_CODES.map((code) => (
          <View
            key={code}
            className={code === current && code !== 0 ? 'weather selected' : 'weather'}
            data-weather={weatherKind(code)}
            onClick={() => {
              dispatch(weatherChosen(code));
              onClose();
            }}
          >
            <Text className="weather-icon">{WEATHER_ICONS[weatherKind(code)]}</Text>
            <Text className="weather-name">{t(weatherNameKey(code))}</Text>
          </View>
        ))}
      </View>
    </Sheet>
  );
}
