import { Button, Input, Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { NAME_MAX_LENGTH } from '@diary/core';
import {
  deleteOrganizer,
  isOrganizerKind,
  loadCollectionsWhenEmpty,
  selectOrganizerForm,
  submitOrganizerForm,
  type OrganizerForm,
  type OrganizerKind,
} from '@diary/store';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { Screen } from '../../ui/Screen';

/** /topic/add, /topic/edit/{id} and the same for groups: the name, save, and delete when editing. */
export default function OrganizerPage() {
  const t = useT();
  const { kind, id } = useRouter().params;
  if (!isOrganizerKind(kind))
    return (
      <Screen className="organize-page">
        <View className="empty">{t('notFound.title')}</View>
      </Screen>
    );
  return <Organizer kind={kind} id={id ? decodeURIComponent(id) : null} />;
}

function Organizer({ kind, id }: { kind: OrganizerKind; id: string | null }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const form = useAppSelector((s) => selectOrganizerForm(s, kind, id));
  useEffect(() => {
    void dispatch(loadCollectionsWhenEmpty([kind]));
  }, [dispatch, kind]);
  return (
    <Screen className="organize-page">
      <Text className="page-title">{t(form.title)}</Text>
      {form.loading ? (
        <View className="muted center">{t('common.loading')}</View>
      ) : form.missing ? (
        <View className="empty">{t('target.notFound')}</View>
      ) : (
        <NameForm form={form} />
      )}
    </Screen>
  );
}

function NameForm({ form }: { form: OrganizerForm }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [name, setName] = useState(form.initialName);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    await dispatch(submitOrganizerForm(form.kind, form.id, name));
    setBusy(false);
  };
  return (
    <View className="target-form">
      <Text className="target-label">{t('target.name')}</Text>
      <Input
        className="field organize-name-field"
        value={name}
        maxlength={NAME_MAX_LENGTH}
        placeholder={t('target.namePlaceholder')}
        onInput={(e) => setName(e.detail.value)}
      />
      <Button className="button primary target-save" disabled={busy} onClick={() => void save()}>
        {t('common.save')}
      </Button>
      {form.id && (
        <View className="cell danger target-delete" onClick={() => !busy && void dispatch(deleteOrganizer(form.kind, form.id!))}>
          {t('common.delete')}
        </View>
      )}
    </View>
  );
}
