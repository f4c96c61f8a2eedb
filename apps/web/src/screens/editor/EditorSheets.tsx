import { MORE_GROUP_ID, WEATHER_ICONS, WEATHER_PICKER_CODES, weatherKind, weatherNameKey, type MessageKey } from '@diary/core';
import { addDraftPlace, addPlace, loadNearbyPlaces, locateDevice, personToggled, placeChosen, recordEmojiUse, saveTarget, searchOwnPlaces, selectStatusSections, statusChosen, tagToggled, weatherChosen } from '@diary/store';
import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { Sheet } from '../../ui/Sheet';

/** A one-line form that adds something by name. */
function AddByName({ label, onAdd, extra }: { label: string; onAdd: (name: string, extra: string) => Promise<unknown>; extra?: string }) {
  const [name, setName] = useState('');
  const [second, setSecond] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    await onAdd(name.trim(), second.trim());
    setName('');
    setSecond('');
  };
  return (
    <form className="add-by-name" onSubmit={submit}>
      {extra !== undefined && <input className="field emoji-field" aria-label={extra} placeholder={extra} value={second} onChange={(e) => setSecond(e.target.value)} maxLength={16} />}
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
  const sections = useAppSelector(selectStatusSections) as unknown as Array<{ group: { objectId: string; name?: string }; statuses: Array<{ objectId: string; name: string; emoji?: string }> }>;
  const chosen = useAppSelector((s) => s.editor.draft?.status?.id);
  const choose = (status: { id: string; name: string; emoji?: string }) => {
    dispatch(statusChosen(status));
    if (status.emoji) void dispatch(recordEmojiUse(status.emoji));
    onClose();
  };
  return (
    <Sheet title={t('editor.status.title')} visible={visible} onClose={onClose}>
      {sections.length === 0 && <p className="empty">{t('editor.status.empty')}</p>}
      {sections.map(({ group, statuses }) => (
        <section key={group.objectId}>
          <h3>{group.objectId === MORE_GROUP_ID ? t('editor.status.moreGroup') : group.name}</h3>
          <div className="chip-list">
            {statuses.map((s) => (
              <button key={s.objectId} type="button" className={s.objectId === chosen ? 'chip selected' : 'chip'} aria-pressed={s.objectId === chosen} onClick={() => choose({ id: s.objectId, name: s.name, ...(s.emoji ? { emoji: s.emoji } : {}) })}>
                {s.emoji} {s.name}
              </button>
            ))}
          </div>
        </section>
      ))}
      <button type="button" className="link block" onClick={() => choose({ id: '', name: '' })}>
        {t('editor.status.none')}
      </button>
      <AddByName
        label={t('editor.status.add')}
        extra={t('target.emoji')}
        onAdd={async (name, emoji) => {
          const id = await dispatch(saveTarget('status', null, { name, ...(emoji ? { emoji } : {}) }));
          if (id) choose({ id, name, ...(emoji ? { emoji } : {}) });
        }}
      />
    </Sheet>
  );
}

/** The "#" story and "@" people pickers: toggle existing ones, or add one by name and select it. */
export function RefSheet({ kind, visible, onClose }: { kind: 'tag' | 'people'; visible: boolean; onClose: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const items = useAppSelector((s) => s.items[kind]) as Array<{ objectId: string; name: string }>;
  const selected = useAppSelector((s) => (kind === 'tag' ? s.editor.draft?.tags : s.editor.draft?.people)) ?? [];
  const toggle = (ref: { id: string; name: string }) => dispatch(kind === 'tag' ? tagToggled(ref) : personToggled(ref));
  const title = t(kind === 'tag' ? 'editor.story' : 'editor.people');
  return (
    <Sheet title={title} visible={visible} onClose={onClose}>
      {items.length === 0 && <p className="empty">{t(kind === 'tag' ? 'stories.empty' : 'people.empty')}</p>}
      <div className="chip-list">
        {items.map((item) => {
          const on = selected.some((r) => r.id === item.objectId);
          return (
            <button key={item.objectId} type="button" className={on ? 'chip selected' : 'chip'} aria-pressed={on} onClick={() => toggle({ id: item.objectId, name: item.name })}>
              {kind === 'tag' ? '#' : '@'}
              {item.name}
            </button>
          );
        })}
      </div>
      <AddByName
        label={t(kind === 'tag' ? 'stories.add' : 'people.add')}
        onAdd={async (name) => {
          const id = await dispatch(saveTarget(kind, null, { name }));
          if (id) toggle({ id, name });
        }}
      />
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
  const own = useAppSelector((s) => s.places.own);
  const nearby = useAppSelector((s) => s.places.nearby);
  const denied = useAppSelector((s) => s.places.permissionDenied);
  const selected = useAppSelector((s) => s.editor.draft?.locations) ?? [];
  const findNearby = async () => {
    const point = await dispatch(locateDevice());
    if (point) await dispatch(loadNearbyPlaces(point));
  };
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => void dispatch(searchOwnPlaces(keyword)), keyword ? 300 : 0);
    return () => clearTimeout(timer);
  }, [visible, keyword, dispatch]);
  return (
    <Sheet title={t('editor.place.title')} visible={visible} onClose={onClose}>
      <input className="field" type="search" aria-label={t('editor.place.search')} placeholder={t('editor.place.search')} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
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
      <ul className="place-list">
        {[...nearby.filter((n) => !own.some((o) => o.objectId === n.objectId)), ...own].map((place) => {
          const on = selected.some((r) => r.id === place.objectId);
          return (
            <li key={place.objectId}>
              <button type="button" className={on ? 'place selected' : 'place'} aria-pressed={on} onClick={() => dispatch(placeChosen({ id: place.objectId, name: place.name }))}>
                📍 {place.name}
                {place.address && <small> {place.address}</small>}
              </button>
            </li>
          );
        })}
      </ul>
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
