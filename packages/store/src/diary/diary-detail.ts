import {
  diaryDateline,
  displayCalendarDay,
  getRelatedDiaries,
  isCollapsible,
  listPath,
  toDiary,
  weatherBadge,
  type Diary,
  type Language,
  type MessageKey,
  type RelatedDay,
} from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import type { ShownText } from '../insights/insights-screen';
import { screensActions } from '../screens/screens-slice';
import { detailSlice } from './detail-slice';
import type { AppThunk, RootState } from '../store';
import { isNetworkFailure } from '../outbox/network-failure';
import { waitingDiaryRecord } from '../outbox/waiting-diaries';
import { waitingSaveOf } from '../persist/keys';
import { takeOpeningDiary } from '../app/opening';
import { findDiary, loadDiary } from './load-diary';
import { keepRecentDiary, showRecentDiary } from './recent-diaries';
import { chooseDiaryOption, diaryOptionRows, type DiaryOption } from './diary-options';

/**
 * One fact of the line under a diary page's date: a place or a person (each opens its list), or the weather saved
 * (which only shows).
 */
export type DiaryFact = { kind: 'place' | 'person'; id: string; name: string; path: string } | { kind: 'weather'; icon: string; name: MessageKey };

/** The line under the date: the places, the weather, the people — in that order, each only when the diary has it. */
export function diaryFacts(diary: Diary): DiaryFact[] {
  const weather = weatherBadge(diary.weather);
  return [
    ...diary.location.map(({ id, name }): DiaryFact => ({ kind: 'place', id, name, path: listPath({ listType: 'location', id }) })),
    ...(weather ? [{ kind: 'weather' as const, ...weather }] : []),
    ...diary.people.map(({ id, name }): DiaryFact => ({ kind: 'person', id, name, path: listPath({ listType: 'people', id }) })),
  ];
}

/** A related day as a row under the diary: its date, its title and the start of its text (or that they are hidden). */
export interface RelatedRow {
  id: string;
  path: string;
  date: string;
  title: string | null;
  text: ShownText;
}

const EMPTY_RELATED: RelatedDay[] = [];

function relatedRow(day: RelatedDay, language: Language): RelatedRow {
  return {
    id: day.id,
    path: `/detail/${day.id}`,
    date: displayCalendarDay(day.day, language),
    title: day.title.trim() || null,
    text: day.privateStatus ? { key: 'list.hiddenContent' } : day.excerpt || { key: 'list.emptyContent' },
  };
}

/**
 * A diary's detail screen (seed 1 §2 "Diary detail"), read as a page of a diary: the date as its headline, one line of
 * places, weather and people, then the photos and the whole text; the diary in the reader's language, its options, the
 * sheet open.
 */
export type DiaryDetailModel =
  | { state: 'loading' | 'gone' | 'offline' }
  | {
      state: 'ready';
      diary: Diary;
      /** The headline: the date, then the weekday and the time. */
      dateline: { date: string; weekdayTime: string };
      facts: DiaryFact[];
      /** Long content is collapsed, with "more" (core's isCollapsible). */
      collapsible: boolean;
      options: Array<{ key: DiaryOption; label: MessageKey; danger: boolean }>;
      sheet: 'options' | 'share' | null;
      /** Diaries sharing its stories, people or places, the most alike first (none shows no section). */
      related: RelatedRow[];
    };

const model = createSelector(
  [
    // Offline, a diary a list kept on the device shows as the list had it.
    (state: RootState, id: string) => findDiary(state, id),
    // A change of it saved here that waits to be sent shows, as the lists show it.
    (state: RootState, id: string) => waitingSaveOf(state.outbox.entries, id),
    (state: RootState, id: string) => state.screens.missingDiaries[id] === true,
    (state: RootState, id: string) => state.screens.unreachableDiaries[id] === true,
    (state: RootState) => state.app.preferences.language,
    (state: RootState) => state.screens.detailSheet,
    (state: RootState, id: string) => state.detail.related[id] ?? EMPTY_RELATED,
  ],
  (kept, waiting, missing, unreachable, language, sheet, related): DiaryDetailModel => {
    const record = waiting ? waitingDiaryRecord(waiting.draft, waiting.key, kept) : kept;
    if (!record) return { state: missing ? 'gone' : unreachable ? 'offline' : 'loading' };
    const diary = toDiary(record, language);
    return {
      state: 'ready',
      diary,
      dateline: diaryDateline(diary.writtenAt, language),
      facts: diaryFacts(diary),
      collapsible: isCollapsible(diary.content),
      options: diaryOptionRows(diary, true),
      sheet,
      related: related.map((day) => relatedRow(day, language)),
    };
  },
);

export function selectDiaryDetail(state: RootState, id: string): DiaryDetailModel {
  return model(state, id);
}

/**
 * The detail opened: the diary loads (again: it may have changed) and is kept among the diaries opened lately; one
 * that is not there says "not found". Without a network it shows as it was last opened or as a list kept it, or says
 * it is offline, and loads when the network is back (networkChanged).
 */
export function openDiaryDetail(id: string): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    dispatch(screensActions.detailSheetShown(null));
    let unreachable = false;
    const diary = await (takeOpeningDiary(extra, id) ?? dispatch(loadDiary(id))).catch((error: unknown) => {
      unreachable = isNetworkFailure(error);
      return undefined;
    });
    dispatch(screensActions.diaryUnreachable({ id, unreachable }));
    if (!diary && !unreachable) dispatch(screensActions.diaryMissing(id));
    if (diary) await Promise.all([dispatch(keepRecentDiary(diary)), dispatch(loadRelatedDays(id))]);
    if (unreachable && !getState().outbox.entries.some((entry) => entry.key === id && entry.kind === 'delete')) await dispatch(showRecentDiary(id));
  };
}

/** Its related days, asked for each time it opens (a diary written since may be one); without a network none show. */
export function loadRelatedDays(id: string): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { api }) => {
    try {
      const { related } = await api.request(getRelatedDiaries, { objectId: id });
      dispatch(detailSlice.actions.relatedLoaded({ id, related }));
    } catch {
      // Related days are an aside: the page shows without them.
    }
  };
}

export function showDetailSheet(sheet: 'options' | 'share' | null): AppThunk {
  return (dispatch) => {
    dispatch(screensActions.detailSheetShown(sheet));
  };
}

/** An option of the detail's sheet: the store does it; "Share" opens the share settings. */
export function chooseDetailOption(id: string, option: DiaryOption): AppThunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(screensActions.detailSheetShown(null));
    if ((await dispatch(chooseDiaryOption(id, option))) === 'share') dispatch(screensActions.detailSheetShown('share'));
  };
}
