import { ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH, SUMMARY_MAX_LENGTH } from '@diary/core';
import {
  deleteFromTargetForm,
  isTargetKind,
  loadCollectionsWhenEmpty,
  organizerTexts,
  saveTargetForm,
  selectMemberOrganizer,
  selectTargetForm,
  switchTargetFormFavorite,
  typeTargetForm,
  type OrganizerKind,
  type TargetDraft,
  type TargetForm as TargetFormModel,
  type TargetFormRoute,
  type TargetKind,
} from '@diary/store';
import { useEffect, type FormEvent } from 'react';
import { shallowEqual } from 'react-redux';
import { useParams, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';
import { EmojiChooser } from '../../ui/EmojiChooser';
import { LabelledSwitch } from '../../ui/LabelledSwitch';
import { NotFound } from '../NotFound';
import { FavoriteMark } from '../../ui/FavoriteMark';

/** /target/{kind}/add and /target/{kind}/edit/{id}: adds or edits a place, person, story or status. */
export default function TargetPage() {
  const { listType, listId } = useParams();
  const [query] = useSearchParams();
  if (!isTargetKind(listType)) return <NotFound />;
  const id = listId ?? null;
  return <TargetForm key={`${listType}/${id ?? ''}`} kind={listType} id={id} prefillName={query.get('name') ?? undefined} />;
}

function TargetForm({ kind, id, prefillName }: { kind: TargetKind; id: string | null; prefillName?: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const form = useAppSelector((s) => selectTargetForm(s, kind, id, prefillName));
  // Opened directly, the kind's list may not be loaded yet.
  useEffect(() => {
    void dispatch(loadCollectionsWhenEmpty([kind]));
  }, [dispatch, kind]);
  return (
    <div className="target-page">
      <header className="page-bar">
        <button type="button" className="icon-button" aria-label={t('common.back')} onClick={() => webNavigation.back()}>
          ‹
        </button>
        <h1>{t(form.title)}</h1>
      </header>
      {form.loading ? (
        <p className="muted center">{t('common.loading')}</p>
      ) : form.missing ? (
        <p className="empty">{t('target.notFound')}</p>
      ) : (
        <TargetFields form={form} route={{ kind, id, ...(prefillName !== undefined ? { prefillName } : {}) }} />
      )}
    </div>
  );
}

/** The fields of the kind, in its order, then save (and delete when editing); the store's form (items/target-form) says what each does. */
function TargetFields({ form, route }: { form: TargetFormModel; route: TargetFormRoute }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const { id, busy } = form;
  const draft = form.initial;
  const type = (field: keyof TargetDraft) => (value: string) => dispatch(typeTargetForm(route, { [field]: value }));
  const save = (event: FormEvent) => {
    event.preventDefault();
    void dispatch(saveTargetForm(route));
  };
  const switchFavorite = () => dispatch(switchTargetFormFavorite(route));

  return (
    <form className="target-form" onSubmit={save}>
      {form.fields.map((field) => {
        switch (field) {
          case 'emoji':
            return (
              <div key={field} className="target-field">
                <span>{t('target.emoji')}</span>
                <EmojiChooser value={draft.emoji} label={t('target.emoji')} onChoose={type('emoji')} />
              </div>
            );
          case 'name':
            return (
              <label key={field} className="target-field">
                <span>{t('target.name')}</span>
                <input
                  className="field"
                  aria-required="true"
                  value={draft.name}
                  maxLength={NAME_MAX_LENGTH}
                  placeholder={t('target.namePlaceholder')}
                  onChange={(e) => type('name')(e.target.value)}
                />
              </label>
            );
          case 'address':
            return (
              <label key={field} className="target-field">
                <span>{t('target.address')}</span>
                <input
                  className="field"
                  value={draft.address}
                  maxLength={ADDRESS_MAX_LENGTH}
                  placeholder={t('target.addressPlaceholder')}
                  onChange={(e) => type('address')(e.target.value)}
                />
              </label>
            );
          case 'summary':
            return (
              <label key={field} className="target-field">
                <span>{t('target.summary')}</span>
                <textarea
                  className="field"
                  rows={4}
                  value={draft.summary}
                  maxLength={SUMMARY_MAX_LENGTH}
                  placeholder={t('target.summaryPlaceholder')}
                  onChange={(e) => type('summary')(e.target.value)}
                />
                <small className="muted counter">{translate(form.summaryCounter)}</small>
              </label>
            );
          case 'favorite':
            return (
              <div key={field} className="switch-row target-switch">
                <span className="favorite-label">
                  <FavoriteMark /> {t('target.favorite')}
                </span>
                <LabelledSwitch checked={draft.favorite} onChange={() => void switchFavorite()} label={t('target.favorite')} />
              </div>
            );
        }
      })}
      {id && form.organizer && <OrganizerChoice kind={form.organizer} memberId={id} />}
      <button type="submit" className="button primary large" disabled={busy}>
        {t('common.save')}
      </button>
      {id && (
        <button type="button" className="button danger" disabled={busy} onClick={() => void dispatch(deleteFromTargetForm(route))}>
          {t('common.delete')}
        </button>
      )}
    </form>
  );
}

/** A story's topic or a status's group: its name (or none), opening the select screen (seed 2 §2.8). */
function OrganizerChoice({ kind, memberId }: { kind: OrganizerKind; memberId: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const { name, selectPath } = useAppSelector((s) => selectMemberOrganizer(s, kind, memberId), shallowEqual);
  useEffect(() => {
    void dispatch(loadCollectionsWhenEmpty([kind]));
  }, [dispatch, kind]);
  return (
    <button type="button" className="switch-row target-switch target-choice" onClick={() => webNavigation.navigate(selectPath)}>
      <span>{t(kind === 'topic' ? 'target.topic' : 'target.group')}</span>
      <span className="muted">
        {name ?? t(organizerTexts(kind).none)} <span aria-hidden="true">›</span>
      </span>
    </button>
  );
}
