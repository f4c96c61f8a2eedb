import { NAME_MAX_LENGTH } from '@diary/core';
import { deleteOrganizer, loadCollectionsWhenEmpty, selectOrganizerForm, submitOrganizerForm, type OrganizerForm, type OrganizerKind } from '@diary/store';
import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { PageBar } from '../../ui/PageBar';
import './organize.css';

/** /topic/add, /topic/edit/{id} and the same for groups: the name, save, and delete when editing. */
export default function OrganizerFormPage({ kind }: { kind: OrganizerKind }) {
  const { id } = useParams();
  const t = useT();
  const dispatch = useAppDispatch();
  const form = useAppSelector((s) => selectOrganizerForm(s, kind, id ?? null));
  useEffect(() => {
    void dispatch(loadCollectionsWhenEmpty([kind]));
  }, [dispatch, kind]);
  return (
    <div className="organize-page">
      <PageBar title={t(form.title)} />
      {form.loading ? (
        <p className="muted center">{t('common.loading')}</p>
      ) : form.missing ? (
        <p className="empty">{t('target.notFound')}</p>
      ) : (
        <NameForm key={`${kind}/${id ?? ''}`} form={form} />
      )}
    </div>
  );
}

function NameForm({ form }: { form: OrganizerForm }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [name, setName] = useState(form.initialName);
  const [busy, setBusy] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    await dispatch(submitOrganizerForm(form.kind, form.id, name));
    setBusy(false);
  };
  return (
    <form className="organize-form" onSubmit={(e) => void save(e)}>
      <label className="organize-field">
        <span>{t('target.name')}</span>
        <input
          className="field"
          aria-required="true"
          value={name}
          maxLength={NAME_MAX_LENGTH}
          placeholder={t('target.namePlaceholder')}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <button type="submit" className="button primary large" disabled={busy}>
        {t('common.save')}
      </button>
      {form.id && (
        <button type="button" className="button danger" disabled={busy} onClick={() => void dispatch(deleteOrganizer(form.kind, form.id!))}>
          {t('common.delete')}
        </button>
      )}
    </form>
  );
}
