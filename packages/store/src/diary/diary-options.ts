import type { Diary, MessageKey } from '@diary/core';
import { startEditingDiary } from '../editor/draft';
import type { AppThunk } from '../store';
import { deleteDiary, toggleDiaryFavorite, toggleDiaryPrivate } from './diary-actions';

/** The detail's options sheet (seed 1 §2 "Diary detail", §2.12 "Sharing and posters"), in its order. */
export const DIARY_OPTIONS = ['edit', 'favorite', 'private', 'share', 'delete'] as const;
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
    case 'share':
      return 'diaryOptions.share';
    case 'delete':
      return 'diaryOptions.delete';
  }
}

/**
 * The sheet's rows for this diary, in order: each option, its label, and whether it is the
 * destructive one. Share is offered only by an app that has the share settings sheet (`shareSheet`).
 */
export function diaryOptionRows(
  diary: Pick<Diary, 'favorite' | 'privateStatus'>,
  shareSheet = false,
): Array<{ key: DiaryOption; label: MessageKey; danger: boolean }> {
  return DIARY_OPTIONS.filter((key) => key !== 'share' || shareSheet).map((key) => ({ key, label: diaryOptionLabel(key, diary), danger: key === 'delete' }));
}

/** What the app shows after an option: nothing more, or the share settings sheet of this diary. */
export type DiaryOptionNext = 'done' | 'share';

/** What each option of the detail's sheet does; both apps draw the sheet, the store acts. */
export function chooseDiaryOption(diaryId: string, option: DiaryOption): AppThunk<Promise<DiaryOptionNext>> {
  return async (dispatch) => {
    switch (option) {
      case 'edit':
        await dispatch(startEditingDiary(diaryId));
        return 'done';
      case 'favorite':
        await dispatch(toggleDiaryFavorite(diaryId));
        return 'done';
      case 'private':
        await dispatch(toggleDiaryPrivate(diaryId));
        return 'done';
      case 'share':
        // A diary can always be shared (only a list with no diaries cannot): the sheet opens.
        return 'share';
      case 'delete':
        await dispatch(deleteDiary(diaryId));
        return 'done';
    }
  };
}
