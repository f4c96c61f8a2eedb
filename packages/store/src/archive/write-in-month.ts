import type { AppThunk } from '../store';
import { startNewDiary } from '../editor/draft';
import { selectArchiveTab } from './archive-tab';

/**
 * Write on the archive tab: now in this month; in another month, on the day chosen. A module of its own: the
 * archive tab is on the first screen, the editor's drafts load with the editor.
 */
export function writeInArchiveMonth(day?: Date): AppThunk<Promise<boolean>> {
  return (dispatch, getState) => dispatch(startNewDiary(selectArchiveTab(getState()).selector, day));
}
