import { TITLE_MAX_LENGTH, CONTENT_MAX_LENGTH } from '@diary/core';
import {
  changeDiaryDate,
  chooseEditorMoreOption,
  contentTyped,
  favoriteToggled,
  leaveEditor,
  NEW_DIARY_ROUTE_ID,
  openEditor,
  openEditorSheet,
  saveDiary,
  selectEditorDraft,
  selectEditorRows,
  selectEditorSheet,
  titleTyped,
} from '@diary/store';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { LabelledSwitch } from '../../ui/LabelledSwitch';
import { ActionSheet } from '../../ui/nut-editor';
import { DateChooser } from '../../ui/DateChooser';
import { PlaceSheet, RefSheet, StatusSheet, WeatherSheet } from './EditorSheets';
import { PhotoStrip } from './PhotoStrip';
import { useLeaveGuard } from './leave-guard';

/**
 * The diary editor (seed 1 §2 "Diary editor", §4, §5): status, photos or a video, title and text with
 * the n / 2000 counter, stories "#", people "@", date and time, places, weather, favorite, and
 * publish (new) or save (existing). The draft is kept on the device as it changes.
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

  // The store decides which draft this route shows (again once the app has started), only when the
  // route opens: after a save the draft is gone while the page is on its way back.
  useEffect(() => {
    void dispatch(openEditor(diaryId));
  }, [diaryId, start, dispatch]);

  if (!draft || !rows) return <div className="page-loading" aria-busy="true" />;

  return (
    <div className="editor-page">
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
      <PhotoStrip />
      <input
        className="field title-field"
        aria-label={t('editor.titlePlaceholder')}
        placeholder={t('editor.titlePlaceholder')}
        value={draft.title}
        onChange={(e) => dispatch(titleTyped(e.target.value))}
        maxLength={TITLE_MAX_LENGTH * 2}
      />
      <textarea
        className="content-field"
        aria-label={t('editor.contentPlaceholder')}
        placeholder={t('editor.contentPlaceholder')}
        value={draft.content}
        onChange={(e) => dispatch(contentTyped(e.target.value))}
        rows={8}
      />
      {rows.counter && (
        <p className={rows.counter.over ? 'counter over' : 'counter'} aria-live="polite">
          {t('editor.counter', { count: rows.counter.count, max: rows.counter.max })}
          {rows.counter.over && <span className="counter-message"> {t('editor.contentTooLong', { max: CONTENT_MAX_LENGTH })}</span>}
        </p>
      )}
      <ul className="editor-rows">
        <li>
          <button type="button" onClick={() => setSheet('tag')}>
            <span># {t('editor.story')}</span>
            <span className="row-value">{rows.stories}</span>
          </button>
        </li>
        <li>
          <button type="button" onClick={() => setSheet('people')}>
            <span>@ {t('editor.people')}</span>
            <span className="row-value">{rows.people}</span>
          </button>
        </li>
        <li>
          <button type="button" onClick={() => setSheet('date')}>
            <span>🗓️ {t('editor.date.title')}</span>
            <span className="row-value">{rows.when.text}</span>
          </button>
        </li>
        <li>
          <button type="button" onClick={() => setSheet('place')}>
            <span>📍 {t('editor.place.title')}</span>
            <span className="row-value">{rows.places}</span>
          </button>
        </li>
        <li>
          <button type="button" onClick={() => setSheet('weather')}>
            <span>{t('editor.weather')}</span>
            <span className="row-value">{rows.weather ? `${rows.weather.icon} ${t(rows.weather.name)}` : ''}</span>
          </button>
        </li>
        <li className="switch-row">
          <span>★ {t('editor.favorite')}</span>
          <LabelledSwitch checked={rows.favorite} onChange={() => dispatch(favoriteToggled())} label={t('editor.favorite')} />
        </li>
      </ul>
      {rows.more && (
        <ActionSheet
          visible={sheet === 'more'}
          title={t('diaryOptions.title')}
          options={rows.more.map(({ key, label, danger }) => ({ name: t(label), key, danger }))}
          optionKey={{ name: 'name' }}
          cancelText={t('common.cancel')}
          onCancel={() => setSheet(null)}
          onSelect={(item) => void dispatch(chooseEditorMoreOption(item.key as 'private' | 'delete'))}
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
