import { Button, Input, Picker, Text, Textarea, View } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';
import { CONTENT_MAX_LENGTH, pickerDayText, TITLE_MAX_LENGTH } from '@diary/core';
import {
  changeDiaryDay,
  changeDiaryTime,
  chooseEditorMoreOption,
  contentTyped,
  favoriteToggled,
  leaveEditor,
  NEW_DIARY_ROUTE_ID,
  leaveEditorPage,
  openEditor,
  openEditorSheet,
  saveDiary,
  selectEditorDraft,
  selectEditorHasChanges,
  selectEditorRows,
  titleTyped,
} from '@diary/store';
import { AtSign, CalendarDays, CloudSun, Ellipsis, Hash, MapPin, Star, X, type IconNode } from 'lucide';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { store } from '../../app/store';
import { translate, useT } from '../../i18n';

import { Icon } from '../../ui/Icon';
import { Switch } from '../../ui/nut';
import { Screen } from '../../ui/Screen';
import { PlaceSheet, RefSheet, StatusSheet, WeatherSheet } from './EditorSheets';
import { PhotoStrip } from './PhotoStrip';

/** WeChat's "leave this page?" on its own back, on or off (the weapp only: a browser has no such alert). */
function leaveAlert(on: boolean) {
  if (process.env.TARO_ENV !== 'weapp') return;
  if (on) void Taro.enableAlertBeforeUnload?.({ message: translate({ key: 'editor.leaveTitle' }) });
  else void Taro.disableAlertBeforeUnload?.();
}

/**
 * The diary editor (seed 1 §2 "Diary editor", §4, §5): status, photos or a video, title and text with
 * the n / 2000 counter, stories, people, date and time, places, weather, favorite, and publish (new)
 * or save (existing). The store keeps the draft on the device as it changes and resumes a save
 * that the network interrupted.
 */
