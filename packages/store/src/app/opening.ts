import { matchRoute, phonePathOf, type DiaryRecord } from '@diary/core';
import { loadDiary } from '../diary/load-diary';
import type { AppThunk, StoreExtra } from '../store';

/**
 * What the page the app opens on shows, asked for with start's requests instead of once start has answered and the
 * page is drawn: a diary opened from a link or a reload shows its photos a round trip sooner. Only the diary page
 * asks for anything yet.
 */
export function askForOpening(path: string): AppThunk {
  return (dispatch, _getState, { openingDiaries }) => {
    const route = matchRoute(phonePathOf(path));
    const diaryId = route?.name === 'detail' ? route.params.diaryId : undefined;
    if (!diaryId) return;
    const answer = dispatch(loadDiary(diaryId));
    answer.catch(() => undefined); // the page that takes it sees the failure
    openingDiaries.set(diaryId, answer);
  };
}

/** The diary asked for at start, for the first time its page opens (a later open asks again). */
export function takeOpeningDiary({ openingDiaries }: StoreExtra, diaryId: string): Promise<DiaryRecord | null> | undefined {
  const answer = openingDiaries.get(diaryId);
  openingDiaries.delete(diaryId);
  return answer;
}
