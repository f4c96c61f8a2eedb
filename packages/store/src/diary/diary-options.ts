import type { Diary, MessageKey } from '@diary/core';
import { startEditingDiary } from '../editor/draft';
import type { AppThunk } from '../store';
import { deleteDiary, toggleDiaryFavorite, toggleDiaryPrivate } from './diary-actions';

/** The detail's options sheet (seed 1 §2 "Diary detail"), in its order. */
export const DIARY_OPTIONS = ['edit', 'favorite', 'private', 'delete'] as const;
export type DiaryOption = (typeof DIARY_OPTIONS)[number];

/** An option's label: favorite and encrypt say what a tap will do to this diary. */
export function diaryOptionLabel(option: DiaryOption, diary: Pick<Diary, 'favorite' | 'privateStatus'>): MessageKey {
  switch (option) {
    case 'edit':
      return 'diaryOptions.edit';
    case 'favorite':
      return diary.favorite ? 'diaryOptions.unfavorite' : 'diaryOptions.favorite';
    case 'private':
      return diary.privateStatus ? 'diaryOptions.makePublic' : 'diaryOptions.makePrivate';
    case 'delete':
      return 'diaryOptions.delete';
  }
}

/** The sheet's rows for this diary, in order: each option, its label, and whether it is the destructive one. */
export function diaryOptionRows(diary: Pick<Diary, 'favorite' | 'privateStatus'>): Array<{ key: DiaryOption; label: MessageKey; danger: boolean }> {
  return DIARY_OPTIONS.map((key) => ({ key, label: diaryOptionLabel(key, diary), danger: key === 'delete' }));
}

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
