import { routePath } from '@diary/core';
import { requestAction } from '../gate/gate';
import type { AppThunk } from '../store';

/**
 * A diary's page opened from away from its list (a widget card, a photo of the overview): the gate decides, then the
 * detail opens. A module of its own, small enough for the screens on the first load that need it.
 */
export function openDiaryPage(diaryId: string): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { platform }) => {
    if (!(await dispatch(requestAction('diaryDetail', openDiaryPage(diaryId))))) return false;
    platform.navigation.navigate(routePath('detail', { diaryId }));
    return true;
  };
}
