import {
  diaryRowText,
  displayDay,
  fileTypeFromKind,
  HISTORY_WIDGET_COLLAPSED,
  mediaFileOf,
  isWeatherSet,
  message,
  PHOTOS_WIDGET_MAX,
  pointerId,
  toDiary,
  WEATHER_ICONS,
  weatherBadge,
  weatherKind,
  weatherNameKey,
  type DiaryRecord,
  type FileRecord,
  type Language,
  type MediaFile,
  type Message,
  type MessageKey,
} from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import { selectWeatherChart } from '../items/selectors';
import { selectNow } from '../screens/clock';
import type { RootState } from '../store';

/** A diary as a widget card shows it: when, a line of text, its cover key; private ones cannot be opened. */
export interface WidgetDiary {
  id: string;
  /** The diary's date in the language's long form. */
  date: string;
  /** "n years ago" on the "On this day" card. */
  age: Message | null;
  text: { kind: 'content'; text: string } | { kind: 'message'; message: Message };
  /** The cover's stored key (a video's poster), if any. */
  cover: string | null;
  status: string | null;
  privateStatus: boolean;
}

function widgetDiary(record: DiaryRecord, language: Language, now?: Date): WidgetDiary {
  const diary = toDiary(record, language);
  const text = diaryRowText(diary);
  const years = now ? now.getFullYear() - diary.writtenAt.getFullYear() : 0;
  return {
    id: diary.id,
    date: diary.displayDate,
    age: now && years > 0 ? message('widgets.yearsAgo', { count: years }) : null,
    text: text.kind === 'content' ? text : { kind: 'message', message: message(text.key, text.kind === 'photos' ? { count: text.count } : undefined) },
    cover: diary.privateStatus ? null : diary.cover,
    status: diary.status ? `${diary.status.emoji ?? ''} ${diary.status.name}`.trim() : null,
    privateStatus: diary.privateStatus,
  };
}

const selectLanguage = (state: RootState) => state.app.preferences.language;
const selectLoaded = (state: RootState) => state.widgets.isLoaded;

/**
 * The "On this day" card: 2 diaries collapsed, all expanded; the toggle ("n more" / "Show less")
 * only when there are more than 2. "n years ago" counts from the screens' clock.
 */
export const selectHistoryWidget = createSelector(
  [
    (state: RootState) => state.widgets.historyToday,
    (state: RootState) => state.widgets.historyExpanded,
    selectLoaded,
    selectLanguage,
    (state: RootState) => selectNow(state).getFullYear(),
  ],
  (history, expanded, loaded, language, year) => {
    const now = new Date(year, 6, 1);
    const diaries = (history?.diaryList ?? []).map((record) => widgetDiary(record, language, now));
    const collapsible = diaries.length > HISTORY_WIDGET_COLLAPSED;
    return {
      loading: history === null && !loaded,
      diaries: collapsible && !expanded ? diaries.slice(0, HISTORY_WIDGET_COLLAPSED) : diaries,
      toggle: collapsible ? (expanded ? message('widgets.showLess') : message('widgets.nMore', { count: diaries.length - HISTORY_WIDGET_COLLAPSED })) : null,
    };
  },
);

/** How the photos card lays out its tiles: one large; two side by side; one large and two; a 2×2 grid. */
export type PhotoLayout = 'one' | 'two' | 'three' | 'four';

export function photoLayout(count: number): PhotoLayout | null {
  if (count <= 0) return null;
  return (['one', 'two', 'three'] as const)[count - 1] ?? 'four';
}

/** One tile of the photos card: the file to picture (a video shows its poster) and the diary it opens. */
export interface PhotoTile {
  id: string;
  file: MediaFile;
  isVideo: boolean;
  diaryId: string | null;
}

function photoTile(file: FileRecord): PhotoTile {
  return {
    id: file.objectId,
    file: mediaFileOf(file),
    isVideo: fileTypeFromKind(file.kind) === 'video',
    diaryId: pointerId(file.diary?.[0]) ?? null,
  };
}

/** The photos card: the newest photos and videos (audio has no picture), up to 4, and the user's total of files. */
export const selectPhotosWidget = createSelector([(state: RootState) => state.widgets.photos, selectLoaded], (photos, loaded) => {
  const pictures = (photos?.fileList ?? []).filter((file) => {
    const type = fileTypeFromKind(file.kind);
    return type === 'image' || type === 'video';
  });
  const tiles = pictures.slice(0, PHOTOS_WIDGET_MAX).map(photoTile);
  return {
    loading: photos === null && !loaded,
    tiles,
    layout: photoLayout(tiles.length),
    count: photos?.count ?? 0,
  };
});

/** The favorite diaries card: the newest 2 favorites and the total. */
export const selectFavoritesWidget = createSelector(
  [(state: RootState) => state.widgets.favorites, selectLoaded, selectLanguage],
  (favorites, loaded, language) => ({
    loading: favorites === null && !loaded,
    diaries: (favorites?.diaryList ?? []).map((record) => widgetDiary(record, language)),
    count: favorites?.count ?? 0,
  }),
);

/** The weather card: a bar for each weather the user has written with, with its icon and name. */
export const selectWeatherWidget = createSelector([selectWeatherChart, selectLoaded], (chart, loaded) => {
  const bars = chart
    .filter((bar) => isWeatherSet(bar.code))
    .map((bar) => ({ ...bar, icon: WEATHER_ICONS[weatherKind(bar.code)], name: weatherNameKey(bar.code) as MessageKey }));
  const empty = bars.every((bar) => bar.count === 0);
  // The list is always every kind (missing ones at 0): no counts yet is loading until the widgets have loaded.
  return { loading: empty && !loaded, bars, empty };
});

/**
 * The today card: the date (the screens' clock's) in the language, and today's weather when the
 * server has a weather service and the device's place gave one.
 */
export const selectTodayWidget = createSelector(
  [
    selectLanguage,
    (state: RootState) => state.screens.now,
    (state: RootState) => state.app.features?.weather === true,
    (state: RootState) => state.widgets.todayWeather,
  ],
  (language, now, weatherOn, today) => {
    const { date, weekday } = displayDay(new Date(now), language);
    return { date, weekday, weatherOn, weather: weatherOn && today ? weatherBadge(today.code) : null };
  },
);
