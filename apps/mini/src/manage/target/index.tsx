import { Button, Input, Text, Textarea, View } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';
import { ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH, SUMMARY_MAX_LENGTH } from '@diary/core';
import { Star } from 'lucide';
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
} from '@diary/store';
import { useEffect } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { miniNavigation } from '../../platform/navigation';
import { translate, useT } from '../../i18n';
import { Switch } from '../../ui/nut';
import { Screen } from '../../ui/Screen';
import { EmojiChoices } from '../../ui/EmojiChoices';
import { Icon } from '../../ui/Icon';

/** /target/{kind}/add and /target/{kind}/edit/{id}: adds or edits a place, person, story or status (the store's form; this draws it). */
export default function TargetPage() {
  const t = useT();
  const { kind, id, name } = useRouter().params;
  if (!isTargetKind(kind))
    return (
      <Screen className="target-page">
        <View className="empty">{t('notFound.title')}</View>
      </Screen>
    );
  return <TargetForm kind={kind} id={id ? decodeURIComponent(id) : null} prefillName={name ? decodeURIComponent(name) : undefined} />;
}

function TargetForm({ kind, id, prefillName }: { kind: Parameters<typeof selectTargetForm>[1]; id: string | null; prefillName?: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const form = useAppSelector((s) => selectTargetForm(s, kind, id, prefillName));
  useEffect(() => {
    void dispatch(loadCollectionsWhenEmpty([kind]));
  }, [dispatch, kind]);
  // Once, when the form opens: the title is the top page's, and a topic or group picker may be on top later.
  useEffect(() => {
    void Taro.setNavigationBarTitle({ title: translate({ key: form.title }) }).catch(() => {});
  }, [form.title]);
  return (
    <Screen className="target-page">
      <Text className="page-title">{t(form.title)}</Text>
      {form.loading ? (
        <View className="muted center">{t('common.loading')}</View>
      ) : form.missing ? (
        <View className="empty">{t('target.notFound')}</View>
      ) : (
        <TargetFields form={form} route={{ kind, id, ...(prefillName !== undefined ? { prefillName } : {}) }} />
      )}
    </Screen>
  );
}

/** The kind's fields in its order, then save (and delete when editing); the store's form (items/target-form) says what each does. */
function TargetFields({ form, route }: { form: TargetFormModel; route: TargetFormRoute }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const { id, busy } = form;
  const draft = form.initial;
  const setDraft = (change: Partial<TargetDraft>) => dispatch(typeTargetForm(route, change));
  const save = () => dispatch(saveTargetForm(route));
  const switchFavorite = () => dispatch(switchTargetFormFavorite(route));

  return (
    <View className="target-form">
      {form.fields.map((field) => {
        switch (field) {
          case 'emoji':
            return (
              <View key={field} className="target-field">
                <Text className="target-label">{t('target.emoji')}</Text>
                <Input
                  className="field target-emoji"
                  value={draft.emoji}
                  maxlength={16}
                  placeholder="😀"
                  onInput={(e) => setDraft({ emoji: e.detail.value })}
                />
                <EmojiChoices chosen={draft.emoji} onChoose={(emoji) => setDraft({ emoji })} />
              </View>
            );
          case 'name':
            return (
              <View key={field} className="target-field">
                <Text className="target-label">{t('target.name')}</Text>
                <Input
                  className="field target-name"
                  value={draft.name}
                  maxlength={NAME_MAX_LENGTH}
                  placeholder={t('target.namePlaceholder')}
                  onInput={(e) => setDraft({ name: e.detail.value })}
                />
              </View>
            );
          case 'address':
            return (
              <View key={field} className="target-field">
                <Text className="target-label">{t('target.address')}</Text>
                <Input
                  className="field"
                  value={draft.address}
                  maxlength={ADDRESS_MAX_LENGTH}
                  placeholder={t('target.addressPlaceholder')}
                  onInput={(e) => setDraft({ address: e.detail.value })}
                />
              </View>
            );
          case 'summary':
            return (
              <View key={field} className="target-field">
                <Text className="target-label">{t('target.summary')}</Text>
                <Textarea
                  className="field target-summary"
                  value={draft.summary}
                  maxlength={SUMMARY_MAX_LENGTH}
                  placeholder={t('target.summaryPlaceholder')}
                  onInput={(e) => setDraft({ summary: e.detail.value })}
                />
                <View className="counter">{translate(form.summaryCounter)}</View>
              </View>
            );
          case 'favorite':
            return (
              <View key={field} className="cell target-favorite">
                <View className="row-name">
                  <Icon icon={Star} size={18} />
                  <Text>{t('target.favorite')}</Text>
                </View>
                <Switch checked={draft.favorite} onChange={() => void switchFavorite()} />
              </View>
            );
        }
      })}
      {id && form.organizer && <OrganizerChoice kind={form.organizer} memberId={id} />}
      <Button className="button primary target-save" disabled={busy} onClick={() => void save()}>
        {t('common.save')}
      </Button>
      {id && (
        <View className={`cell danger target-delete${busy ? ' busy' : ''}`} onClick={() => !busy && void dispatch(deleteFromTargetForm(route))}>
          {t('common.delete')}
        </View>
      )}
    </View>
  );
}

/** A story's topic or a status's group: its name (or none), opening the choice (seed 2 §2.8). */
function OrganizerChoice({ kind, memberId }: { kind: OrganizerKind; memberId: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const { name, selectPath } = useAppSelector((s) => selectMemberOrganizer(s, kind, memberId), shallowEqual);
  useEffect(() => {
    void dispatch(loadCollectionsWhenEmpty([kind]));
  }, [dispatch, kind]);
  return (
    <View className="cell target-organizer" onClick={() => miniNavigation.navigate(selectPath)}>
      <Text>{t(kind === 'topic' ? 'target.topic' : 'target.group')}</Text>
      <Text className="row-value">{`${name ?? t(organizerTexts(kind).none)} ›`}</Text>
    </View>
  );
}
