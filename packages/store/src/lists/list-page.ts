import {
  checkShareable,
  listIdOf,
  listKindOf,
  listOwner,
  message,
  SUB_KEYWORD_DELAY_MS,
  SUMMARY_MAX_LENGTH,
  type DiaryListSelector,
  type Message,
} from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import { startNewDiary } from '../editor/draft';
import { isTargetKind } from '../items/target-form';
import { selectBusy } from '../screens/clock';
import { screensActions, type ListSheetName } from '../screens/screens-slice';
import type { AppThunk, RootState } from '../store';
import { changeSubKeyword } from './diary-lists';
import { listHeading, type ListHeading } from './list-heading';
import { chooseListOption, listOptionRows, listSummary, saveListSummary, type ListOption, type ListOptionRow } from './list-options';

/** A diary list's screen (seed 1 §2 "List screen"), apart from its rows (selectListRows): what both apps draw around them. */
export interface ListPageModel {
  heading: ListHeading;
  /** A place's, person's, story's or status's list has Edit in its header. */
  canEditOwner: boolean;
  options: ListOptionRow[];
  /** The sheet open over the list, if any. */
  sheet: ListSheetName | null;
  summary: { text: string; counter: Message; busy: boolean };
  /** What the share settings are of (the list's owner), when it may be shared now. */
  share: { kind: Exclude<ReturnType<typeof listOwner>, undefined>['className']; id: string } | null;
  /** The keyword filter as typed. */
  keyword: string;
}

const SUMMARY_BUSY = 'list-summary';

const model = createSelector(
  [
    (state: RootState) => state.items,
    (state: RootState) => state.session.user,
    (state: RootState) => state.app.preferences.language,
    (state: RootState) => state.screens.listSheet,
    (state: RootState) => state.screens.summaryText,
    (state: RootState) => selectBusy(state, SUMMARY_BUSY),
    (state: RootState, selector: DiaryListSelector) => state.screens.listKeywords[listIdOf(selector)],
    (state: RootState, selector: DiaryListSelector) => state.lists.byId[listIdOf(selector)]?.subKeyword,
    (_state: RootState, selector: DiaryListSelector) => selector,
  ],
  (items, user, language, sheet, summaryText, summaryBusy, typed, applied, selector): ListPageModel => {
    const owner = listOwner(items, selector);
    const shareable = owner && listKindOf(selector).shareable && !checkShareable(owner.className, owner.record);
    return {
      heading: listHeading(items, language, selector, user),
      canEditOwner: 'id' in selector && isTargetKind(selector.listType),
      options: listOptionRows(items, user, selector),
      sheet: sheet?.listId === listIdOf(selector) ? sheet.sheet : null,
      summary: { text: summaryText, counter: message('editor.counter', { count: summaryText.length, max: SUMMARY_MAX_LENGTH }), busy: summaryBusy },
      share: shareable ? { kind: owner.className, id: owner.record.objectId } : null,
      keyword: typed ?? applied ?? '',
    };
  },
);

/** The screen of a diary list: its header (the user's cover on the favorite and all lists), options, sheets and filter. */
export function selectListPage(state: RootState, selector: DiaryListSelector): ListPageModel {
  return model(state, selector);
}

/** Opens a sheet over the list (or closes it, with null). */
export function showListSheet(selector: DiaryListSelector, sheet: ListSheetName | null): AppThunk {
  return (dispatch) => {
    dispatch(screensActions.listSheetShown(sheet ? { listId: listIdOf(selector), sheet } : null));
  };
}

/** An option of the list's options sheet: the store does it, or opens the summary or share sheet after it. */
export function chooseListPageOption(selector: DiaryListSelector, option: ListOption): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    dispatch(showListSheet(selector, null));
    const next = await dispatch(chooseListOption(selector, option));
    if (next === 'summary') dispatch(screensActions.summaryTyped(listSummary(getState().items, selector)));
    if (next !== 'done') dispatch(showListSheet(selector, next));
  };
}

export const typeListSummary = (text: string) => screensActions.summaryTyped(text);

/** The summary sheet's Save: saved, the sheet closes; refused, it stays with what was typed. */
export function saveListPageSummary(selector: DiaryListSelector): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    dispatch(screensActions.busyChanged({ screen: SUMMARY_BUSY, busy: true }));
    try {
      const saved = await dispatch(saveListSummary(selector, getState().screens.summaryText));
      if (saved) dispatch(showListSheet(selector, null));
      return saved;
    } finally {
      dispatch(screensActions.busyChanged({ screen: SUMMARY_BUSY, busy: false }));
    }
  };
}

/** Write on a list: what its kind asks first (an archive month's day), then the editor with what the list gives a new diary. */
export function writeFromList(selector: DiaryListSelector): AppThunk<Promise<void>> {
  return async (dispatch) => {
    if (listKindOf(selector).newDiaryAsks === 'day') dispatch(showListSheet(selector, 'day'));
    else await dispatch(startNewDiary(selector));
  };
}

/** The day chosen for a new diary of an archive month. */
export function writeOnDay(selector: DiaryListSelector, day: Date): AppThunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(showListSheet(selector, null));
    await dispatch(startNewDiary(selector, day));
  };
}

/** The keyword filter, as typed: it applies once typing has stopped for a moment (the screens' clock). */
export function typeListKeyword(selector: DiaryListSelector, keyword: string): AppThunk<Promise<void>> {
  return async (dispatch, getState, { platform }) => {
    const listId = listIdOf(selector);
    dispatch(screensActions.listKeywordTyped({ listId, keyword }));
    await platform.clock.sleep(SUB_KEYWORD_DELAY_MS);
    // A later keystroke has taken over.
    if (getState().screens.listKeywords[listId] !== keyword) return;
    if (keyword.trim() !== (getState().lists.byId[listId]?.subKeyword ?? '')) await dispatch(changeSubKeyword(listId, keyword));
  };
}
