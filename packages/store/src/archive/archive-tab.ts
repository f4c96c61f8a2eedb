import {
  coverShown,
  archiveMonthKey,
  aveRgbColour,
  datePickerBounds,
  isFutureMonth,
  listPath,
  monthShortName,
  threeYearArchiveView,
  type ArchiveRecord,
  type DiaryListSelector,
} from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import { appSlice } from '../app/app-slice';
import type { OutboxEntry } from '../persist/keys';
import type { AppThunk, RootState } from '../store';

/** One month of the three-year archive (seed 1 §9): its count and cover, and whether it is chosen or still to come. */
export interface ArchiveMonthCard {
  year: number;
  month: number;
  /** `YYYY-MM`. */
  key: string;
  name: string;
  count: number;
  cover: { key: string; crop: ArchiveRecord['crop']; colour: { light: string; dark: string } } | null;
  selected: boolean;
  /** A month still to come is shown, not chosen: no diary can be written there. */
  future: boolean;
}

/** The archive tab: the selected month, the three years around it (not the year before until a first entry), and the days a diary of that month may be on. */
export interface ArchiveTabModel {
  year: number;
  month: number;
  selector: DiaryListSelector;
  isThisMonth: boolean;
  /** Each year shown with its months and how many diaries it holds. */
  years: Array<{ year: number; total: number; months: ArchiveMonthCard[] }>;
  /** A person who has written nothing yet (the archive loaded, nothing waiting) is asked for a first entry. */
  firstEntry: boolean;
  /** The days Write may choose in the selected month: from its first (or the birthday) to its last (or today). */
  days: { first: Date; last: Date };
}

/** What waits to sync changes each month's count by: a new diary adds one, a delete takes one away. */
function waitingByMonth(entries: readonly OutboxEntry[]): Map<string, number> {
  const byMonth = new Map<string, number>();
  for (const entry of entries) {
    if (entry.kind === 'save' && !entry.job.isNew) continue;
    const at = new Date(entry.kind === 'save' ? entry.draft.datetime : entry.diary.datetime);
    const key = archiveMonthKey(at.getFullYear(), at.getMonth() + 1);
    byMonth.set(key, (byMonth.get(key) ?? 0) + (entry.kind === 'save' ? 1 : -1));
  }
  return byMonth;
}

const withTotal = (year: { year: number; months: ArchiveMonthCard[] }) => ({ ...year, total: year.months.reduce((sum, card) => sum + card.count, 0) });

/** The archive tab by the screens' clock: the month selected (this month until one is chosen). */
export const selectArchiveTab = createSelector(
  [
    (state: RootState) => state.app.selectedYear,
    (state: RootState) => state.app.selectedMonth,
    (state: RootState) => state.items.archive,
    (state: RootState) => state.app.preferences.language,
    (state: RootState) => state.session.user?.dateOfBirth,
    (state: RootState) => state.screens.now,
    (state: RootState) => state.outbox.entries,
    (state: RootState) => state.items.loaded.archive,
  ],
  (selectedYear, selectedMonth, archives, language, birth, nowText, entries, loaded): ArchiveTabModel => {
    const waiting = waitingByMonth(entries);
    const now = new Date(nowText);
    const year = selectedYear || now.getFullYear();
    const month = selectedMonth || now.getMonth() + 1;
    const bounds = datePickerBounds('diary', now, birth);
    const first = new Date(Math.max(new Date(year, month - 1, 1).getTime(), bounds.first.getTime()));
    const last = new Date(Math.min(new Date(year, month, 0).getTime(), now.getTime()));
    const firstEntry = loaded && entries.length === 0 && archives.every((archive) => !archive.count);
    // A person who has written nothing sees this year under the prompt, not an empty year from before they came.
    const shownYears = threeYearArchiveView(year, archives).filter((shown) => !firstEntry || shown.year >= year);
    return {
      year,
      month,
      selector: { listType: 'archive', year, month },
      isThisMonth: year === now.getFullYear() && month === now.getMonth() + 1,
      years: shownYears.map((shown) =>
        withTotal({
          year: shown.year,
          months: shown.months.map(({ month: m, archive, count }): ArchiveMonthCard => {
            const cover = coverShown(archive);
            return {
              year: shown.year,
              month: m,
              key: archiveMonthKey(shown.year, m),
              name: monthShortName(m, language),
              count: Math.max(0, count + (waiting.get(archiveMonthKey(shown.year, m)) ?? 0)),
              cover: cover && {
                key: cover.key,
                crop: cover.crop,
                colour: { light: aveRgbColour(cover.aveRgb, 'light'), dark: aveRgbColour(cover.aveRgb, 'dark') },
              },
              selected: shown.year === year && m === month,
              future: isFutureMonth(shown.year, m, now),
            };
          }),
        }),
      ),
      firstEntry,
      days: { first, last },
    };
  },
);

/**
 * A month card tapped: it becomes the selected month (a month still to come is not chosen). Where
 * the month's diaries show beside the archive (the web's panel), its list opens too.
 */
export function chooseArchiveMonth(year: number, month: number, options: { openList: boolean }): AppThunk<boolean> {
  return (dispatch, _getState, { platform }) => {
    if (isFutureMonth(year, month, platform.clock.now())) return false;
    dispatch(appSlice.actions.monthSelected({ year, month }));
    if (options.openList) platform.navigation.navigate(listPath({ listType: 'archive', year, month }));
    return true;
  };
}

/** The month before or after the selected one (never past this month). */
export function shiftArchiveMonth(by: -1 | 1): AppThunk<boolean> {
  return (dispatch, getState) => {
    const { year, month } = selectArchiveTab(getState());
    const date = new Date(year, month - 1 + by, 1);
    return dispatch(chooseArchiveMonth(date.getFullYear(), date.getMonth() + 1, { openList: false }));
  };
}

/** Tapping the active tab again: lists scroll to the top and the archive shows this month. */
export function tapActiveTabAgain(tab: string): AppThunk {
  return (dispatch, _getState, { platform }) => {
    const now = platform.clock.now();
    dispatch(appSlice.actions.activeTabTappedAgain({ tab, year: now.getFullYear(), month: now.getMonth() + 1 }));
  };
}
