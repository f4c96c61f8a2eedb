import {
  listKindOf,
  groupByMonthAndDay,
  LIST_DAY_GAP,
  LIST_MONTH_LABEL_HEIGHT,
  LIST_ROW_HEIGHT,
  monthTitle,
  toDiary,
  type Diary,
  type DiaryRecord,
  type Language,
} from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../store';

/** A row of a diary list as both apps draw it: a month's label, or a diary (the first of its day set apart). */
export type ListRow =
  { kind: 'month'; key: string; label: string; height: number } | { kind: 'diary'; key: string; diary: Diary; firstOfDay: boolean; height: number };

/**
 * A list's rows: its diaries in the reader's language, grouped by day, each month under its label
 * (seed 1: "month label 32"). An archive month's list is one month, titled by its header: no label.
 */
export function listRows(diaries: readonly DiaryRecord[], language: Language, withMonthLabels: boolean): ListRow[] {
  const months = groupByMonthAndDay(diaries.map((record) => toDiary(record, language)));
  return months.flatMap((month) => {
    const [first] = month.days[0]?.diaries ?? [];
    const label: ListRow[] =
      withMonthLabels && first
        ? [
            {
              kind: 'month',
              key: `month-${month.month}`,
              label: monthTitle(first.datetime.getFullYear(), first.datetime.getMonth() + 1, language),
              height: LIST_MONTH_LABEL_HEIGHT,
            },
          ]
        : [];
    const rows = month.days.flatMap((day) =>
      day.diaries.map((diary, index): ListRow => ({
        kind: 'diary',
        key: diary.id,
        diary,
        firstOfDay: index === 0,
        height: LIST_ROW_HEIGHT + (index === 0 ? LIST_DAY_GAP : 0),
      })),
    );
    return [...label, ...rows];
  });
}

const EMPTY: readonly DiaryRecord[] = [];

/** A list's diaries without those deleted here and waiting to be deleted on the server (a reload meanwhile still has them). */
const shownDiaries = createSelector(
  [(state: RootState, listId: string) => state.lists.byId[listId]?.diaries ?? EMPTY, (state: RootState) => state.outbox.entries],
  (diaries, waiting) => {
    const deleted = new Set(waiting.filter((entry) => entry.kind === 'delete').map((entry) => entry.key));
    return deleted.size === 0 ? diaries : diaries.filter((diary) => !deleted.has(diary.objectId));
  },
);

/** The rows of the list with this id (see listRows), kept while its diaries and the language stay the same. */
export const selectListRows = createSelector(
  [
    shownDiaries,
    (state: RootState, listId: string) => {
      const list = state.lists.byId[listId];
      return list ? listKindOf(list.selector).monthLabels : true;
    },
    (state: RootState) => state.app.preferences.language,
  ],
  (diaries, withMonthLabels, language) => listRows(diaries, language, withMonthLabels),
);
