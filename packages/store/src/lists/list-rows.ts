import {
  listKindOf,
  groupByMonthAndDay,
  LIST_DAY_GAP,
  LIST_MONTH_LABEL_HEIGHT,
  LIST_ROW_HEIGHT,
  monthTitle,
  toDiary,
  type Diary,
  wordsContain,
  decodeDate,
  type DiaryRecord,
  type Language,
  type Message,
  message,
} from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import { waitingDiaryRecord } from '../outbox/waiting-diaries';
import { outboxSaves } from '../persist/keys';
import { isListAtEnd, type DiaryListState } from './lists-slice';
import type { RootState } from '../store';

/** A row of a diary list as both apps draw it: a month's label, or a diary (the first of its day set apart). */
export type ListRow =
  | { kind: 'month'; key: string; label: string; height: number }
  /** `waiting`: written or changed on this device, not yet synced (tapped, the waiting sheet opens). */
  | { kind: 'diary'; key: string; diary: Diary; firstOfDay: boolean; height: number; waiting: boolean };

/**
 * A list's rows: its diaries in the reader's language, grouped by day, each month under its label
 * (seed 1: "month label 32"). An archive month's list is one month, titled by its header: no label.
 */
export function listRows(diaries: readonly DiaryRecord[], language: Language, withMonthLabels: boolean, waiting: ReadonlySet<string> = new Set()): ListRow[] {
  const months = groupByMonthAndDay(diaries.map((record) => toDiary(record, language)));
  return months.flatMap((month) => {
    const [first] = month.days[0]?.diaries ?? [];
    const label: ListRow[] =
      withMonthLabels && first
        ? [
            {
              kind: 'month',
              key: `month-${month.month}`,
              label: monthTitle(first.writtenAt.getFullYear(), first.writtenAt.getMonth() + 1, language),
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
        waiting: waiting.has(diary.id),
        height: LIST_ROW_HEIGHT + (index === 0 ? LIST_DAY_GAP : 0),
      })),
    );
    return [...label, ...rows];
  });
}

const EMPTY: readonly DiaryRecord[] = [];

/**
 * A list's diaries as this device has them: those deleted here and waiting to be deleted on the server are gone (a
 * reload meanwhile still has them), those changed here show as changed, and new ones written here that belong in it
 * are in their place by date. The ids of those waiting to sync come with them.
 */
const NOTHING_WAITS: ReadonlySet<string> = new Set();

const shownDiaries = createSelector(
  [
    (state: RootState, listId: string) => state.lists.byId[listId]?.diaries ?? EMPTY,
    (state: RootState, listId: string) => state.lists.byId[listId]?.selector,
    (state: RootState, listId: string) => state.lists.byId[listId]?.sort,
    (state: RootState, listId: string) => state.lists.byId[listId]?.subKeyword ?? '',
    (state: RootState) => state.outbox.entries,
  ],
  (diaries, selector, sort, subKeyword, entries): { diaries: readonly DiaryRecord[]; waiting: ReadonlySet<string> } => {
    if (entries.length === 0 || !selector) return { diaries, waiting: NOTHING_WAITS };
    const deleted = new Set(entries.filter((entry) => entry.kind === 'delete').map((entry) => entry.key));
    const saves = new Map(outboxSaves(entries).map((entry) => [entry.key, entry]));
    const shown = diaries
      .filter((diary) => !deleted.has(diary.objectId))
      .map((diary) => {
        const save = saves.get(diary.objectId);
        return save ? waitingDiaryRecord(save.draft, diary.objectId, diary) : diary;
      });
    const known = new Set(shown.map((diary) => diary.objectId));
    const kind = listKindOf(selector);
    const added = [...saves.values()]
      .filter((save) => save.job.isNew && !known.has(save.key) && kind.holdsDraft(selector, save.draft) && wordsContain(save.draft, subKeyword))
      .map((save) => waitingDiaryRecord(save.draft, save.key));
    const time = (diary: DiaryRecord) => decodeDate(diary.datetime)?.getTime() ?? 0;
    const ordered = added.length === 0 ? shown : [...shown, ...added].sort((a, b) => (sort === 'older' ? time(a) - time(b) : time(b) - time(a)));
    const waiting = new Set([...known, ...added.map((diary) => diary.objectId)].filter((key) => saves.has(key)));
    return { diaries: ordered, waiting };
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
  ({ diaries, waiting }, withMonthLabels, language) => listRows(diaries, language, withMonthLabels, waiting),
);

/** What a list says around its rows: how many diaries it has, what it says when it has none, and whether it is at its end. */
export interface ListTally {
  /** The server's count, with what waits here: new diaries in it added, diaries deleted here taken away. */
  count: number;
  /** "n diaries" once the list has been loaded here (from the server, or from what this device kept): null before, so a list opened offline with nothing kept does not claim 0. */
  countLabel: Message | null;
  /**
   * What it says under its rows. With nothing to show: that it is offline (it loads when the network is back), "Nothing
   * matches", or "No diaries yet". Offline before it was ever loaded, showing only diaries waiting on this device: that
   * the rest of it shows when the network is back (a month of two diaries showed the one waiting as if it were all).
   */
  note: Message | null;
  /** Loaded to the last diary: "THE END". */
  atEnd: boolean;
}

/** Why a loaded list shows nothing: offline, no diary matches the words searched for, or none is there yet. */
function emptyNote(list: DiaryListState): Message {
  if (list.unreachable) return message('list.offline');
  const keyword = list.subKeyword || (list.selector.listType === 'search' ? list.selector.keyword : '');
  return keyword ? message('list.noMatch', { keyword }) : message('list.empty');
}

/** A list's tally (see ListTally), as its rows show it. */
export const selectListTally = createSelector(
  [(state: RootState, listId: string) => state.lists.byId[listId], shownDiaries],
  (list, { diaries }): ListTally => {
    if (!list) return { count: 0, countLabel: null, note: null, atEnd: false };
    const loaded = new Set(list.diaries.map((diary) => diary.objectId));
    const shownLoaded = diaries.filter((diary) => loaded.has(diary.objectId)).length;
    const count = Math.max(0, list.count - (list.diaries.length - shownLoaded)) + (diaries.length - shownLoaded);
    const empty = list.load === 'loaded' && diaries.length === 0;
    const onlyWaiting = list.load === 'loaded' && diaries.length > 0 && list.unreachable && list.loadedAt === null;
    return {
      count,
      countLabel: list.loadedAt === null ? null : message('list.diaryCount', { count }),
      note: empty ? emptyNote(list) : onlyWaiting ? message('list.offlineRest') : null,
      atEnd: !empty && isListAtEnd(list),
    };
  },
);