export default function EditorPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { id = NEW_DIARY_ROUTE_ID } = useRouter().params;
  const draft = useAppSelector((s) => selectEditorDraft(s, id));
  const start = useAppSelector((s) => s.app.start);
  const rows = useAppSelector((s) => selectEditorRows(s, id));
  const saving = useAppSelector((s) => s.editor.saving);
  const setSheet = (name: Parameters<typeof openEditorSheet>[0]) => dispatch(openEditorSheet(name));

  // The store decides which draft this page shows, once the app has started (a relaunch onto this
  // page mounts it before the draft is restored); only when the page opens: after a save the draft
  // is gone while the page is on its way back.
  useEffect(() => {
    void dispatch(openEditor(id));
  }, [id, start, dispatch]);
  // Left by WeChat's back or another page: the store is told (a waiting save shown here unchanged goes now).
  useEffect(() => () => void dispatch(leaveEditorPage()), [id, dispatch]);

  // WeChat's own back (the bar's arrow, Android's key; WeChat does not stop iOS's swipe) asks first while
  // there are unsaved changes; left anyway, the draft stays kept for this diary's editor (the store's). Set when that changes only: the alert is the top page's, and a picker may be on top.
  const hasChanges = useAppSelector((s) => selectEditorHasChanges(s, id));
  useEffect(() => leaveAlert(hasChanges), [hasChanges]);
  /** The editor's own ways out (publish, ✕, delete) ask their own questions: WeChat's alert is off while they run. */
  const withoutAlert = async (action: () => Promise<unknown>) => {
    leaveAlert(false);
    await action();
    leaveAlert(selectEditorHasChanges(store.getState(), id));
  };

  if (!draft || !rows) return <Screen className="editor-page loading" />;

  // An existing diary's "more" (the store's options: make private or public again, delete) on WeChat's action sheet.
  const more = async (options: NonNullable<typeof rows.more>) => {
    const chosen = await Taro.showActionSheet({ itemList: options.map((option) => t(option.label)) }).catch(() => null);
    const option = chosen ? options[chosen.tapIndex] : undefined;
    if (option) await withoutAlert(() => dispatch(chooseEditorMoreOption(option.key)));
  };
  const { when } = rows;

  return (
    <Screen className="editor-page">
      <View className="editor-bar">
        <View className="editor-close" ariaLabel={t('common.close')} onClick={() => void withoutAlert(() => dispatch(leaveEditor()))}>
          <Icon icon={X} size={22} />
        </View>
        <Text className="status-button" onClick={() => setSheet('status')}>
          {rows.status ? `${rows.status.emoji} ${rows.status.name ?? t('list.unknownStatus')}` : t('editor.status.title')}
        </Text>
        {rows.more && (
          <View className="editor-more" ariaLabel={t('common.more')} onClick={() => void more(rows.more!)}>
            <Icon icon={Ellipsis} size={22} />
          </View>
        )}
        <Button className="button primary publish" size="mini" disabled={saving} onClick={() => void withoutAlert(() => dispatch(saveDiary()))}>
          {t(rows.publish)}
        </Button>
      </View>
      {rows.savingNote && <View className="saving-note">{translate(rows.savingNote)}</View>}
      <PhotoStrip />
      <Input
        className="field title-field"
        placeholder={t('editor.titlePlaceholder')}
        value={draft.title}
        maxlength={TITLE_MAX_LENGTH * 2}
        onInput={(e) => void dispatch(titleTyped(e.detail.value))}
      />
      <Textarea
        className="content-field"
        placeholder={t('editor.contentPlaceholder')}
        value={draft.content}
        maxlength={-1}
        autoHeight
        onInput={(e) => void dispatch(contentTyped(e.detail.value))}
      />
      {rows.counter && (
        <View className={rows.counter.over ? 'counter over' : 'counter'}>
          {t('editor.counter', { count: rows.counter.count, max: rows.counter.max })}
          {rows.counter.over && <Text className="counter-message">{` ${t('editor.contentTooLong', { max: CONTENT_MAX_LENGTH })}`}</Text>}
        </View>
      )}
      <View className="editor-rows">
        <View className="editor-row story-row" onClick={() => setSheet('tag')}>
          <RowName icon={Hash} name={t('editor.story')} />
          <Text className="row-value">{rows.stories}</Text>
        </View>
        <View className="editor-row people-row" onClick={() => setSheet('people')}>
          <RowName icon={AtSign} name={t('editor.people')} />
          <Text className="row-value">{rows.people}</Text>
        </View>
        <View className="editor-row date-row">
          <RowName icon={CalendarDays} name={t('editor.date.title')} />
          <Picker
            mode="date"
            value={when.day}
            start={pickerDayText(when.first)}
            end={pickerDayText(when.last)}
            onChange={(e) => dispatch(changeDiaryDay(e.detail.value))}
          >
            <Text className="row-value">{when.day}</Text>
          </Picker>
          <Picker mode="time" value={when.time} onChange={(e) => dispatch(changeDiaryTime(e.detail.value))}>
            <Text className="row-value">{when.time}</Text>
          </Picker>
        </View>
        <View className="editor-row place-row" onClick={() => setSheet('place')}>
          <RowName icon={MapPin} name={t('editor.place.title')} />
          <Text className="row-value">{rows.places}</Text>
        </View>
        <View className="editor-row weather-row" onClick={() => setSheet('weather')}>
          <RowName icon={CloudSun} name={t('editor.weather')} />
          <Text className="row-value">{rows.weather ? `${rows.weather.icon} ${t(rows.weather.name)}` : ''}</Text>
        </View>
        <View className="editor-row favorite-row">
          <RowName icon={Star} name={t('editor.favorite')} />
          <Switch checked={rows.favorite} onChange={() => dispatch(favoriteToggled())} />
        </View>
      </View>
      <StatusSheet />
      <RefSheet kind="tag" />
      <RefSheet kind="people" />
      <PlaceSheet />
      <WeatherSheet />
    </Screen>
  );
}

/** A metadata row's name, after its icon (the web's editor chips carry the same ones). */
function RowName({ icon, name }: { icon: IconNode; name: string }) {
  return (
    <View className="row-name">
      <Icon icon={icon} size={18} />
      <Text>{name}</Text>
    </View>
  );
}
