import { API_ERRORS, encodeDate, exportDiaries, exportNotice, isApiError, lastExportBefore, type Message } from '@diary/core';
import { toastError, toastSuccess } from '../feedback';
import { userChanged } from '../session/session-slice';
import type { AppThunk, RootState } from '../store';

/** The export row's note: "once every 7 days", or the day the next export is allowed. */
export function selectExportNotice(state: RootState, now: Date): Message {
  return exportNotice(state.session.user?.lastExportAt, now);
}

/** The moment in a "too soon" answer's text ("… next at 2026-11-30T08:00:00.000Z"). */
function nextAtIn(text: string): string | undefined {
  return /\d{4}-\d{2}-\d{2}T[\d:.]+Z/.exec(text)?.[0];
}

/**
 * Export: the server makes one HTML document of every diary in the reader's language, and the
 * platform saves it ("Saved"). Once every 7 days: sooner, the toast says the day it is allowed again.
 */
export function exportAllDiaries(): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { api, platform }) => {
    if (!getState().session.userId) return false;
    platform.toast.showLoading();
    try {
      const answer = await api.request(exportDiaries, { language: getState().app.preferences.language });
      // The server took the time when it made the document: the next one is 7 days from now.
      dispatch(userChanged({ lastExportAt: encodeDate(platform.clock.now()) }));
      await platform.files.save({ name: answer.filename, type: 'text/html', text: answer.html });
      platform.toast.hideLoading();
      toastSuccess(platform, 'toast.saved');
      return true;
    } catch (error) {
      platform.toast.hideLoading();
      if (isApiError(error) && error.code === API_ERRORS.exportTooSoon.code) {
        const nextAt = nextAtIn(error.errMsg);
        // Keep the user's record in step with the server, so the row shows the day too.
        if (nextAt) dispatch(userChanged({ lastExportAt: encodeDate(lastExportBefore(new Date(nextAt))) }));
        platform.toast.show(selectExportNotice(getState(), platform.clock.now()));
      } else toastError(platform, error);
      return false;
    }
  };
}
