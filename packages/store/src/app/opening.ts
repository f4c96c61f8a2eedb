import { matchRoute, phonePathOf, type DiaryRecord } from '@diary/core';
import { loadDiary } from '../diary/load-diary';
import type { AppThunk, StoreExtra } from '../store';

const diaryKey = (id: string) => `diary:${id}`;

/**
 * What the page the app opens on shows, asked for with start's requests instead of once start has answered and the
 * page is drawn: a diary opened from a link or a reload shows its photos a round trip sooner. Only the diary page
 * asks for anything yet.
 */
export function askForOpening(path: string): AppThunk {
  return (dispatch, _getState, { opening }) => {
    const route = matchRoute(phonePathOf(path));
    const diaryId = route?.name === 'detail' ? route.params.diaryId : undefined;
    if (!diaryId) return;
    const answer = dispatch(loadDiary(diaryId));
    answer.catch(() => undefined); // the page that takes it sees the failure
    opening.set(diaryKey(diaryId), answer);
  };
}

/** The diary asked for at start, for the first time its page opens (a later open asks again). */
export function takeOpeningDiary({ opening }: StoreExtra, diaryId: string): Promise<DiaryRecord | null> | undefined {
  const answer = opening.get(diaryKey(diaryId)) as Promise<DiaryRecord | null> | undefined;
  opening.delete(diaryKey(diaryId));
  return answer;
}
