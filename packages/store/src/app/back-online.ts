import { addListener } from '@reduxjs/toolkit';
import type { AppDispatch, AppThunk, RootState } from '../store';
import { appSlice } from './app-slice';

/**
 * A listener (dispatch it; the middleware keeps one per call site) that runs the screen's reload when the network is
 * back, if the screen says one is due. Added by a screen's own module once it opens, rather than from start's network
 * handling, so the screen stays out of the first load.
 */
export function reloadWhenBackOnline(due: (state: RootState) => AppThunk<Promise<void>> | null) {
  return addListener.withTypes<RootState, AppDispatch>()({
    actionCreator: appSlice.actions.onlineChanged,
    effect: (action, { dispatch, getState }) => {
      const reload = action.payload ? due(getState()) : null;
      if (reload) void dispatch(reload);
    },
  });
}
