import { TITLE_MAX_LENGTH, CONTENT_MAX_LENGTH } from '@diary/core';
import {
  changeDiaryDate,
  chooseEditorMoreOption,
  contentTyped,
  favoriteToggled,
  leaveEditor,
  leaveEditorPage,
  NEW_DIARY_ROUTE_ID,
  openEditor,
  openEditorSheet,
  saveDiary,
  selectEditorDraft,
  selectEditorRows,
  selectEditorSheet,
  titleTyped,
} from '@diary/store';
import { CalendarDays, CloudSun, MapPin, Star, type LucideIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { OptionsSheet } from '../../ui/OptionsSheet';
import { DateChooser } from '../../ui/DateChooser';
import { PlaceSheet, RefSheet, StatusSheet, WeatherSheet } from './EditorSheets';
import { PhotoStrip } from './PhotoStrip';
import { useLeaveGuard } from './leave-guard';
import { usePastedAndDroppedPhotos } from './dropped-photos';

/**
 * One of the diary's details under the text (a sheet opens it, or it switches, as favorite): its value once chosen, else its name; the
 * name is always part of what a screen reader hears.
 */
function DetailChip({
  icon: Icon,
  label,
  value = '',
  pressed,
  onOpen,
}: {
  icon?: LucideIcon;
  label: string;
  value?: string;
  /** A chip that is a switch (favorite): on or off. */
  pressed?: boolean;
  onOpen: () => void;
}) {
  return (
    <li>
      <button type="button" className={value || pressed ? 'detail-chip set' : 'detail-chip'} aria-pressed={pressed} onClick={onOpen}>
        {Icon && <Icon className="chip-icon" aria-hidden="true" size={18} />}
        <span className={value ? 'visually-hidden' : undefined}>{label}</span>
        {value && <span className="row-value">{value}</span>}
      </button>
    </li>
  );
}

/**
 * The diary editor (seed 1 §2 "Diary editor", §4, §5): status, photos or a video, title and text with
 * the n / 2000 counter, stories "#", people "@", date and time, places, weather, favorite, and
 * publish (new) or save (existing). The draft is kept on the device as it changes. A calm writing space:
 * the title and a text that grows as it is written, the details as chips under it (a side panel on wide screens).
 */
export default function Editor() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { diaryId = NEW_DIARY_ROUTE_ID } = useParams();
  const draft = useAppSelector((s) => selectEditorDraft(s, diaryId));
  const start = useAppSelector((s) => s.app.start);
  const rows = useAppSelector((s) => selectEditorRows(s, diaryId));
  const saving = useAppSelector((s) => s.editor.saving);
  const sheet = useAppSelector(selectEditorSheet);
  const setSheet = (name: Parameters<typeof openEditorSheet>[0]) => dispatch(openEditorSheet(name));
  useLeaveGuard(diaryId);
  const dropped = usePastedAndDroppedPhotos();

  // The store decides which draft this route shows (again once the app has started), only when the
  // route opens: after a save the draft is gone while the page is on its way back.
  useEffect(() => {
    void dispatch(openEditor(diaryId));
  }, [diaryId, start, dispatch]);
  // Left by Back, a link or its panel closing: the store is told (a waiting save shown here unchanged goes now).
  useEffect(() => () => void dispatch(leaveEditorPage()), [diaryId, dispatch]);

  if (!draft || !rows) return <div className="page-loading" aria-busy="true" />;

  return (
    <div className={dropped.over ? 'editor-page dropping' : 'editor-page'} {...dropped.handlers}>
      <header className="editor-bar">
        <button type="button" className="icon-button" aria-label={t('common.close')} onClick={() => void dispatch(leaveEditor())}>
          ✕
        </button>
        <button type="button" className="status-button" onClick={() => setSheet('status')}>
          {rows.status ? `${rows.status.emoji} ${rows.status.name ?? t('list.unknownStatus')}` : t('editor.status.title')}
        </button>
        {draft.id && (
          <button type="button" className="icon-button" aria-label={t('common.more')} onClick={() => setSheet('more')}>
            ⋯
          </button>
        )}
        <button type="button" className="button primary publish" disabled={saving} onClick={() => void dispatch(saveDiary())}>
          {t(rows.publish)}
        </button>
      </header>
      {rows.savingNote && (
        <p className="saving-note" role="status">
          {translate(rows.savingNote)}
        </p>
      )}
      <div className="editor-body">
        <div className="editor-writing">
          <PhotoStrip />
          <input
            dir="auto"
            className="field title-field"
            aria-label={t('editor.titlePlaceholder')}
            placeholder={t('editor.titlePlaceholder')}
            value={draft.title}
            onChange={(e) => dispatch(titleTyped(e.target.value))}
            maxLength={TITLE_MAX_LENGTH * 2}
          />
          <textarea
            dir="auto"
            className="content-field"
            aria-label={t('editor.contentPlaceholder')}
            placeholder={t('editor.contentPlaceholder')}
            value={draft.content}
            onChange={(e) => dispatch(contentTyped(e.target.value))}
            rows={6}
          />
          {rows.counter && (
            <p className={rows.counter.over ? 'counter over' : 'counter'} aria-live="polite">
              {t('editor.counter', { count: rows.counter.count, max: rows.counter.max })}
              {rows.counter.over && <span className="counter-message"> {t('editor.contentTooLong', { max: CONTENT_MAX_LENGTH })}</span>}
            </p>
          )}
        </div>
        <ul className="editor-rows" aria-label={t('editor.details')}>
          <DetailChip label={`# ${t('editor.story')}`} value={rows.stories} onOpen={() => setSheet('tag')} />
          <DetailChip label={`@ ${t('editor.people')}`} value={rows.people} onOpen={() => setSheet('people')} />
          <DetailChip icon={CalendarDays} label={t('editor.date.title')} value={rows.when.text} onOpen={() => setSheet('date')} />
          <DetailChip icon={MapPin} label={t('editor.place.title')} value={rows.places} onOpen={() => setSheet('place')} />
          <DetailChip
            icon={CloudSun}
            label={t('editor.weather')}
            value={rows.weather ? `${rows.weather.icon} ${t(rows.weather.name)}` : ''}
            onOpen={() => setSheet('weather')}
          />
          <DetailChip icon={Star} label={t('editor.favorite')} pressed={rows.favorite} onOpen={() => dispatch(favoriteToggled())} />
        </ul>
      </div>
      {rows.more && (
        <OptionsSheet
          visible={sheet === 'more'}
          title={t('diaryOptions.title')}
          options={rows.more.map(({ key, label, danger }) => ({ name: t(label), key, danger }))}
          onClose={() => setSheet(null)}
          onChoose={(key) => void dispatch(chooseEditorMoreOption(key))}
        />
      )}
      <StatusSheet />
      <RefSheet kind="tag" />
      <RefSheet kind="people" />
      <PlaceSheet />
      <WeatherSheet />
      <DateChooser
        visible={sheet === 'date'}
        type="datetime"
        title={t('editor.date.title')}
        first={rows.when.first}
        last={rows.when.last}
        value={rows.when.date}
        onClose={() => setSheet(null)}
        onConfirm={(date) => dispatch(changeDiaryDate(date))}
      />
    </div>
  );
}
