import { startEditingDiary } from '../editor/draft';
import type { AppThunk } from '../store';
import { deleteDiary, toggleDiaryFavorite, toggleDiaryPrivate } from './diary-actions';

/** The detail's options sheet (seed 1 §2 "Diary detail"), in its order. */
export const DIARY_OPTIONS = ['edit', 'favorite', 'private', 'delete'] as const;
export type DiaryOption = (typeof DIARY_OPTIONS)[number];

/** What each option of the detail's sheet does; both apps draw the sheet, the store acts. */
export function chooseDiaryOption(diaryId: string, option: DiaryOption): AppThunk<Promise<boolean>> {
  return (dispatch) => {
    switch (option) {
      case 'edit':
        return dispatch(startEditingDiary(diaryId));
      case 'favorite':
        return dispatch(toggleDiaryFavorite(diaryId));
      case 'private':
        return dispatch(toggleDiaryPrivate(diaryId));
      case 'delete':
        return dispatch(deleteDiary(diaryId));
    }
  };
}
