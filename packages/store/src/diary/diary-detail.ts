import { isCollapsible, toDiary, type Diary, type MessageKey } from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import { screensActions } from '../screens/screens-slice';
import type { AppThunk, RootState } from '../store';
import { loadDiary } from './diary-actions';
import { chooseDiaryOption, diaryOptionRows, type DiaryOption } from './diary-options';

/** A diary's detail screen (seed 1 §2 "Diary detail"): the diary in the reader's language, its options, the sheet open. */
export type DiaryDetailModel =
  | { state: 'loading' | 'gone' }
  | {
      state: 'ready';
      diary: Diary;
      /** The content is collapsed after 3 lines, with "more". */
      collapsible: boolean;
      options: Array<{ key: DiaryOption; label: MessageKey; danger: boolean }>;
      sheet: 'options' | 'share' | null;
    };

const model = createSelector(
  [
    (state: RootState, id: string) => state.detail.byId[id],
    (state: RootState, id: string) => state.screens.missingDiaries[id] === true,
    (state: RootState) => state.app.preferences.language,
    (state: RootState) => state.screens.detailSheet,
  ],
  (record, missing, language, sheet): DiaryDetailModel => {
    if (!record) return { state: missing ? 'gone' : 'loading' };
    const diary = toDiary(record, language);
    return { state: 'ready', diary, collapsible: isCollapsible(diary.content), options: diaryOptionRows(diary, true), sheet };
  },
);

export function selectDiaryDetail(state: RootState, id: string): DiaryDetailModel {
  return model(state, id);
}

/** The detail opened: the diary loads (again: it may have changed); one that is not there says "not found". */
export function openDiaryDetail(id: string): AppThunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(screensActions.detailSheetShown(null));
    const diary = await dispatch(loadDiary(id)).catch(() => undefined);
    if (!diary) dispatch(screensActions.diaryMissing(id));
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
