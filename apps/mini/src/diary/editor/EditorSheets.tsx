import { Input, Text, View } from '@tarojs/components';
import { MORE_GROUP_ID, WEATHER_ICONS, WEATHER_PICKER_CODES, weatherKind, weatherNameKey } from '@diary/core';
import { addDraftPlace, addPlace, loadNearbyPlaces, locateDevice, personToggled, placeChosen, recordEmojiUse, saveTarget, selectStatusSections, statusChosen, tagToggled, weatherChosen } from '@diary/store';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { Sheet } from '../../ui/Sheet';

interface SheetProps {
  visible: boolean;
  onClose: () => void;
}

/** A one-line field that adds something by name (a status, a story, a person, a place). */
function AddByName({ label, onAdd }: { label: string; onAdd: (name: string) => Promise<unknown> }) {
  const [name, setName] = useState('');
  const add = async () => {
    if (!name.trim()) return;
    await onAdd(name.trim());
    setName('');
  };
  return (
    <View className="add-by-name">
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
  const sections = useAppSelector(selectStatusSections) as unknown as Array<{ group: { objectId: string; name?: string }; statuses: Array<{ objectId: string; name: string; emoji?: string }> }>;
  const chosen = useAppSelector((s) => s.editor.draft?.status?.id);
  const choose = (status: { id: string; name: string; emoji?: string }) => {
    dispatch(statusChosen(status));
    if (status.emoji) void dispatch(recordEmojiUse(status.emoji));
    onClose();
  };
  return (
    <Sheet title={t('editor.status.title')} visible={visible} onClose={onClose}>
      {sections.length === 0 && <View className="empty">{t('editor.status.empty')}</View>}
      {sections.map(({ group, statuses }) => (
        <View key={group.objectId} className="sheet-section">
          <Text className="sheet-heading">{group.objectId === MORE_GROUP_ID ? t('editor.status.moreGroup') : group.name}</Text>
          <View className="chip-list">
            {statuses.map((s) => (
              <Text key={s.objectId} className={s.objectId === chosen ? 'chip selected' : 'chip'} onClick={() => choose({ id: s.objectId, name: s.name, ...(s.emoji ? { emoji: s.emoji } : {}) })}>
                {`${s.emoji ?? ''} ${s.name}`}
              </Text>
            ))}
          </View>
        </View>
      ))}
      <Text className="link block" onClick={() => choose({ id: '', name: '' })}>
        {t('editor.status.none')}
      </Text>
      <AddByName
        label={t('editor.status.add')}
        onAdd={async (name) => {
          const id = await dispatch(saveTarget('status', null, { name }));
          if (id) choose({ id, name });
        }}
      />
    </Sheet>
  );
}

/** Stories ("#") and people ("@"): toggle any number, or add a new one by name. */
export function RefSheet({ kind, visible, onClose }: SheetProps & { kind: 'tag' | 'people' }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const items = useAppSelector((s) => s.items[kind]) as Array<{ objectId: string; name: string }>;
  const chosen = useAppSelector((s) => (kind === 'tag' ? s.editor.draft?.tags : s.editor.draft?.people) ?? []);
  const toggle = (ref: { id: string; name: string }) => dispatch(kind === 'tag' ? tagToggled(ref) : personToggled(ref));
  const mark = kind === 'tag' ? '#' : '@';
  return (
    <Sheet title={kind === 'tag' ? t('editor.story') : t('editor.people')} visible={visible} onClose={onClose}>
      <View className="chip-list">
        {items.map((item) => {
          const on = chosen.some((r) => r.id === item.objectId);
          return (
            <Text key={item.objectId} className={on ? 'chip selected' : 'chip'} onClick={() => toggle({ id: item.objectId, name: item.name })}>
              {`${mark}${item.name}`}
            </Text>
          );
        })}
      </View>
      <AddByName
        label={t('common.add')}
        onAdd={async (name) => {
          const id = await dispatch(saveTarget(kind, null, { name }));
          if (id) toggle({ id, name });
        }}
      />
    </Sheet>
  );
}

/** Places: the user's own places and those nearby (when location is allowed), one chosen, or a new one. */
export function PlaceSheet({ visible, onClose }: SheetProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const own = useAppSelector((s) => s.items.location) as Array<{ objectId: string; name: string }>;
  const nearby = useAppSelector((s) => s.places.nearby);
  const chosen = useAppSelector((s) => s.editor.draft?.locations ?? []);

  useEffect(() => {
    if (!visible) return;
    void dispatch(locateDevice()).then((point) => point && dispatch(loadNearbyPlaces(point)));
  }, [visible, dispatch]);

  // Nearby places the user has not saved yet first, then their own.
  const places = [...nearby.filter((n) => !own.some((o) => o.objectId === n.objectId)), ...own];
  return (
    <Sheet title={t('editor.place.title')} visible={visible} onClose={onClose}>
      <View className="chip-list">
        {places.map((place) => {
          const on = chosen.some((r) => r.id === place.objectId);
          return (
            <Text key={place.objectId} className={on ? 'chip selected' : 'chip'} onClick={() => dispatch(placeChosen({ id: place.objectId, name: place.name ?? '' }))}>
              {`📍 ${place.name ?? ''}`}
            </Text>
          );
        })}
      </View>
      <AddByName
        label={t('editor.place.addNew')}
        onAdd={async (title) => {
          const place = await dispatch(addPlace({ title }));
          if (place) dispatch(addDraftPlace(place));
        }}
      />
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
