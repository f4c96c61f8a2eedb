import type { ProStatus } from '@diary/core';
import type { RootState } from '../store';

/** The user's Pro status as the server computed it when the user loaded (0 never, 1 expired, 2 active); a visitor is 0. */
export function proStatusOf(state: RootState): ProStatus {
  return (state.session.user?.proStatus as ProStatus | undefined) ?? 0;
}

/** How many diaries the user has: the sum of the month archives' counts. */
export function selectDiaryCount(state: RootState): number {
  return state.items.archive.reduce((sum, archive) => sum + (archive.count ?? 0), 0);
}
